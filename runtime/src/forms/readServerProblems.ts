import { type ApiError, isApiError } from '@tessera/client';
import type { Problem } from '@tessera/engine';

const FIELDS_PREFIX = '/fields/';

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * A problem's path as the form store writes it, from the server's JSON pointer:
 * `/fields/power` → `power`, `/fields/products/0/quantity` → `products[0].quantity`. `null` for a
 * pointer outside the form's fields (`/formId`, `/version`).
 */
export function fieldPathOfPointer(pointer: string): string | null {
  if (!pointer.startsWith(FIELDS_PREFIX)) return null;
  const segments = pointer.slice(FIELDS_PREFIX.length).split('/').map(unescapePointer);
  const [fieldId, row, childId, ...rest] = segments;
  if (!fieldId) return null;
  if (row === undefined) return fieldId;
  if (!/^\d+$/.test(row)) return null;
  if (childId === undefined) return `${fieldId}[${row}]`;
  return rest.length === 0 ? `${fieldId}[${row}].${childId}` : null;
}

/** What a refused save said about the form: problems on fields, and whether others were left out. */
export interface ServerProblems {
  readonly problems: readonly Problem[];
  /** Some problem named no field of the form (a broken request): nothing to show it on. */
  readonly unplaced: boolean;
}

/**
 * Reads the problems of a 422 save answer, `errors: [{ path, code, params }]` (spec 002 §4: the
 * server checks the form again and never trusts the client), into problems of the form store:
 * the `code` is the engine's message key, translated like the form's own. `null` for any other
 * failure, and for a 422 without field problems (`providerMismatch`, a failed automatic action).
 */
export function readServerProblems(error: unknown): ServerProblems | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const body = (error as ApiError).body as { errors?: unknown } | null | undefined;
  if (!Array.isArray(body?.errors) || body.errors.length === 0) return null;
  const entries = body.errors as unknown[];
  const problems: Problem[] = [];
  let unplaced = false;
  for (const entry of entries) {
    const record =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const path = typeof record.path === 'string' ? fieldPathOfPointer(record.path) : null;
    if (path === null) {
      unplaced = true;
      continue;
    }
    const messageKey =
      typeof record.code === 'string' && record.code ? record.code : 'validations.invalid';
    const params =
      typeof record.params === 'object' && record.params !== null
        ? (record.params as Record<string, unknown>)
        : undefined;
    problems.push(params === undefined ? { path, messageKey } : { path, messageKey, params });
  }
  return { problems, unplaced };
}
