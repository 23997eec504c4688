import type { ClientChanges, ClientItem, NewClient } from '@tessera/client';
import { type ClientFeature, clientFeatures } from './clientFeatures';

/** The client being edited (spec 000 §3 Client: key, name, domains, enabled features). */
export interface ClientDraft {
  readonly key: string;
  readonly name: string;
  /** Host names, as typed. */
  readonly domains: readonly string[];
  /** The feature flags switched on. */
  readonly features: readonly ClientFeature[];
  /** Active or inactive; a deleted client is edited as inactive. */
  readonly status: 'active' | 'inactive';
}

/** A new client: active, without domains or features. */
export function emptyClientDraft(): ClientDraft {
  return { key: '', name: '', domains: [], features: [], status: 'active' };
}

/** The draft of a stored client. */
export function clientDraftOf(client: ClientItem): ClientDraft {
  return {
    key: client.key,
    name: client.name,
    domains: client.domains,
    features: clientFeatures.filter((flag) => client.enabledFeatures[flag] === true),
    status: client.status === 'active' ? 'active' : 'inactive',
  };
}

const sorted = (values: readonly string[]) => [...values].sort().join('\n');

/** Whether two drafts would save the same client (the order of flags does not matter). */
export function sameClientDraft(a: ClientDraft, b: ClientDraft): boolean {
  return (
    a.key.trim() === b.key.trim() &&
    a.name.trim() === b.name.trim() &&
    a.status === b.status &&
    a.domains.join('\n') === b.domains.join('\n') &&
    sorted(a.features) === sorted(b.features)
  );
}

/**
 * What a save sends (`PUT clients` or `PUT clients/{id}`): every flag named, on or off, since an
 * edit merges flags key by key and one switched off must say so.
 */
export function clientSaveOf(
  draft: ClientDraft,
  id: string | null,
): NewClient | (ClientChanges & { id: string }) {
  const enabledFeatures = Object.fromEntries(
    clientFeatures.map((flag) => [flag, draft.features.includes(flag)]),
  );
  const client = {
    key: draft.key.trim(),
    name: draft.name.trim(),
    domains: draft.domains.map((domain) => domain.trim().toLowerCase()),
    enabledFeatures,
  };
  return id === null ? client : { ...client, id, status: draft.status };
}
