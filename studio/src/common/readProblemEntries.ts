import type { ApiError } from '@tessera/client';

/** One problem of a refused save: where in the body sent (a JSON pointer) and the message. */
export interface ProblemEntry {
  /** The JSON pointer, `''` for the whole body (the server may send `/` for it). */
  readonly pointer: string;
  /** The pointer's segments, unescaped: `/columns/0/label` → `['columns', '0', 'label']`. */
  readonly segments: readonly string[];
  /** The server's message (English, for logs). */
  readonly message: string;
}

const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The problems a refused save lists (`errors: [{ path, message }]`, JSON pointers into the body
 * sent), or `null` when the answer's status is not one of `statuses` or it lists none; entries
 * that are not a `{ path, message }` pair of strings are skipped.
 */
export function readProblemEntries(
  error: ApiError,
  statuses: readonly number[] = [422],
): ProblemEntry[] | null {
  if (!statuses.includes(error.status)) return null;
  const body = error.body as { errors?: unknown } | null | undefined;
  const entries: ProblemEntry[] = [];
  for (const entry of Array.isArray(body?.errors) ? body.errors : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const pointer = path === '/' ? '' : path;
    const segments = pointer === '' ? [] : pointer.replace(/^\//, '').split('/');
    entries.push({ pointer, segments: segments.map(unescapeSegment), message });
  }
  return entries.length > 0 ? entries : null;
}
