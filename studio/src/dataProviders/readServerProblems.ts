import type { ApiError } from '@tessera/client';
import { type ProviderField, readablePath } from '@tessera/engine';
import { problemLocation } from './problemLocation';
import type { ProblemMap, ProblemText } from './problemText';

// The server's messages (English, for logs) that have a message of their own here.
const knownMessages: readonly [RegExp, (match: RegExpExecArray) => ProblemText][] = [
  [/^is already used by another /, () => ({ studio: 'dataProviders.problems.nameTaken' })],
  [
    /^is not a data provider of this version/,
    () => ({ studio: 'dataProviders.problems.unknownProvider' }),
  ],
  [/^may contain only Latin letters/, () => ({ common: 'validations.name_token' })],
  [/^must not be empty$|^is required$/, () => ({ common: 'validations.required' })],
  [/^duplicate dbFieldName/, () => ({ studio: 'dataProviders.problems.dbFieldNameTaken' })],
];

function textOf(message: string): ProblemText {
  for (const [pattern, text] of knownMessages) {
    const match = pattern.exec(message);
    if (match) return text(match);
  }
  return { studio: 'dataProviders.problems.invalid', params: { detail: message } };
}

/**
 * A 422 answer to a provider save (`errors: [{ path, message }]`, JSON pointers into the body)
 * as problems where the editor shows them; `null` when the error is not a 422 with problems.
 */
export function readServerProblems(
  error: ApiError,
  fields: readonly Pick<ProviderField, 'id'>[],
): ProblemMap | null {
  if (error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | null | undefined;
  const entries = Array.isArray(body?.errors) ? body.errors : [];
  const problems = new Map<string, ProblemText>();
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const pointer = path === '/' ? '' : path;
    const location = problemLocation(readablePath(pointer), fields);
    if (!problems.has(location)) problems.set(location, textOf(message));
  }
  return problems.size > 0 ? problems : null;
}
