import type { ProviderDraft } from './providerDraft';

/**
 * Whether a problem the server found in `snapshot` (the draft it was sent) still describes
 * `draft`: the part it is about has not changed since. Edits replace only what they change, so
 * an unchanged part is the same object.
 */
export function serverProblemApplies(
  location: string,
  draft: ProviderDraft,
  snapshot: ProviderDraft,
): boolean {
  if (location === 'name') return draft.name === snapshot.name;
  const field = /^field:([^:]+)/.exec(location);
  if (field) {
    const id = field[1];
    const now = draft.config.fields.find((candidate) => candidate.id === id);
    return (
      now !== undefined && now === snapshot.config.fields.find((candidate) => candidate.id === id)
    );
  }
  if (location.startsWith('access:')) return draft.access === snapshot.access;
  return draft === snapshot;
}
