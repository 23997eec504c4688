import type { DataProvider, ProviderAccess } from '@tessera/engine';
import type { RecordRow } from './recordRepository';

/** A record as the API answers it (spec 002 §3 process info `dataRecord`). @internal */
export interface RecordItem {
  readonly id: string;
  readonly providerId: string;
  readonly data: Record<string, unknown>;
  readonly originalData: Record<string, unknown>;
  /** Send it back with a save: a save of an older version answers 409. */
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly createdBy: string | null;
}

/**
 * A stored record for one person: only the columns their roles may see, in `data` and in
 * `originalData` alike.
 * @internal
 */
export function toRecordItem(
  row: RecordRow,
  provider: DataProvider,
  access: ProviderAccess,
): RecordItem {
  const pick = (values: Record<string, unknown>) => {
    if (access.allColumns) return values;
    const visible: Record<string, unknown> = {};
    for (const field of provider.config.fields) {
      if (access.canSeeField(field) && field.dbFieldName in values) {
        visible[field.dbFieldName] = values[field.dbFieldName];
      }
    }
    return visible;
  };
  return {
    id: row.id,
    providerId: row.provider_id,
    data: pick(row.data),
    originalData: pick(row.original_data),
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy: row.created_by,
  };
}
