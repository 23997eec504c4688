import { isApiError, type RecordFieldWrite } from '@tessera/client';
import type { Problem } from '@tessera/engine';
import type { NewRecordProblems } from './validateNewRecord';

const FIELD_VALUE = /^\/fields\/(\d+)(?:\/|$)/;

/** What a refused record save said: problems on the dialog's fields, and whether others were left out. */
export interface NewRecordServerProblems {
  readonly problems: NewRecordProblems;
  /** Some problem named none of the sent fields (a broken request): nothing to show it on. */
  readonly unplaced: boolean;
}

/**
 * Reads a 422 answer of `PUT dataRecords/{providerId}/record`, whose problems point at the sent
 * values by position (`/fields/2/value`, or deeper into one), into the first problem of each
 * provider field. A problem's `code`, when the server gives one, is the message key; otherwise it
 * is the generic 'validations.invalid' (the server's own message is English, for developers).
 * @returns `null` for any other failure, and for a 422 without problems
 */
export function readNewRecordProblems(
  error: unknown,
  sent: readonly RecordFieldWrite[],
): NewRecordServerProblems | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | null | undefined;
  if (!Array.isArray(body?.errors) || body.errors.length === 0) return null;
  const problems: Record<string, Problem> = {};
  let unplaced = false;
  for (const entry of body.errors as unknown[]) {
    const record =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const index = typeof record.path === 'string' ? FIELD_VALUE.exec(record.path)?.[1] : undefined;
    const path = index === undefined ? undefined : sent[Number(index)]?.providerFieldId;
    if (path === undefined) {
      unplaced = true;
      continue;
    }
    if (problems[path] !== undefined) continue;
    const messageKey =
      typeof record.code === 'string' && record.code !== '' ? record.code : 'validations.invalid';
    problems[path] = { path, messageKey };
  }
  return { problems, unplaced };
}
