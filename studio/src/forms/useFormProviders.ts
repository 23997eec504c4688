import { type DataProviderItem, fetchDataProviders } from '@tessera/client';
import { useAsyncResource } from '../common/useAsyncResource';
import { adapter } from '../services';

/** Most providers loaded at once (the collections' page limit). */
const pickerPageSize = 1000;

/**
 * The data providers of the edited version that are not deleted, sorted by name: the forms list
 * names each form's provider, the editor binds the form and its fields to one. `null` while
 * loading or when they could not be loaded (the server checks the binding on save anyway).
 */
export function useFormProviders(): readonly DataProviderItem[] | null {
  const providers = useAsyncResource('providers', (signal) =>
    fetchDataProviders(
      adapter,
      { sort: { name: 'asc' }, pagination: { perPage: pickerPageSize } },
      { signal, skipErrorNotification: true },
    ),
  );
  return providers.status === 'ready' ? providers.value.data : null;
}
