import { type Kysely, sql } from 'kysely';
import { appRole } from '../appRole';

/**
 * Puts a tenant table behind the row-level-security backstop: enabled and forced, with the
 * `tenant_isolation` policy on `app.client_id` (see scopedTransaction.ts).
 * @internal
 */
export async function isolateTenantTable(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
  await sql`alter table ${sql.table(table)} force row level security`.execute(db);
  await sql`
    create policy tenant_isolation on ${sql.table(table)}
      using (client_id = nullif(current_setting('app.client_id', true), '')::uuid)
      with check (client_id = nullif(current_setting('app.client_id', true), '')::uuid)
  `.execute(db);
}

/**
 * Lets the request role read and write a table (it owns nothing, so it needs the grant).
 * @internal
 */
export async function grantToAppRole(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`grant select, insert, update, delete on ${sql.table(table)} to ${sql.id(appRole)}`.execute(
    db,
  );
}
