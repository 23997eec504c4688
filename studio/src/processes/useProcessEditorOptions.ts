import {
  type DataProviderItem,
  type FormDefinitionItem,
  fetchDataProviders,
  fetchFormDefinitions,
  fetchRoles,
  type RoleRecord,
} from '@tessera/client';
import { useAsyncResource } from '../common/useAsyncResource';
import { adapter } from '../services';

/** Most items the editor's pickers load at once (the collections' page limit). */
const pickerPageSize = 1000;

/** A form as the pickers offer it: its name and the provider it is bound to. */
export type FormChoice = Pick<FormDefinitionItem, 'id' | 'name' | 'binding'>;

/** What the process editor offers in its pickers; empty while loading. */
export interface ProcessEditorOptions {
  readonly roles: readonly Pick<RoleRecord, 'id' | 'name'>[];
  /** Active providers of the version (process providers for the process; any as action targets). */
  readonly providers: readonly DataProviderItem[];
  readonly forms: readonly FormChoice[];
  readonly loaded: boolean;
}

const active = { filter: { status: 'active' as const }, sort: { name: 'asc' as const } };

/**
 * The active roles, providers and forms of the edited version (spec 000 §4: only active items
 * appear in pickers).
 */
export function useProcessEditorOptions(): ProcessEditorOptions {
  const options = { skipErrorNotification: true };
  const roles = useAsyncResource('roles', (signal) =>
    fetchRoles(
      adapter,
      { ...active, pagination: { perPage: pickerPageSize } },
      { signal, ...options },
    ),
  );
  const providers = useAsyncResource('providers', (signal) =>
    fetchDataProviders(
      adapter,
      { ...active, pagination: { perPage: pickerPageSize } },
      { signal, ...options },
    ),
  );
  const forms = useAsyncResource('forms', (signal) =>
    fetchFormDefinitions(
      adapter,
      { ...active, pagination: { perPage: pickerPageSize } },
      { signal, ...options },
    ),
  );
  return {
    roles: roles.status === 'ready' ? roles.value.data : [],
    providers: providers.status === 'ready' ? providers.value.data : [],
    forms: forms.status === 'ready' ? forms.value.data : [],
    loaded:
      roles.status !== 'loading' && providers.status !== 'loading' && forms.status !== 'loading',
  };
}
