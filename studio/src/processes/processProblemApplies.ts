import type { ProcessDraft } from './processDraft';

/**
 * Whether a problem the server found in `snapshot` (the draft it was sent) still describes
 * `draft`: the part it is about has not changed since. Edits replace only what they change, so
 * an unchanged step, route or list is the same object.
 */
export function processProblemApplies(
  location: string,
  draft: ProcessDraft,
  snapshot: ProcessDraft,
): boolean {
  if (location === 'name') return draft.name === snapshot.name;
  if (location === 'dataProviderId') return draft.dataProviderId === snapshot.dataProviderId;
  if (location === 'defaultStartingStepId')
    return (
      draft.defaultStartingStepId === snapshot.defaultStartingStepId &&
      draft.steps === snapshot.steps
    );
  if (location.startsWith('formInputs:')) return draft.formInputs === snapshot.formInputs;
  const step = /^step:([^:/]+)/.exec(location);
  if (step) {
    const find = (process: ProcessDraft) => process.steps.find((item) => item.id === step[1]);
    const now = find(draft);
    return now !== undefined && now === find(snapshot);
  }
  const route = /^route:([^:/]+)/.exec(location);
  if (route && draft.type === 'diagram' && snapshot.type === 'diagram') {
    const now = draft.routes.find((item) => item.id === route[1]);
    return now !== undefined && now === snapshot.routes.find((item) => item.id === route[1]);
  }
  return draft === snapshot;
}
