import type { ApiError } from '@tessera/client';
import type { ProblemMap, ProblemText } from '../dataProviders/problemText';

/** How one settings form reads the `{ path, message }` problems of a refused save. */
export interface ProblemListReading {
  /** Where the form shows a problem at this JSON pointer ('' for the whole body). */
  readonly locate: (pointer: string) => string;
  /** The server's messages (English, for logs) that have a text of their own, first match wins. */
  readonly texts: readonly (readonly [RegExp, (match: RegExpExecArray) => ProblemText])[];
  /** The text of any other message. */
  readonly otherwise: (message: string) => ProblemText;
}

/**
 * The problems of a refused save — a 422, or a 403 that says which part the caller may not
 * change — by where the form shows them; `null` when the answer lists none. The first problem at
 * a location is kept.
 */
export function readProblemList(error: ApiError, reading: ProblemListReading): ProblemMap | null {
  if (error.status !== 422 && error.status !== 403) return null;
  const body = error.body as { errors?: unknown } | null | undefined;
  const entries = Array.isArray(body?.errors) ? body.errors : [];
  const problems = new Map<string, ProblemText>();
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const location = reading.locate(path === '/' ? '' : path);
    if (problems.has(location)) continue;
    const known = reading.texts
      .map(([pattern, text]) => {
        const match = pattern.exec(message);
        return match ? text(match) : null;
      })
      .find((text) => text !== null);
    problems.set(location, known ?? reading.otherwise(message));
  }
  return problems.size > 0 ? problems : null;
}
