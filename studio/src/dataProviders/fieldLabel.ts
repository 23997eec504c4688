import type { ProviderField } from '@tessera/engine';

/** What a designer calls a field: its name, else its database name. */
export function fieldLabel(field: Pick<ProviderField, 'name' | 'dbFieldName'>): string {
  const name = field.name?.trim() ?? '';
  return name === '' ? field.dbFieldName : name;
}
