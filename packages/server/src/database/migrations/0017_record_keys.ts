import { type Kysely, type Migration, sql } from 'kysely';
import { recordKeyRowsSql } from '../../modules/queries/recordKeys';
import { appRole } from '../appRole';
import { currentSchema } from './currentSchema';
import { isolateTenantTable } from './isolateTenantTable';

/*
 * Record keys (modules/queries/recordKeys.ts says why): `data_record_key_fields` names the
 * provider fields whose records have keys — the field indexer adds a field, fills its keys and
 * marks it `ready` — and `data_record_keys` holds them, one row per active record and field,
 * which it names by the key field's number (`key_field`, not the provider's id and the field's
 * name: an entry of 50 bytes, not 74, and a count of 10,000 keys 1.64 → 1.13 ms). The
 * key fields are the server's own facts about its storage, as its indexes are (a provider's id
 * and a field's name, no record value): requests may read them, only the tables' owner writes.
 *
 * Three statement triggers of `data_records` keep the keys, set-based over the statement's
 * transition tables: written records get the keys of their key fields, deleted ones lose theirs,
 * and an update replaces only the keys of values that changed (or of records that became active
 * or stopped being), so that rewriting a record leaves its keys' pages all-visible for
 * index-only scans. They run as the writer — a request's role, in its tenant — which the keys'
 * tenant policy (forced, as on every tenant table) holds to its client. A statement on a
 * partition itself (the field indexer moving a provider's records to their partition, as the
 * tables' owner) fires none of them: the records do not change, nor do their keys.
 *
 * The keys are the version-2 order key's (`indexedKeySql`): a new version of the functions
 * needs a migration that rewrites the triggers and the keys.
 */

const triggers = [
  { name: 'inserted', event: 'insert', transition: 'new table as new_rows' },
  { name: 'updated', event: 'update', transition: 'old table as old_rows new table as new_rows' },
  { name: 'deleted', event: 'delete', transition: 'old table as old_rows' },
] as const;

const functionName = (name: string) => `tessera_record_keys_${name}`;

/** Whether the key field `f`'s value of `a` is that of `b`, both active and the same record. */
const sameKey = (a: string, b: string) =>
  sql`${sql.ref(`${a}.id`)} = ${sql.ref(`${b}.id`)}
    and ${sql.ref(`${a}.client_id`)} = ${sql.ref(`${b}.client_id`)}
    and ${sql.ref(`${a}.provider_id`)} = ${sql.ref(`${b}.provider_id`)}
    and ${sql.ref(`${a}.status`)} = 'active'
    and (${sql.ref(`${a}.data`)} -> f.field_name) is not distinct from (${sql.ref(`${b}.data`)} -> f.field_name)`;

/** Adds the keys of the active rows of `new_rows`, except where `unchanged` holds. */
function addKeys(unchanged = sql`false`) {
  return sql`insert into data_record_keys
      (client_id, key_field, class, number, text, record_id)
    select ${recordKeyRowsSql('n', 'f')}
    from new_rows n join data_record_key_fields f on f.provider_id = n.provider_id
    where n.status = 'active' and not (${unchanged})
    on conflict do nothing;`;
}

/** Removes the keys of the active rows of `old_rows`, except where `unchanged` holds. */
function removeKeys(unchanged = sql`false`) {
  return sql`delete from data_record_keys k
    using old_rows o join data_record_key_fields f on f.provider_id = o.provider_id
    where o.status = 'active' and not (${unchanged})
      and (k.client_id, k.key_field, k.class, k.number, k.text, k.record_id)
        = (${recordKeyRowsSql('o', 'f')});`;
}

/**
 * Returns at once when no provider of the statement's `rows` has key fields: most writes, which
 * then cost the trigger about 0.08 ms rather than the 0.3 ms of its statements (measured with
 * pgbench, an update of one record).
 */
function unlessKeyed(rows: 'new_rows' | 'old_rows') {
  return sql`if not exists (select from data_record_key_fields
      where provider_id in (select provider_id from ${sql.raw(rows)})) then
      return null;
    end if;`;
}

const bodies = {
  inserted: sql`${unlessKeyed('new_rows')} ${addKeys()}`,
  updated: sql`${unlessKeyed('new_rows')}
    ${removeKeys(sql`exists (select from new_rows n where ${sameKey('n', 'o')})`)}
    ${addKeys(sql`exists (select from old_rows o where ${sameKey('o', 'n')})`)}`,
  deleted: sql`${unlessKeyed('old_rows')} ${removeKeys()}`,
} as const;

async function up(db: Kysely<unknown>): Promise<void> {
  const schema = sql.id(await currentSchema(db));
  const app = sql.id(appRole);
  await sql`create table data_record_key_fields (
    provider_id uuid not null,
    field_name text not null,
    id integer generated always as identity unique,
    ready boolean not null default false,
    primary key (provider_id, field_name)
  )`.execute(db);
  await sql`grant select on data_record_key_fields to ${app}`.execute(db);
  await sql`create table data_record_keys (
    client_id uuid not null references clients (id) on delete cascade,
    key_field integer not null,
    class smallint not null,
    number float8 not null,
    text text collate "C" not null,
    record_id uuid not null,
    primary key (client_id, key_field, class, number, text, record_id)
  )`.execute(db);
  await isolateTenantTable(db, 'data_record_keys');
  await sql`grant select, insert, delete on data_record_keys to ${app}`.execute(db);
  for (const trigger of triggers) {
    const fn = sql.id(functionName(trigger.name));
    await sql`create function ${fn}() returns trigger language plpgsql
      set search_path = ${schema}, pg_catalog
    as $body$
    begin
      ${bodies[trigger.name]}
      return null;
    end
    $body$`.execute(db);
    await sql`create trigger ${sql.id(`data_record_keys_${trigger.name}`)}
      after ${sql.raw(trigger.event)} on data_records
      referencing ${sql.raw(trigger.transition)}
      for each statement execute function ${fn}()`.execute(db);
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of triggers) {
    await sql`drop trigger ${sql.id(`data_record_keys_${trigger.name}`)} on data_records`.execute(
      db,
    );
    await sql`drop function ${sql.id(functionName(trigger.name))}()`.execute(db);
  }
  await sql`drop table data_record_keys`.execute(db);
  await sql`drop table data_record_key_fields`.execute(db);
}

/** @internal */
export const recordKeysMigration: Migration = { up, down };
