import { type DataProvider, type ProviderAccess, recordValuesByFieldId } from '@tessera/engine';
import { notFound } from '../../http/httpError';
import type { RecordRow } from './recordRepository';

/**
 * The record, when there is one and the person's record access shows it; otherwise 404 (a record
 * someone may not see is, for them, not there).
 * @internal
 */
export function visibleRecord(
  row: RecordRow | undefined,
  provider: DataProvider,
  access: ProviderAccess,
): RecordRow {
  if (
    row === undefined ||
    !access.canSeeRecord(recordValuesByFieldId(provider, row.data), row.id)
  ) {
    throw notFound('Record not found');
  }
  return row;
}
