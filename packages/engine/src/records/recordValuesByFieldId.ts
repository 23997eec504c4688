import type { DataProvider } from '../definitions/dataProvider.types';
import type { RecordData } from './compileRecordComputation';

/**
 * A record's values keyed by provider field id, as conditions and methods read them (record
 * access rules, process conditions); records store them by `dbFieldName`.
 * @public
 */
export function recordValuesByFieldId(
  provider: DataProvider,
  data: RecordData,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of provider.config.fields) {
    if (field.status !== 'deleted') values[field.id] = data[field.dbFieldName] ?? null;
  }
  return values;
}
