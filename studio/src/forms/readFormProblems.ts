import type { ApiError } from '@tessera/client';
import type { FormField } from '@tessera/engine';
import type { ProblemMap, ProblemText } from '../dataProviders/problemText';
import { formProblemLocation } from './formProblemLocation';

// The server's messages (English, for logs) that have a message of their own here.
const knownMessages: readonly [RegExp, ProblemText][] = [
  [/^is already used by another /, { studio: 'forms.problems.nameTaken' }],
  [/^is not an active data provider of this version/, { studio: 'forms.problems.unknownProvider' }],
  [/^is not a field of the provider/, { studio: 'forms.problems.unknownProviderField' }],
  [/^x \+ width must be at most/, { studio: 'forms.problems.outsideGrid' }],
  [
    /^must not be empty$|^is required$|^must match pattern "\\S"$/,
    { common: 'validations.required' },
  ],
];

function textOf(message: string): ProblemText {
  for (const [pattern, text] of knownMessages) {
    if (pattern.test(message)) return text;
  }
  return { studio: 'forms.problems.invalid', params: { detail: message } };
}

/**
 * A 422 answer to a form save (`errors: [{ path, message }]`, JSON pointers into the body) as
 * problems where the editor shows them; `null` when the error is not a 422 with problems.
 */
export function readFormProblems(
  error: ApiError,
  fields: readonly Pick<FormField, 'id'>[],
): ProblemMap | null {
  if (error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | null | undefined;
  const entries = Array.isArray(body?.errors) ? body.errors : [];
  const problems = new Map<string, ProblemText>();
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const location = formProblemLocation(path === '/' ? '' : path, fields);
    if (!problems.has(location)) problems.set(location, textOf(message));
  }
  return problems.size > 0 ? problems : null;
}
