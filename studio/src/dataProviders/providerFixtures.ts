import type { DataProviderItem } from '@tessera/client';
import type { ProviderField } from '@tessera/engine';

/** A text value field of a test provider, stored under `dbFieldName`. */
export function textField(
  dbFieldName: string,
  name: string,
  status: 'active' | 'deleted' = 'active',
): ProviderField {
  return {
    id: `f-${dbFieldName}`,
    dbFieldName,
    name,
    status,
    type: 'value_field',
    fieldValue: { type: 'text' },
  };
}

/** An active manual provider of tests, at revision 1. */
export function manualProvider(
  id: string,
  name: string,
  fields: readonly ProviderField[],
): DataProviderItem {
  return {
    id,
    name,
    type: 'manual',
    status: 'active',
    config: { fields: [...fields] },
    revision: 1,
  };
}
