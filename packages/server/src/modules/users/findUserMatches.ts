import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';

/**
 * `POST users/import/find-matches`: for each import row, the id of this client's user (any
 * status) with that e-mail, compared case-insensitively, or null. Accounts of other clients are
 * not matched: an import can only update this client's users.
 * @returns one entry per row, in row order.
 * @internal
 */
export async function findUserMatches(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  rows: readonly { readonly email: string }[],
): Promise<{ id: string | null }[]> {
  assertTenantScope(scope);
  const emails = [...new Set(rows.map((row) => row.email.trim().toLowerCase()))];
  const found =
    emails.length === 0
      ? []
      : await trx
          .selectFrom('client_users as cu')
          .innerJoin('users as u', 'u.id', 'cu.user_id')
          .select(['u.id', sql<string>`lower(u.email)`.as('lower_email')])
          .where('cu.client_id', '=', scope.clientId)
          .where(sql<string>`lower(u.email)`, 'in', emails)
          .execute();
  const byEmail = new Map(found.map((row) => [row.lower_email, row.id]));
  return rows.map((row) => ({ id: byEmail.get(row.email.trim().toLowerCase()) ?? null }));
}
