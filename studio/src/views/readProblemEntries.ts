import type { ApiError } from '@tessera/client';

/** One problem of a 422 answer: where in the body (a JSON pointer, split) and the message. */
export interface ProblemEntry {
  /** The pointer's segments, unescaped: `/columns/0/label` → `['columns', '0', 'label']`. */
  readonly segments: readonly string[];
  readonly message: string;
}

const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The problems of a 422 answer (`errors: [{ path, message }]`, JSON pointers into the body
 * sent), or `null` when the error is not a 422 with problems.
 */
export function readProblemEntries(error: ApiError): ProblemEntry[] | null {
  if (error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | null | undefined;
  const entries: ProblemEntry[] = [];
  for (const entry of Array.isArray(body?.errors) ? body.errors : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const segments = path === '' || path === '/' ? [] : path.replace(/^\//, '').split('/');
    entries.push({ segments: segments.map(unescapeSegment), message });
  }
  return entries.length > 0 ? entries : null;
}
