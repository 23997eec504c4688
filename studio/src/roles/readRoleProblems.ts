import type { ApiError } from '@tessera/client';
import type { ProblemMap } from '../dataProviders/problemText';
import { readProblemList } from '../users/readProblemList';

/**
 * A refused role save (`PUT roles[/{id}]`) as problems on the role form: the name's
 * (taken, missing), else the whole form's; `null` when the answer lists none.
 */
export function readRoleProblems(error: ApiError): ProblemMap | null {
  return readProblemList(error, {
    locate: (pointer) => (pointer.startsWith('/name') ? 'name' : 'general'),
    texts: [
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
    otherwise: (message) => ({ studio: 'roles.problems.invalid', params: { detail: message } }),
  });
}
