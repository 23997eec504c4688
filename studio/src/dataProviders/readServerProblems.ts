import type { ApiError } from '@tessera/client';
import { type ProviderField, readablePath } from '@tessera/engine';
import type { ProblemMap } from '../common/problemText';
import { matchProblemText, readProblems } from '../common/readProblems';
import { problemLocation } from './problemLocation';

// The server's messages (English, for logs) that have a message of their own here.
const textOf = matchProblemText(
  [
    [/^is already used by another /, () => ({ studio: 'dataProviders.problems.nameTaken' })],
    [
      /^is not a data provider of this version/,
      () => ({ studio: 'dataProviders.problems.unknownProvider' }),
    ],
    [/^may contain only Latin letters/, () => ({ common: 'validations.name_token' })],
    [/^must not be empty$|^is required$/, () => ({ common: 'validations.required' })],
    [/^duplicate dbFieldName/, () => ({ studio: 'dataProviders.problems.dbFieldNameTaken' })],
  ],
  (message) => ({ studio: 'dataProviders.problems.invalid', params: { detail: message } }),
);

/**
 * A 422 answer to a provider save (`errors: [{ path, message }]`, JSON pointers into the body)
 * as problems where the editor shows them; `null` when the error is not a 422 with problems.
 */
export function readServerProblems(
  error: ApiError,
  fields: readonly Pick<ProviderField, 'id'>[],
): ProblemMap | null {
  return readProblems(error, {
    locate: ({ pointer }) => problemLocation(readablePath(pointer), fields),
    text: textOf,
  });
}
