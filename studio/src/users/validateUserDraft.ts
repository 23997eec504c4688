import { type ValidationRuleInput, validateValueSync } from '@tessera/engine';
import type { MessageKey } from '@tessera/i18n';
import type { ProblemMap, ProblemText } from '../common/problemText';
import type { UserDraft } from './userDraft';

/** Spec 000 §5, §9: a new password has at least 6 characters (a client may ask for more). */
export const minPasswordLength = 6;

/** Where the user form shows its problems: the draft's paths (`personalDetails/name`). */
export type UserProblemLocation = 'email' | 'password' | 'personalDetails/name';

/** What the form knows beyond the draft. */
export interface UserValidationContext {
  /** A new user needs a password; an existing one keeps theirs when none is typed. */
  readonly isNew: boolean;
}

function firstProblem(value: unknown, rules: readonly ValidationRuleInput[]): ProblemText | null {
  const [problem] = validateValueSync(value, rules);
  if (problem === undefined) return null;
  return { common: problem.messageKey as MessageKey, params: problem.params };
}

/**
 * The user form's own rules, checked before a save (spec 000 §5 and spec 002 §5, user import):
 * the e-mail is required and valid (its uniqueness is checked while typing, see
 * `useDraftEditor`); the name is required; a new user's
 * password is required, and any password typed has at least {@link minPasswordLength} characters.
 */
export function validateUserDraft(draft: UserDraft, context: UserValidationContext): ProblemMap {
  const problems = new Map<UserProblemLocation, ProblemText>();
  const add = (location: UserProblemLocation, problem: ProblemText | null) => {
    if (problem !== null) problems.set(location, problem);
  };
  const email = draft.email.trim();
  add('email', firstProblem(email, ['required', 'email']));
  add('personalDetails/name', firstProblem(draft.personalDetails.name.trim(), ['required']));
  if (context.isNew || draft.password !== '') {
    add(
      'password',
      firstProblem(draft.password, [
        'required',
        { rule: 'min', params: { length: minPasswordLength } },
      ]),
    );
  }
  return problems;
}
