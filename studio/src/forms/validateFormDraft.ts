import { validateMethod } from '@tessera/engine';
import type { ProblemMap, ProblemText } from '../common/problemText';
import type { FormDraft } from './formDraft';
import { fieldLocation } from './formProblemLocation';

/** The engine's first problem with a method, as a problem the editor shows; none when valid. */
function methodProblem(method: unknown): ProblemText | undefined {
  const [issue] = validateMethod(method);
  if (issue === undefined) return undefined;
  const detail = issue.path ? `${issue.path}: ${issue.message}` : issue.message;
  return { studio: 'forms.problems.invalidMethod', params: { detail } };
}

/**
 * The editor's own checks before a save (the server checks everything again): the form has a
 * name, every field a name no other field of the form has, and the methods of the fields'
 * defaults and of the variables compile in the engine (an expression with a syntax error, a
 * field not chosen) — the engine's own CSP-safe check, as the runtime would compile them.
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
    const defaultProblem = field.defaultValue && methodProblem(field.defaultValue);
    if (defaultProblem) problems.set(`${fieldLocation(field.id)}:defaultValue`, defaultProblem);
  }
  const variableProblem = (draft.variables ?? [])
    .map((variable) =>
      variable.name.trim() === ''
        ? { common: 'validations.required' as const }
        : methodProblem(variable.value),
    )
    .find((problem) => problem !== undefined);
  if (variableProblem) problems.set('variables', variableProblem);
  return problems;
}
