import { fetchDataProviders, fetchRoles, type RoleRecord } from '@tessera/client';
import { useAsyncResource } from '../common/useAsyncResource';
import { adapter } from '../services';
import type { RelatedProvider } from './providerOptions.types';

/** Most items the editor's pickers load at once (the collections' page limit). */
const pickerPageSize = 1000;

/** What the provider editor offers in its pickers: the client's active roles and providers. */
export interface EditorOptions {
  /** `null` while loading or when they could not be loaded. */
  readonly roles: readonly Pick<RoleRecord, 'id' | 'name'>[] | null;
  /** `null` while loading or when they could not be loaded. */
  readonly providers: readonly RelatedProvider[] | null;
}

/**
 * The active roles (per-role access) and the active providers of the edited version (relation
 * targets, the sources of computed providers). Only active items appear in pickers (spec 000 §4).
 */
export function useEditorOptions(): EditorOptions {
  const roles = useAsyncResource('roles', (signal) =>
    fetchRoles(
      adapter,
      {
        filter: { status: 'active' },
        sort: { name: 'asc' },
        pagination: { perPage: pickerPageSize },
      },
      { signal, skipErrorNotification: true },
    ),
  );
  const providers = useAsyncResource('providers', (signal) =>
    fetchDataProviders(
      adapter,
      {
        filter: { status: 'active' },
        sort: { name: 'asc' },
        pagination: { perPage: pickerPageSize },
      },
      { signal, skipErrorNotification: true },
    ),
  );
  return {
    roles: roles.status === 'ready' ? roles.value.data : null,
    providers: providers.status === 'ready' ? providers.value.data : null,
  };
}
