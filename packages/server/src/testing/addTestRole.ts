import type { Database } from '../database/database.types';
import type { RecordStatus } from '../database/databaseTables';
import { runScoped } from '../database/scopedTransaction';
import type { PermissionType } from '../modules/access/routeAccess';

/** @internal */
export interface TestRoleOptions {
  /** The client the role belongs to. */
  readonly clientId: string;
  readonly name: string;
  readonly status?: RecordStatus;
  /** The special permissions the role grants; none unless given. */
  readonly permissions?: readonly PermissionType[];
}

/**
 * Adds a role straight into the database, in its own transaction scoped to `clientId`
 * (like `addTestUser`).
 * @returns the role's id.
 * @internal
 */
export async function addTestRole(db: Database, options: TestRoleOptions): Promise<string> {
  return runScoped(db.kysely, { clientId: options.clientId }, async (trx) => {
    const { id } = await trx
      .insertInto('roles')
      .values({
        client_id: options.clientId,
        name: options.name,
        status: options.status ?? 'active',
        permissions: JSON.stringify((options.permissions ?? []).map((type) => ({ type }))),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}
