import type { DataProvider, ProviderAccess } from '@tessera/engine';
import { visibleColumnValues } from './visibleColumnValues';

/**
 * A record's read values (`data`, by dbFieldName) as far as the person may see them, with its
 * id and creation instant as `$id` and `$createdAt` — the shape of a pipeline row, so methods
 * read an external record and a pipeline's result alike.
 * @internal
 */
export function recordReadValues(
  row: { readonly id: string; readonly data: Record<string, unknown>; readonly created_at: Date },
  provider: DataProvider,
  access: ProviderAccess,
): Record<string, unknown> {
  return {
    ...visibleColumnValues(row.data, provider, access),
    $id: row.id,
    $createdAt: row.created_at.toISOString(),
  };
}
