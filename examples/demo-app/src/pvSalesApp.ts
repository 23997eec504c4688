import type { DefinitionSeed, RecordSeed, RoleSeed, UserSeed } from './appSeed.types';

/*
 * A small photovoltaic installation sales app: a lead is entered by sales, turned into an offer
 * with a computed price and a list of products, and signed off by the office. Every id is fixed so
 * definitions, tests and end-to-end specs can refer to them.
 */

const id = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the demo app's roles and definitions. @public */
export const pvSalesIds = Object.freeze({
  salesRole: id(1),
  officeRole: id(2),
  installationsProvider: id(10),
  customersProvider: id(11),
  leadForm: id(20),
  offerForm: id(21),
  signForm: id(22),
  salesProcess: id(30),
});

/** @public */
export const pvSalesRoles: readonly RoleSeed[] = [
  { id: pvSalesIds.salesRole, name: 'Handlowiec' },
  { id: pvSalesIds.officeRole, name: 'Biuro' },
];

/** @public */
export const pvSalesUsers: readonly UserSeed[] = [
  {
    email: 'handlowiec@demo.tessera.local',
    name: 'Hanna',
    surname: 'Handlowa',
    type: 'user',
    roleIds: [pvSalesIds.salesRole],
  },
  {
    email: 'biuro@demo.tessera.local',
    name: 'Bartosz',
    surname: 'Biurowy',
    type: 'user',
    roleIds: [pvSalesIds.officeRole],
  },
];

const valueField = (fieldId: string, name: string, type: string, extra: object = {}) => ({
  id: fieldId,
  dbFieldName: fieldId,
  name,
  status: 'active',
  type: 'value_field',
  fieldValue: { type },
  ...extra,
});

const customers: DefinitionSeed = {
  kind: 'dataProvider',
  id: pvSalesIds.customersProvider,
  name: 'Klienci',
  body: {
    type: 'manual',
    config: {
      fields: [
        valueField('name', 'Nazwa', 'text'),
        valueField('city', 'Miejscowość', 'text'),
        valueField('phone', 'Telefon', 'text'),
      ],
    },
  },
};

const customerRecords: readonly [string, string, string][] = [
  ['Jan Kowalski', 'Kraków', '600 100 200'],
  ['Anna Nowak', 'Wieliczka', '601 200 300'],
  ['Piotr Wiśniewski', 'Tarnów', '602 300 400'],
  ['Zofia Wójcik', 'Nowy Sącz', '603 400 500'],
  ['Krzysztof Kamiński', 'Bochnia', '604 500 600'],
  ['Ewa Lewandowska', 'Myślenice', '605 600 700'],
  ['Tomasz Zieliński', 'Oświęcim', '606 700 800'],
  ['Małgorzata Szymańska', 'Olkusz', '607 800 900'],
];

/** The demo customers a lead is chosen from. @public */
export const pvSalesRecords: readonly RecordSeed[] = customerRecords.map(
  ([name, city, phone], index) => ({
    providerId: pvSalesIds.customersProvider,
    id: id(100 + index),
    values: { name, city, phone },
  }),
);

const installations: DefinitionSeed = {
  kind: 'dataProvider',
  id: pvSalesIds.installationsProvider,
  name: 'Instalacje PV',
  body: {
    type: 'process',
    config: {
      fields: [
        valueField('customer', 'Klient z bazy', 'text', {
          transform: {
            type: 'relation_value',
            schemaProviderId: pvSalesIds.customersProvider,
            presentByFieldAccess: { path: ['name'] },
          },
        }),
        valueField('customerName', 'Klient', 'text'),
        valueField('phone', 'Telefon', 'text'),
        valueField('monthlyBill', 'Miesięczny rachunek (zł)', 'number'),
        valueField('notes', 'Notatki', 'text'),
        valueField('power', 'Moc (kWp)', 'number'),
        valueField('unitPrice', 'Cena za kWp (zł)', 'number'),
        valueField('price', 'Cena (zł)', 'number'),
        valueField('wantsSubsidy', 'Dotacja „Mój Prąd”', 'boolean'),
        valueField('subsidyNumber', 'Numer wniosku o dotację', 'text'),
        valueField('products', 'Produkty', 'schema', {
          fieldValue: {
            type: 'schema',
            schema: {
              type: 'array',
              item: {
                type: 'object',
                properties: [
                  { propertyName: 'productName', value: { type: 'string' } },
                  { propertyName: 'quantity', value: { type: 'number' } },
                ],
              },
            },
          },
        }),
        valueField('signed', 'Umowa podpisana', 'boolean'),
        valueField('signingNotes', 'Uwagi do umowy', 'text'),
        {
          id: 'title',
          dbFieldName: 'title',
          name: 'Tytuł',
          status: 'active',
          type: 'computed_string_template',
          fieldValue: { type: 'text' },
          template: '{{customerName}} — {{power}} kWp',
        },
      ],
    },
  },
};

const at = (x: number, y: number, width = 4, height = 9) => ({ x, y, width, height });
const field = (
  fieldId: string,
  label: string,
  type: string,
  layout: ReturnType<typeof at>,
  extra: object = {},
) => ({
  id: fieldId,
  name: fieldId,
  label,
  status: 'active',
  type: { name: type, options: {} },
  layout,
  ...extra,
});
const required = { required: { type: 'constant', value: true } };
const bindAll = (fieldIds: readonly string[]) => ({
  dataProviderId: pvSalesIds.installationsProvider,
  fields: Object.fromEntries(fieldIds.map((fieldId) => [fieldId, fieldId])),
});

const leadForm: DefinitionSeed = {
  kind: 'form',
  id: pvSalesIds.leadForm,
  name: 'Nowy lead',
  body: {
    fields: [
      field('customer', 'Klient z bazy (opcjonalnie)', 'list_select', at(0, 0, 12), {
        type: {
          name: 'list_select',
          options: {
            query: {
              fromProviderId: pvSalesIds.customersProvider,
              sorting: [{ fieldAccess: { path: ['name'] }, direction: 'asc' }],
            },
            valueAccess: { path: ['$id'] },
            presentValueAccess: { path: ['name'] },
            allowMultipleChoice: false,
            // A customer not yet in the base is added from the lead form (spec 002 §4).
            allowAddingNewRecords: true,
            newRecordFormFields: ['name', 'city', 'phone'],
          },
        },
      }),
      field('customerName', 'Imię i nazwisko klienta', 'text', at(0, 9, 6), required),
      field('phone', 'Telefon', 'text', at(6, 9, 6), required),
      field('monthlyBill', 'Miesięczny rachunek za prąd (zł)', 'number', at(0, 18, 6), {
        ...required,
        type: {
          name: 'number',
          options: { prefix: '', suffix: 'zł', min: 0, max: null, maxDecimals: 2 },
        },
      }),
      field('notes', 'Notatki', 'text_area', at(0, 27, 12, 18)),
    ],
    binding: bindAll(['customer', 'customerName', 'phone', 'monthlyBill', 'notes']),
  },
};

const wantsSubsidy = {
  type: 'compare_value',
  leftValueAccess: { fieldId: 'wantsSubsidy' },
  operator: 'equal',
  rightValue: { type: 'const', value: true },
};

const offerForm: DefinitionSeed = {
  kind: 'form',
  id: pvSalesIds.offerForm,
  name: 'Oferta',
  body: {
    fields: [
      field('customerName', 'Klient', 'text', at(0, 0, 6), {
        disabled: { type: 'constant', value: true },
      }),
      field('power', 'Moc instalacji (kWp)', 'number', at(0, 9), {
        ...required,
        type: {
          name: 'number',
          options: { prefix: '', suffix: 'kWp', min: 1, max: 50, maxDecimals: 2 },
        },
      }),
      field('unitPrice', 'Cena za kWp (zł)', 'number', at(4, 9), {
        ...required,
        type: {
          name: 'number',
          options: { prefix: '', suffix: 'zł', min: 0, max: null, maxDecimals: 2 },
        },
        defaultValue: { type: 'manual', value: 4200 },
      }),
      field('price', 'Cena instalacji (zł)', 'number', at(8, 9), {
        type: {
          name: 'number',
          options: { prefix: '', suffix: 'zł', min: null, max: null, maxDecimals: 2 },
        },
        disabled: { type: 'constant', value: true },
        defaultValue: { type: 'computed_expression', expression: 'power * unitPrice' },
      }),
      field('wantsSubsidy', 'Klient chce dotację „Mój Prąd”', 'checkbox', at(0, 18, 6, 5)),
      field('subsidyNumber', 'Numer wniosku o dotację', 'text', at(6, 18, 6), {
        visible: wantsSubsidy,
        required: wantsSubsidy,
      }),
      {
        ...field('products', 'Produkty', 'repeating_group', at(0, 27, 12, 20)),
        type: {
          name: 'repeating_group',
          options: {
            fieldsTemplate: [
              field('productName', 'Produkt', 'text', at(0, 0, 8), required),
              field('quantity', 'Ilość', 'number', at(8, 0, 4), {
                ...required,
                type: {
                  name: 'number',
                  options: { prefix: '', suffix: 'szt.', min: 1, max: 1000, maxDecimals: 0 },
                },
              }),
            ],
            minRowsCount: { type: 'manual', value: 1 },
            maxRowsCount: { type: 'manual', value: 5 },
          },
        },
      },
    ],
    binding: bindAll([
      'customerName',
      'power',
      'unitPrice',
      'price',
      'wantsSubsidy',
      'subsidyNumber',
      'products',
    ]),
  },
};

const signForm: DefinitionSeed = {
  kind: 'form',
  id: pvSalesIds.signForm,
  name: 'Podpisanie umowy',
  body: {
    fields: [
      field('customerName', 'Klient', 'text', at(0, 0, 6), {
        disabled: { type: 'constant', value: true },
      }),
      field('price', 'Cena instalacji (zł)', 'number', at(6, 0, 6), {
        type: {
          name: 'number',
          options: { prefix: '', suffix: 'zł', min: null, max: null, maxDecimals: 2 },
        },
        disabled: { type: 'constant', value: true },
      }),
      field('signed', 'Umowa podpisana', 'checkbox', at(0, 9, 6, 5), required),
      field('signingNotes', 'Uwagi do umowy', 'text_area', at(0, 14, 12, 18)),
      // Every change of the process so far, for the office to check before signing.
      field('history', 'Historia zmian', 'static_process_history', at(0, 32, 12, 24), {
        type: { name: 'static_process_history', options: { fieldIds: [] } },
      }),
    ],
    binding: bindAll(['customerName', 'price', 'signed', 'signingNotes']),
  },
};

const salesProcess: DefinitionSeed = {
  kind: 'process',
  id: pvSalesIds.salesProcess,
  name: 'Sprzedaż instalacji PV',
  body: {
    type: 'options',
    dataProviderId: pvSalesIds.installationsProvider,
    defaultStartingStepId: 'lead',
    steps: [
      {
        id: 'lead',
        name: 'Lead',
        action: {
          type: 'start',
          trigger: { type: 'form', formId: pvSalesIds.leadForm, roleIds: [pvSalesIds.salesRole] },
        },
        finishConditions: [{ action: { type: 'go_to_step', stepId: 'offer' } }],
      },
      {
        id: 'offer',
        name: 'Oferta',
        action: {
          type: 'enterForm',
          formId: pvSalesIds.offerForm,
          roleIds: [pvSalesIds.salesRole],
        },
        finishConditions: [
          {
            condition: { type: 'non_empty', valueAccess: { fieldId: 'price' } },
            action: { type: 'go_to_step', stepId: 'signing' },
          },
        ],
      },
      {
        id: 'signing',
        name: 'Podpisanie umowy',
        action: {
          type: 'enterForm',
          formId: pvSalesIds.signForm,
          roleIds: [pvSalesIds.officeRole],
        },
        finishConditions: [
          {
            condition: {
              type: 'compare_value',
              leftValueAccess: { fieldId: 'signed' },
              operator: 'equal',
              rightValue: { type: 'const', value: true },
            },
            action: { type: 'finish_process' },
          },
        ],
      },
    ],
  },
};

/** The demo app's definitions, in dependency order. @public */
export const pvSalesDefinitions: readonly DefinitionSeed[] = [
  customers,
  installations,
  leadForm,
  offerForm,
  signForm,
  salesProcess,
];
