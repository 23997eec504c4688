import { type Kysely, type Migration, sql } from 'kysely';
import { grantToAppRole, isolateTenantTable } from './isolateTenantTable';

/*
 * Running processes, the change history of records and the answers of idempotent saves.
 *
 * processes — one row per started process (spec 001 §3.5 process status record): the process
 *   settings it runs, the record of its provider that holds its data (created with it), where it
 *   stands (current_step_id, is_finished) and a version counting its moves, for optimistic
 *   concurrency like data_records.version. Step ids are the definition's own ids (text).
 * history_logs — `field_values_updated` events (spec 002 §3): which record (and process) changed,
 *   by whom and when; `data` holds the changedFields with old/new and presented values and the
 *   updateReason. Written in the transaction of the change they describe, never updated.
 * idempotency_keys — the first answer to a save sent with an `Idempotency-Key`, per user: a retry
 *   gets that answer back instead of writing twice. `request_hash` tells a retry from a different
 *   request reusing the key (422). Rows older than a day are stale and replaced.
 */

async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table processes (
      client_id uuid not null references clients (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      process_settings_id uuid not null,
      provider_id uuid not null,
      record_id uuid not null,
      current_step_id text,
      is_finished boolean not null default false,
      status text not null default 'active' check (status in ('active', 'deleted')),
      version integer not null default 1,
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, provider_id, record_id) references data_records (client_id, provider_id, id),
      foreign key (client_id, created_by) references client_users (client_id, user_id)
        on delete set null (created_by)
    )
  `.execute(db);
  await sql`create index processes_settings_idx on processes (client_id, process_settings_id, created_at, id)`.execute(
    db,
  );
  await sql`create index processes_record_idx on processes (client_id, provider_id, record_id)`.execute(
    db,
  );

  await sql`
    create table history_logs (
      client_id uuid not null references clients (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      type text not null check (type in ('field_values_updated')),
      provider_id uuid not null,
      record_id uuid not null,
      process_id uuid,
      data jsonb not null,
      created_by uuid,
      created_at timestamptz not null default clock_timestamp(),
      primary key (client_id, id),
      foreign key (client_id, created_by) references client_users (client_id, user_id)
        on delete set null (created_by)
    )
  `.execute(db);
  await sql`create index history_logs_record_idx on history_logs (client_id, provider_id, record_id, created_at)`.execute(
    db,
  );
  await sql`create index history_logs_process_idx on history_logs (client_id, process_id, created_at) where process_id is not null`.execute(
    db,
  );

  await sql`
    create table idempotency_keys (
      client_id uuid not null references clients (id) on delete cascade,
      user_id uuid not null,
      key text not null check (length(key) between 1 and 200),
      request_hash text not null,
      status_code integer not null,
      response jsonb not null,
      created_at timestamptz not null default now(),
      primary key (client_id, user_id, key)
    )
  `.execute(db);

  for (const table of ['processes', 'history_logs', 'idempotency_keys']) {
    await isolateTenantTable(db, table);
    await grantToAppRole(db, table);
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
  await sql`drop table history_logs`.execute(db);
  await sql`drop table processes`.execute(db);
}

/** @internal */
export const processesMigration: Migration = { up, down };
