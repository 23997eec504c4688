import type { ApiError } from '@tessera/client';
import type { FormField } from '@tessera/engine';
import type { ProblemMap } from '../common/problemText';
import { matchProblemText, readProblems } from '../common/readProblems';
import { formProblemLocation } from './formProblemLocation';

// The server's messages (English, for logs) that have a message of their own here.
const textOf = matchProblemText(
  [
    [/^is already used by another /, () => ({ studio: 'forms.problems.nameTaken' })],
    [
      /^is not an active data provider of this version/,
      () => ({ studio: 'forms.problems.unknownProvider' }),
    ],
    [/^is not a field of the provider/, () => ({ studio: 'forms.problems.unknownProviderField' })],
    [/^x \+ width must be at most/, () => ({ studio: 'forms.problems.outsideGrid' })],
    [
      /^must not be empty$|^is required$|^must match pattern "\\S"$/,
      () => ({ common: 'validations.required' }),
    ],
  ],
  (message) => ({ studio: 'forms.problems.invalid', params: { detail: message } }),
);

/**
 * A 422 answer to a form save (`errors: [{ path, message }]`, JSON pointers into the body) as
 * problems where the editor shows them; `null` when the error is not a 422 with problems.
 */
export function readFormProblems(
  error: ApiError,
  fields: readonly Pick<FormField, 'id'>[],
): ProblemMap | null {
  return readProblems(error, {
    locate: ({ pointer }) => formProblemLocation(pointer, fields),
    text: textOf,
  });
}
