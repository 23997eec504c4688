import type { DataProvider } from '@tessera/engine';

/**
 * The record property (`dbFieldName`) of each of a provider's fields that is not deleted, by
 * field id: what a condition's field access reads of a stored record.
 * @internal
 */
export function fieldNamesById(provider: DataProvider): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const field of provider.config.fields) {
    if (field.status !== 'deleted') names.set(field.id, field.dbFieldName);
  }
  return names;
}
