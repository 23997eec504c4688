import type { FormDraft } from './formDraft';

/**
 * Whether a problem the server found in `snapshot` (the draft it was sent) still describes
 * `draft`: the part it is about has not changed since. Edits go through immer, which keeps every
 * unchanged part the same object.
 */
export function formProblemApplies(
  location: string,
  draft: FormDraft,
  snapshot: FormDraft,
): boolean {
  if (location === 'name') return draft.name === snapshot.name;
  if (location === 'status') return draft.status === snapshot.status;
  if (location === 'variables') return draft.variables === snapshot.variables;
  if (location === 'listeners') return draft.formEventListeners === snapshot.formEventListeners;
  if (location === 'redirect') return draft.layout?.saveButton === snapshot.layout?.saveButton;
  if (location === 'binding')
    return draft.binding?.dataProviderId === snapshot.binding?.dataProviderId;
  const field = /^field:(.+?)(?::([A-Za-z]+))?$/.exec(location);
  if (field) {
    const [, id, part] = field;
    if (part === 'binding') {
      return draft.binding?.fields[id!] === snapshot.binding?.fields[id!];
    }
    const now = draft.fields.find((candidate) => candidate.id === id);
    return now !== undefined && now === snapshot.fields.find((candidate) => candidate.id === id);
  }
  return draft === snapshot;
}
