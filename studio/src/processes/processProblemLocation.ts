import { actionHoldsForm } from './optionsStepForms';
import type { ProcessDraft } from './processDraft';

/**
 * Where a problem shows in the process editor, from the JSON pointer into the saved definition:
 * - `name`, `dataProviderId`, `defaultStartingStepId` — the general inputs;
 * - `formInputs:{i}:{formId|roleIds}` — a form offered at every step;
 * - `step:{id}:name`, `step:{id}:forms:{i}:{formId|roleIds}` (the step's forms as the editor lists
 *   them: the action's form first), `step:{id}:finish:{i}:target`,
 *   `step:{id}:finish:{i}:condition{pointer}`, `step:{id}:action{pointer}` (an automatic
 *   action), `step:{id}` for the step as a whole. Steps are named by id, so a problem stays on
 *   its step when the steps are reordered;
 * - `route:{id}:{name|order}`, `route:{id}:condition{pointer}`, `route:{id}`;
 * - `general` — anything else (shown above the editor).
 */
export function processProblemLocation(pointer: string, draft: ProcessDraft): string {
  const parts = pointer.split('/').slice(1);
  const [head, index, ...rest] = parts;
  const tail = (from: number) => (rest.length > from ? `/${rest.slice(from).join('/')}` : '');
  if (
    parts.length === 1 &&
    (head === 'name' || head === 'dataProviderId' || head === 'defaultStartingStepId')
  )
    return head;
  if (head === 'formInputs' && index !== undefined) {
    const part = rest[0] === 'formId' || rest[0] === 'roleIds' ? rest[0] : 'formId';
    return `formInputs:${index}:${part}`;
  }
  if (head === 'steps' && index !== undefined) {
    const step = draft.steps[Number(index)];
    if (step === undefined) return 'general';
    const at = `step:${step.id}`;
    const [kind, second, third] = rest;
    if (kind === 'name') return `${at}:name`;
    if (kind === 'inputForms' && second !== undefined) {
      const offset = actionHoldsForm(step.action) ? 1 : 0;
      return `${at}:forms:${Number(second) + offset}:${third === 'roleIds' ? 'roleIds' : 'formId'}`;
    }
    if (kind === 'action' && second === 'automaticAction') return `${at}:action${tail(2)}`;
    if (kind === 'action') {
      const part = rest.includes('roleIds') ? 'roleIds' : 'formId';
      return `${at}:forms:0:${part}`;
    }
    if (kind === 'finishConditions' && second !== undefined) {
      if (third === 'condition') return `${at}:finish:${second}:condition${tail(3)}`;
      return `${at}:finish:${second}:target`;
    }
    return at;
  }
  if (head === 'routes' && index !== undefined && draft.type === 'diagram') {
    const route = draft.routes[Number(index)];
    if (route === undefined) return 'general';
    const at = `route:${route.id}`;
    if (rest[0] === 'condition') return `${at}:condition${tail(1)}`;
    if (rest[0] === 'name' || rest[0] === 'order') return `${at}:${rest[0]}`;
    return at;
  }
  return 'general';
}

/**
 * The messages under a location prefix, keyed by what follows it: a condition's problems for the
 * condition editor (`''` for the condition itself, `/conditions/0/...` inside it).
 */
export function problemsUnder<T>(problems: ReadonlyMap<string, T>, prefix: string): Map<string, T> {
  const found = new Map<string, T>();
  for (const [location, problem] of problems) {
    if (location === prefix || location.startsWith(`${prefix}/`))
      found.set(location.slice(prefix.length), problem);
  }
  return found;
}

/** Whether any problem is about a step (or a route): its list entry is marked. */
export function hasProblemAt(problems: ReadonlyMap<string, unknown>, location: string): boolean {
  for (const key of problems.keys())
    if (key === location || key.startsWith(`${location}:`)) return true;
  return false;
}
