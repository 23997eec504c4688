import type { ApiError } from '@tessera/client';
import type { ProblemMap } from '../common/problemText';
import type { ProblemEntry } from '../common/readProblemEntries';
import { matchProblemText, readProblems } from '../common/readProblems';

/** Where the user form shows a problem: the field (`roleIds/2` on the roles), else `general`. */
function locate({ segments }: ProblemEntry): string {
  const [first, second] = segments;
  if (first === undefined || first === '') return 'general';
  if (first === 'personalDetails' && second !== undefined) return `personalDetails/${second}`;
  return first;
}

/**
 * A refused user save (`PUT users[/{id}]`, spec 000 §7) as problems on the user form's fields,
 * in the person's words; `null` when the answer lists none.
 */
export function readUserProblems(error: ApiError): ProblemMap | null {
  return readProblems(error, {
    statuses: [422, 403],
    locate,
    text: matchProblemText(
      [
        [
          /^is taken$|^an e-mail is taken$|^is already a user of this client$/,
          () => ({ studio: 'users.problems.emailTaken' }),
        ],
        [/^belongs to an existing account/, () => ({ studio: 'users.problems.emailOtherClient' })],
        [/^belongs to an account shared/, () => ({ studio: 'users.problems.sharedAccount' })],
        [/^must match format "email"$/, () => ({ common: 'validations.email' })],
        [
          /^must have at least (\d+) characters$/,
          (match) => ({ common: 'validations.min', params: { length: Number(match[1]) } }),
        ],
        [/^is too common$/, () => ({ studio: 'users.problems.passwordTooCommon' })],
        [/^must not be your e-mail address$/, () => ({ studio: 'users.problems.passwordIsEmail' })],
        [
          /^is not an active role of this client$/,
          () => ({ studio: 'users.problems.roleInactive' }),
        ],
        [
          /^is not another user of this client$/,
          () => ({ studio: 'users.problems.supervisorInvalid' }),
        ],
        [/adminsManaging/, () => ({ studio: 'users.problems.adminsManaging' })],
        [
          /^only a super admin may change a super admin$/,
          () => ({ studio: 'users.problems.superAdmin' }),
        ],
        [/^only an admin changes their own roles$/, () => ({ studio: 'users.problems.ownRoles' })],
        [
          /^is required$|^must NOT have fewer than 1 characters$/,
          () => ({ common: 'validations.required' }),
        ],
      ],
      (message) => ({ studio: 'users.problems.invalid', params: { detail: message } }),
    ),
  });
}
