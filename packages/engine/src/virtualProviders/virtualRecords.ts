import type { PipelineRow, QueryRecord } from '../queries/queryRun.types';
import { readSegments } from '../queries/rowAccess';
import type { VirtualProviderPlan } from './planVirtualProvider';

/** The first 24 characters of every numbered record id. @public */
export const NUMBERED_RECORD_ID_PREFIX = '00000000-0000-4000-8000-';

/**
 * The id of the `position`-th (1-based) row of a virtual provider whose rows are not source
 * records: a UUID whose last 12 hex digits are the position, so ids sort in row order and the SQL
 * executor builds the same ones (`lpad(to_hex(pos), 12, '0')`).
 * @public
 */
export function numberedRecordId(position: number): string {
  return NUMBERED_RECORD_ID_PREFIX + position.toString(16).padStart(12, '0');
}

/**
 * The records of a virtual provider from its pipeline's rows, in row order: each field's value
 * read at its path (lists met on the way read item by item, as pipeline paths read), missing
 * values null.
 * @public
 */
export function virtualRecords(
  plan: VirtualProviderPlan,
  rows: readonly PipelineRow[],
): QueryRecord[] {
  return rows.map((row, index) => {
    const data: Record<string, unknown> = {};
    for (const field of plan.fields)
      data[field.dbFieldName] = readSegments(row, field.path, 0) ?? null;
    if (plan.ids === 'numbered') return { id: numberedRecordId(index + 1), data };
    const createdAt = row.$createdAt;
    return {
      id: String(row.$id),
      data,
      ...(typeof createdAt === 'string' ? { createdAt } : {}),
    };
  });
}
