import { isUniqueViolation } from '../../database/isUniqueViolation';
import { notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import type { TenantContext } from '../access/requestContext';
import type { RoleRecord } from './roleRecord.types';
import {
  findRoles,
  insertRole,
  isRoleNameTaken,
  type RoleValues,
  removeRoleAssignments,
  updateRole,
} from './roleRepository';

/** A role write as the body carries it: any of the three fields (a create needs the name). */
export interface RoleInput {
  readonly name?: string;
  readonly status?: RoleValues['status'];
  readonly permissions?: RoleValues['permissions'];
}

const nameTaken = () =>
  invalidRequest([{ path: '/name', message: 'an active role with this name exists' }]);

/**
 * Creates (no `id`) or updates a role of the request's client. An active role's name must be
 * unique among the client's active roles (spec 001 §5.4): checked first, and the partial unique
 * index behind it answers a race with the same 422. Deleting through `status` is the same as
 * {@link deleteRole}: nobody keeps a deleted role.
 * @throws {HttpError} 404 for an id this client does not have, 422 for a taken or missing name.
 * @internal
 */
export async function saveRole(
  tenant: TenantContext,
  id: string | undefined,
  input: RoleInput,
): Promise<RoleRecord> {
  const { scope } = tenant;
  try {
    return await tenant.run(async (trx) => {
      const current = id === undefined ? undefined : (await findRoles(trx, scope, [id]))[0];
      if (id !== undefined && current === undefined) throw notFound('Role not found');
      const name = input.name ?? current?.name;
      if (name === undefined) throw invalidRequest([{ path: '/name', message: 'is required' }]);
      const values: RoleValues = {
        name,
        status: input.status ?? current?.status ?? 'active',
        permissions: input.permissions ?? current?.permissions ?? [],
      };
      if (values.status === 'active' && (await isRoleNameTaken(trx, scope, name, id))) {
        throw nameTaken();
      }
      const saved =
        id === undefined
          ? await insertRole(trx, scope, values)
          : await updateRole(trx, scope, id, values);
      if (saved === undefined) throw notFound('Role not found');
      if (saved.status === 'deleted') await removeRoleAssignments(trx, scope, saved.id);
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'roles_active_name_key')) throw nameTaken();
    throw error;
  }
}

/**
 * Soft-deletes a role (status deleted) and takes it from every user in the same transaction;
 * the access guard reads roles on every request, so their sessions lose it at once.
 * @throws {HttpError} 404 for an id this client does not have.
 * @internal
 */
export async function deleteRole(tenant: TenantContext, id: string): Promise<void> {
  const { scope } = tenant;
  await tenant.run(async (trx) => {
    const [current] = await findRoles(trx, scope, [id]);
    if (current === undefined) throw notFound('Role not found');
    await updateRole(trx, scope, id, { ...current, status: 'deleted' });
    await removeRoleAssignments(trx, scope, id);
  });
}
