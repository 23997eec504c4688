import type { ProblemMap, ProblemText } from '../common/problemText';
import type { FormDraft } from './formDraft';
import { fieldLocation } from './formProblemLocation';

/**
 * The editor's own checks before a save (the server checks everything again): the form has a
 * name, and every field a name no other field of the form has.
 */
export function validateFormDraft(draft: FormDraft): ProblemMap {
  const problems = new Map<string, ProblemText>();
  if (draft.name.trim() === '') problems.set('name', { common: 'validations.required' });
  const seen = new Set<string>();
  for (const field of draft.fields) {
    const name = field.name.trim();
    const location = `${fieldLocation(field.id)}:name`;
    if (name === '') problems.set(location, { common: 'validations.required' });
    else if (seen.has(name)) problems.set(location, { studio: 'forms.problems.fieldNameTaken' });
    seen.add(name);
  }
  return problems;
}
