import type { ApiError } from '@tessera/client';
import type { ProblemMap } from '../common/problemText';
import { matchProblemText, readProblems } from '../common/readProblems';

const textOf = matchProblemText(
  [
    [/^an active role with this name exists$/, () => ({ studio: 'roles.problems.nameTaken' })],
    [
      /^is required$|^must NOT have fewer than 1 characters$|^must match pattern/,
      () => ({ common: 'validations.required' }),
    ],
    [
      /^must NOT have more than (\d+) characters$/,
      (match) => ({ common: 'validations.max', params: { length: Number(match[1]) } }),
    ],
  ],
  (message) => ({ studio: 'roles.problems.invalid', params: { detail: message } }),
);

/**
 * A refused role save (`PUT roles[/{id}]`: a 422, or a 403 naming what may not change) as
 * problems on the role form: the name's (taken, missing), else the whole form's; `null` when the
 * answer lists none.
 */
export function readRoleProblems(error: ApiError): ProblemMap | null {
  return readProblems(error, {
    statuses: [422, 403],
    locate: ({ pointer }) => (pointer.startsWith('/name') ? 'name' : 'general'),
    text: textOf,
  });
}
