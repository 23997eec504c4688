import type { FormPreload, ProcessItem, RecordItem } from '@tessera/client';
import type { FormDefinition, FormField } from '@tessera/engine';

// A small offer form and its preloads, for the form screen's tests: a computed price, a field
// shown only when a checkbox is ticked, a repeating group of products (1 to 3 rows), a choice
// field, a static text and a process history.

const at = (x: number, y: number, width = 4, height = 9) => ({ x, y, width, height });
const field = (id: string, label: string, type: string, extra: Partial<FormField> = {}) =>
  ({
    id,
    name: id,
    label,
    status: 'active',
    type: { name: type, options: {} },
    layout: at(0, 0),
    ...extra,
  }) as FormField;
const required = { required: { type: 'constant', value: true } } as const;
const subsidyWanted = {
  type: 'compare_value',
  leftValueAccess: { fieldId: 'wantsSubsidy' },
  operator: 'equal',
  rightValue: { type: 'const', value: true },
} as const;

/** @internal */
export const offerForm: FormDefinition = {
  id: 'f-offer',
  name: 'Oferta',
  fields: [
    field('customerName', 'Klient', 'text', {
      layout: at(0, 0, 6),
      disabled: { type: 'constant', value: true },
    }),
    field('power', 'Moc instalacji', 'number', { ...required, layout: at(0, 9) }),
    field('unitPrice', 'Cena za kWp', 'number', {
      layout: at(4, 9),
      defaultValue: { type: 'manual', value: 4000 },
    }),
    field('price', 'Cena instalacji', 'number', {
      layout: at(8, 9),
      disabled: { type: 'constant', value: true },
      defaultValue: { type: 'computed_expression', expression: 'power * unitPrice' },
    }),
    field('wantsSubsidy', 'Dotacja', 'checkbox', { layout: at(0, 18, 6, 5) }),
    field('subsidyNumber', 'Numer wniosku', 'text', {
      layout: at(6, 18, 6),
      visible: subsidyWanted,
      required: subsidyWanted,
    }),
    field('source', 'Źródło', 'text', {
      layout: at(0, 27),
      defaultValue: { type: 'url_query', paramName: 'source' },
    }),
    field('note', 'Informacja', 'static_text', {
      layout: at(4, 27, 8, 3),
      defaultValue: { type: 'manual', value: 'Sprawdź dane przed zapisaniem' },
    }),
    {
      ...field('products', 'Produkty', 'repeating_group', { layout: at(0, 36, 12, 20) }),
      type: {
        name: 'repeating_group',
        options: {
          fieldsTemplate: [
            field('productName', 'Produkt', 'text', { ...required, layout: at(0, 0, 8) }),
            field('quantity', 'Ilość', 'number', { layout: at(8, 0, 4) }),
          ],
          minRowsCount: { type: 'manual', value: 1 },
          maxRowsCount: { type: 'manual', value: 3 },
        },
      },
    } as FormField,
  ],
};

/** @internal */
export const processItem: ProcessItem = {
  id: 'p-1',
  processSettingsId: 'ps-1',
  currentStepId: 'offer',
  isFinished: false,
  version: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** @internal */
export const recordItem: RecordItem = {
  id: 'r-1',
  providerId: 'prov',
  data: { customerName: 'Anna Nowak' },
  originalData: { customerName: 'Anna Nowak' },
  version: 7,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'u-1',
};

/** The offer form opened to start a process (forms.new). @internal */
export function newOfferPreload(form: FormDefinition = offerForm): FormPreload {
  return {
    form,
    processSettings: { id: 'ps-1', name: 'Sprzedaż instalacji PV', type: 'options' },
    process: null,
    dataRecord: null,
    savedValues: {},
    readOnly: false,
    dataProviders: [],
  };
}

/** The offer form opened on a running process (forms.enter). @internal */
export function enteredOfferPreload(form: FormDefinition = offerForm): FormPreload {
  return {
    ...newOfferPreload(form),
    process: processItem,
    dataRecord: recordItem,
    savedValues: { customerName: 'Anna Nowak' },
  };
}
