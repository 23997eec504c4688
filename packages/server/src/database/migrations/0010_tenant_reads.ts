import { type Kysely, type Migration, sql } from 'kysely';
import { tenantReadsRole } from '../tenantReadsRole';
import { ensureRole } from './ensureRole';
import { createTenantReadsView, dropTenantReadsView } from './tenantReadsView';

/*
 * Reads of data records through a view whose tenant condition indexes can work with.
 *
 * Under the row-level-security policy, PostgreSQL evaluates a statement's conditions on a row only
 * after the policy's, unless every function in them is leakproof; `jsonb -> text` is not (only a
 * superuser can declare one), so no expression index on `data` could answer a filter (README,
 * "Indexes"). `tenant_data_records` is `data_records` where `client_id` is the transaction's
 * `app.client_id` — the policy's own condition, written in the view. It is owned by
 * `tessera_tenant_reads` (see tenantReadsRole.ts), for which a `select` policy lets every row
 * through: the view's condition is then an ordinary condition of the statement, and the planner
 * matches filters and sorts to the field indexes. The view is the only way to that privilege: the
 * role cannot log in, no role is a member of it (the migration borrows membership to hand the
 * view over and gives it back) and it owns nothing else. Requests get `select` on the view only;
 * they still write — and may still read — `data_records` itself under its policy, which stays
 * enabled and forced (the tables' owner sees no tenant's rows without `app.client_id` either).
 *
 * What the view does not promise: the order in which a statement's own conditions meet rows. A
 * statement could evaluate a condition on another tenant's row before the tenant's condition
 * rules it out (the policy's barrier forbids that), which matters only for a condition that can
 * fail with the value in its message. Rows of another tenant are never returned; docs/tenancy.md
 * says what keeps the rest small.
 */

/** The view's columns: every column of `data_records`, as stored. @internal */
export const tenantReadsColumns = sql`client_id, provider_id, id, data, original_data, version, status, created_by,
  created_at, updated_at`;

async function up(db: Kysely<unknown>): Promise<void> {
  await ensureRole(db, tenantReadsRole);
  const reader = sql.id(tenantReadsRole);
  await sql`grant select on data_records to ${reader}`.execute(db);
  await sql`create policy tenant_reads on data_records for select to ${reader} using (true)`.execute(
    db,
  );
  await createTenantReadsView(db, tenantReadsColumns);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await dropTenantReadsView(db);
  await sql`drop policy tenant_reads on data_records`.execute(db);
  await sql`revoke select on data_records from ${sql.id(tenantReadsRole)}`.execute(db);
}

/** The view requests read data records through; see above. @internal */
export const tenantReadsMigration: Migration = { up, down };
