import type { ProviderDescription, RecordItem } from '@tessera/client';

// What the new-record dialog's tests and story share: a customers provider and its records.

/** The demo's customers provider, with a column of each kind the dialog asks or skips. */
export const customersProvider: ProviderDescription = {
  id: 'd0000000-0000-4000-8000-000000000011',
  name: 'Klienci',
  type: 'manual',
  fields: [
    {
      id: 'name',
      dbFieldName: 'name',
      name: 'Nazwa',
      type: 'value_field',
      fieldValue: { type: 'text' },
    },
    {
      id: 'city',
      dbFieldName: 'city',
      name: 'Miejscowość',
      type: 'value_field',
      fieldValue: { type: 'text' },
    },
    {
      id: 'employees',
      dbFieldName: 'employees',
      name: 'Liczba pracowników',
      type: 'value_field',
      fieldValue: { type: 'number' },
    },
    {
      id: 'since',
      dbFieldName: 'since',
      name: 'Klient od',
      type: 'value_field',
      fieldValue: { type: 'date' },
    },
    {
      id: 'vip',
      dbFieldName: 'vip',
      name: 'Klient VIP',
      type: 'value_field',
      fieldValue: { type: 'boolean' },
    },
    {
      id: 'label',
      dbFieldName: 'label',
      name: 'Etykieta',
      type: 'computed_string_template',
      fieldValue: { type: 'text' },
    },
  ],
};

/** The record the server answers a create with: the written values, and its id. */
export function createdCustomer(data: Readonly<Record<string, unknown>>): RecordItem {
  return {
    id: 'c-new',
    providerId: customersProvider.id,
    data,
    originalData: data,
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'u-1',
  };
}

/** `GET schema-descriptions` answering the customers provider. */
export const schemaDescriptionsAnswer = {
  data: [customersProvider],
  meta: { page: 1, perPage: 1, lastPage: 1, total: 1 },
  relations: {},
};
