import { fetchRoles, type RoleRecord } from '@tessera/client';
import { useAsyncResource } from '../common/useAsyncResource';
import { adapter } from '../services';

/** Most roles a picker loads at once (the collection's page limit). */
const pickerPageSize = 1000;

/** The roles a picker offers: `null` until loaded; `failed` when they could not be loaded. */
export interface RoleChoices {
  readonly roles: readonly RoleRecord[] | null;
  readonly failed: boolean;
}

/**
 * The client's roles that are not deleted, by name, for the role pickers (users, document
 * types). Only the active ones are offered (spec 000 §4); an inactive one still names itself
 * where it is already chosen.
 */
export function useRoleChoices(): RoleChoices {
  const roles = useAsyncResource('roleChoices', (signal) =>
    fetchRoles(
      adapter,
      {
        filter: { status: { ne: 'deleted' } },
        sort: { name: 'asc' },
        pagination: { perPage: pickerPageSize },
      },
      { signal, skipErrorNotification: true },
    ),
  );
  return {
    roles: roles.status === 'ready' ? roles.value.data : null,
    failed: roles.status === 'failed',
  };
}
