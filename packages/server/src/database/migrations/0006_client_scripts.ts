import { type Kysely, type Migration, sql } from 'kysely';
import { grantToAppRole, isolateTenantTable } from './isolateTenantTable';

/*
 * Client scripts (spec 000 §2: "client scripts configured for the client are injected into the
 * page body"): per client, not per application version, because the page's Content-Security-
 * Policy names them before anyone is logged in or has chosen a version. A script is either a URL
 * (`src`) or inline code (`content`), never both.
 */

async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table client_scripts (
      client_id uuid not null references clients (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null,
      src text,
      content text,
      status text not null default 'active' check (status in ('active', 'inactive')),
      position integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      check ((src is null) <> (content is null))
    )
  `.execute(db);
  await isolateTenantTable(db, 'client_scripts');
  await grantToAppRole(db, 'client_scripts');
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table client_scripts`.execute(db);
}

/** @internal */
export const clientScriptsMigration: Migration = { up, down };
