import type { DataProvider, ProviderAccess } from '@tessera/engine';

/**
 * A record's values (by dbFieldName) in the columns the person's roles may see: all of them with
 * access to every column, else only the visible columns' (always a new object).
 * @internal
 */
export function visibleColumnValues(
  data: Readonly<Record<string, unknown>>,
  provider: DataProvider,
  access: ProviderAccess,
): Record<string, unknown> {
  if (access.allColumns) return { ...data };
  const values: Record<string, unknown> = {};
  for (const field of provider.config.fields) {
    if (access.canSeeField(field) && field.dbFieldName in data) {
      values[field.dbFieldName] = data[field.dbFieldName];
    }
  }
  return values;
}
