import type { ProblemMap, ProblemText } from '../common/problemText';
import type { RoleDraft } from './roleDraft';

/** The server's limit on a role's name. */
export const maxRoleNameLength = 200;

/**
 * The role form's own rules, checked before a save: a name is required (spec 001 §5.1
 * required) and at most {@link maxRoleNameLength} characters (spec 001 §5.1 max). Its
 * uniqueness among active roles (spec 001 §5.4) is checked while typing.
 */
export function validateRoleDraft(draft: RoleDraft): ProblemMap {
  const problems = new Map<string, ProblemText>();
  if (draft.name.trim() === '') problems.set('name', { common: 'validations.required' });
  else if ([...draft.name].length > maxRoleNameLength) {
    problems.set('name', { common: 'validations.max', params: { length: maxRoleNameLength } });
  }
  return problems;
}
