import type { FormDefinition, FormField, MethodDefinition } from '@tessera/engine';

// Story and test data: an offer for a photovoltaic installation, as a designer would build it.

const at = (x: number, y: number, width: number, height = 9) => ({ x, y, width, height });
const always = { type: 'constant', value: true } as const;
const sameRow = (fieldId: string): MethodDefinition => ({
  type: 'field_value_access',
  fieldId: 'products',
  path: [{ type: 'relative_position' }, fieldId],
});

function field(
  id: string,
  label: string,
  type: string,
  layout: FormField['layout'],
  extra: Partial<FormField> = {},
): FormField {
  return { id, name: id, label, status: 'active', type: { name: type }, layout, ...extra };
}

const customer = field('customer', 'Dane klienta', 'container', at(0, 0, 12, 18), {
  type: {
    name: 'container',
    options: {
      fields: [
        field('customerName', 'Imię i nazwisko', 'text', at(0, 0, 6), { required: always }),
        field('phone', 'Telefon', 'text', at(6, 0, 3), {
          type: { name: 'text', options: { prefix: '+48' } },
        }),
        field('email', 'E-mail', 'text', at(9, 0, 3), { validator: { type: 'email' } }),
        field('city', 'Miejscowość montażu', 'text', at(0, 9, 6), { required: always }),
        field('postalCode', 'Kod pocztowy', 'text', at(6, 9, 3), {
          validator: {
            type: 'regex',
            pattern: '^\\d{2}-\\d{3}$',
            errorMessage: 'Podaj kod w formacie 00-000',
          },
        }),
      ],
    },
  },
});

const products = field('products', 'Produkty', 'repeating_group', at(0, 45, 12, 9), {
  type: {
    name: 'repeating_group',
    options: {
      fieldsTemplate: [
        field('product', 'Produkt', 'text', at(0, 0, 5), { required: always }),
        field('quantity', 'Ilość', 'number', at(5, 0, 2), {
          type: { name: 'number', options: { suffix: 'szt.', min: 1, maxDecimals: 0 } },
        }),
        field('unitPrice', 'Cena jedn.', 'number', at(7, 0, 2), {
          type: { name: 'number', options: { suffix: 'zł', min: 0, maxDecimals: 2 } },
        }),
        field('lineTotal', 'Wartość', 'number', at(9, 0, 3), {
          type: { name: 'number', options: { suffix: 'zł' } },
          disabled: always,
          defaultValue: {
            type: 'computed_expression',
            expression: 'quantity * unitPrice',
            variables: { quantity: sameRow('quantity'), unitPrice: sameRow('unitPrice') },
          },
        }),
      ],
      minRowsCount: { type: 'manual', value: 1 },
      maxRowsCount: { type: 'manual', value: 10 },
    },
  },
});

/** An offer for a photovoltaic installation: a container, a condition, rows, an unknown type. @internal */
export const photovoltaicOfferForm: FormDefinition = {
  id: 'pv-offer',
  name: 'Oferta na instalację fotowoltaiczną',
  fields: [
    customer,
    field('monthlyCost', 'Średni miesięczny rachunek za prąd', 'number', at(0, 18, 4), {
      type: { name: 'number', options: { suffix: 'zł', min: 0, maxDecimals: 2 } },
      required: always,
    }),
    field('power', 'Szacowana moc instalacji', 'number', at(4, 18, 4), {
      type: { name: 'number', options: { suffix: 'kWp' } },
      defaultValue: {
        type: 'computed_expression',
        expression: 'round(monthlyCost / 0.63 * 12 * 1.25 / 1000, 2)',
      },
    }),
    field('groundMount', 'Montaż na gruncie', 'checkbox', at(8, 18, 4)),
    field('plotArea', 'Powierzchnia działki pod panele', 'number', at(0, 27, 4), {
      type: { name: 'number', options: { suffix: 'm²', min: 1 } },
      visible: {
        type: 'compare_value',
        leftValueAccess: { fieldId: 'groundMount' },
        operator: 'equal',
        rightValue: { type: 'const', value: true },
      },
      required: always,
    }),
    field('signature', 'Podpis klienta', 'signature_pad', at(4, 27, 8)),
    products,
    field('notes', 'Uwagi do oferty', 'text_area', at(0, 54, 12, 18)),
    field(
      'consent',
      'Zgoda na przetwarzanie danych osobowych w celu przygotowania oferty',
      'checkbox',
      at(0, 72, 12, 4),
      {
        required: always,
      },
    ),
  ],
};

/** What a filled offer holds, by form field id. @internal */
export const photovoltaicOfferValues: Readonly<Record<string, unknown>> = {
  customerName: 'Anna Kowalczyk',
  phone: '601 234 567',
  email: 'anna.kowalczyk@example.pl',
  city: 'Nowy Targ',
  postalCode: '34-400',
  monthlyCost: 320,
  groundMount: true,
  plotArea: 60,
  products: [
    { product: 'Panel JA Solar 410 W', quantity: 16, unitPrice: 520, lineTotal: 8320 },
    { product: 'Falownik Huawei SUN2000-6KTL', quantity: 1, unitPrice: 5400, lineTotal: 5400 },
    { product: 'Konstrukcja gruntowa', quantity: 1, unitPrice: 3900, lineTotal: 3900 },
  ],
  notes: 'Montaż możliwy od marca. Klient prosi o kontakt po 16:00.',
  consent: true,
};
