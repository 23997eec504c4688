import { stagesLocation } from './problemLocation';
import type { ProviderDraft } from './providerDraft';
import { sourceProviderIdOf } from './virtualProviderDraft';

const queryFilterOf = (draft: ProviderDraft) =>
  draft.type === 'query_sourced' ? draft.config.query.filter : undefined;

const stagesOf = (draft: ProviderDraft) =>
  draft.type === 'pipeline_query' ? draft.config.pipeline.stages : undefined;

/**
 * Whether a problem the server found in `snapshot` (the draft it was sent) still describes
 * `draft`: the part it is about has not changed since. Edits replace only what they change, so
 * an unchanged part is the same object. A problem of a field's source, or of the filter or
 * stages that read it, goes once another source is chosen.
 */
export function serverProblemApplies(
  location: string,
  draft: ProviderDraft,
  snapshot: ProviderDraft,
): boolean {
  if (location === 'name') return draft.name === snapshot.name;
  const sameSource = sourceProviderIdOf(draft) === sourceProviderIdOf(snapshot);
  if (location === 'source') return sameSource;
  if (location === 'filter') return sameSource && queryFilterOf(draft) === queryFilterOf(snapshot);
  if (location.startsWith(stagesLocation))
    return sameSource && stagesOf(draft) === stagesOf(snapshot);
  const field = /^field:([^:]+)/.exec(location);
  if (field) {
    const id = field[1];
    const now = draft.config.fields.find((candidate) => candidate.id === id);
    return (
      sameSource &&
      now !== undefined &&
      now === snapshot.config.fields.find((candidate) => candidate.id === id)
    );
  }
  if (location.startsWith('access:')) return draft.access === snapshot.access;
  return draft === snapshot;
}
