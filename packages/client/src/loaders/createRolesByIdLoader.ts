import { fetchRoles, type RoleRecord } from '../api/rolesApi';
import type { HttpAdapter } from '../httpAdapter.types';
import { type BatchedLoader, createBatchedLoader } from './createBatchedLoader';

/**
 * Roles by id, loaded as they are needed (spec 000 §7: "batched loads ... roles by id"): the ids
 * asked for within 200 ms go out as `GET roles?filter[id][]=…`, 50 per request. A role of any
 * status is found; an id the client does not have resolves `null`. Make one per session and
 * client; `prime` it with a role just saved.
 * @public
 * @example
 * const roles = createRolesByIdLoader(adapter);
 * const names = await Promise.all(user.roleIds.map(async (id) => (await roles.load(id))?.name));
 */
export function createRolesByIdLoader(adapter: HttpAdapter): BatchedLoader<string, RoleRecord> {
  return createBatchedLoader({
    loadMany: async (ids) => {
      const page = await fetchRoles(adapter, {
        filter: { id: [...ids] },
        pagination: { perPage: ids.length },
      });
      return page.data;
    },
    keyOf: (role) => role.id,
  });
}
