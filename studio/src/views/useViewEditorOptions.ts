import {
  type DataProviderItem,
  fetchDataProviders,
  fetchFormDefinitions,
  fetchProcessSettings,
  fetchProcessSettingsPage,
  fetchRoles,
} from '@tessera/client';
import { useAsyncResource } from '../common/useAsyncResource';
import { adapter } from '../services';

/** Most items the editor's pickers load at once (the collections' page limit). */
const pickerPageSize = 1000;

type Named = { readonly id: string; readonly name: string };

/** What the view editor offers in its pickers; `null` while loading or when loading failed. */
export interface ViewEditorOptions {
  readonly roles: readonly Named[] | null;
  /** Active manual and process providers: what a table view may list (the server's rule). */
  readonly providers: readonly DataProviderItem[] | null;
  readonly processes: readonly Named[] | null;
  readonly forms: readonly Named[] | null;
}

const active = {
  filter: { status: 'active' },
  sort: { name: 'asc' },
  pagination: { perPage: pickerPageSize },
} as const;

/**
 * The active roles, providers, processes and forms of the edited version (only active items
 * appear in pickers, spec 000 §4).
 */
export function useViewEditorOptions(): ViewEditorOptions {
  const options = { skipErrorNotification: true };
  const roles = useAsyncResource('roles', (signal) =>
    fetchRoles(adapter, active, { signal, ...options }),
  );
  const providers = useAsyncResource('providers', (signal) =>
    fetchDataProviders(adapter, active, { signal, ...options }),
  );
  const processes = useAsyncResource('processes', (signal) =>
    fetchProcessSettingsPage(adapter, active, { signal, ...options }),
  );
  const forms = useAsyncResource('forms', (signal) =>
    fetchFormDefinitions(adapter, active, { signal, ...options }),
  );
  const ready = <T>(resource: { status: string; value?: { data: T[] } }) =>
    resource.status === 'ready' ? (resource.value?.data ?? []) : null;
  return {
    roles: ready(roles),
    // Stored and virtual providers alike: a table lists the records of either.
    providers: ready(providers),
    processes: ready(processes),
    forms: ready(forms),
  };
}

/**
 * The providers whose records the inbox's processes keep (each process's `dataProviderId`),
 * for its record-value columns; `[]` while loading.
 */
export function useInboxProviders(
  processIds: readonly string[],
  providers: readonly DataProviderItem[] | null,
): DataProviderItem[] {
  const key = [...processIds].sort().join(',');
  const ids = useAsyncResource(`inbox:${key}`, async (signal) => {
    const settled = await Promise.allSettled(
      processIds.map((id) =>
        fetchProcessSettings(adapter, id, { signal, skipErrorNotification: true }),
      ),
    );
    return settled.flatMap((result) =>
      result.status === 'fulfilled' && result.value.dataProviderId
        ? [result.value.dataProviderId]
        : [],
    );
  });
  if (ids.status !== 'ready' || providers === null) return [];
  return providers.filter((provider) => ids.value.includes(provider.id));
}
