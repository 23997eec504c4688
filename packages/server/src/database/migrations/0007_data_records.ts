import { type Kysely, type Migration, sql } from 'kysely';
import { grantToAppRole, isolateTenantTable } from './isolateTenantTable';

/*
 * Data records (spec 001 §3.4): the rows of every provider of a client in one table, their values
 * as JSONB. `data` holds the read values (what queries filter, sort and group by), `original_data`
 * the values as written (before a provider's read transformations); `version` counts writes for
 * optimistic concurrency.
 *
 * Keys. The primary key is (client_id, provider_id, id): every read names its provider, and the
 * by-id reads of a provider (a relation's foreign_field, a lookup on `$id`) are one probe of it.
 * provider_id has no foreign key: providers are definitions, stored per application version,
 * and records outlive versions. The second index, (client_id, provider_id, created_at, id), is the
 * engine's tie order ("every ORDER BY ends with created_at, id", packages/engine/docs/queries.md):
 * a query without a sort reads a provider in that index's order, stops after a page (LIMIT
 * perPage + 1) and can page by keyset (created_at, id) > (…) later without a sort step.
 */

async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table data_records (
      client_id uuid not null references clients (id) on delete cascade,
      provider_id uuid not null,
      id uuid not null default gen_random_uuid(),
      data jsonb not null default '{}'::jsonb,
      original_data jsonb not null default '{}'::jsonb,
      version integer not null default 1,
      status text not null default 'active' check (status in ('active', 'inactive', 'deleted')),
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, provider_id, id),
      foreign key (client_id, created_by) references client_users (client_id, user_id)
        on delete set null (created_by),
      check (jsonb_typeof(data) = 'object' and jsonb_typeof(original_data) = 'object')
    )
  `.execute(db);
  await sql`create index data_records_created_idx on data_records (client_id, provider_id, created_at, id)`.execute(
    db,
  );
  await isolateTenantTable(db, 'data_records');
  await grantToAppRole(db, 'data_records');
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table data_records`.execute(db);
}

/** @internal */
export const dataRecordsMigration: Migration = { up, down };
