import { type Kysely, type Migration, sql } from 'kysely';
import { currentSchema } from './currentSchema';
import { grantToAppRole, isolateTenantTable } from './isolateTenantTable';

/*
 * A counter per client of the changes of its definitions, so a server process can keep the
 * definitions it read (modules/definitions/definitionCache.ts) and know at no cost when one is
 * stale: authentication reads the client's counter in the one statement it sends anyway
 * (`tessera_session_membership`, migration 0015).
 *
 * Every insert, update and delete of a client's `definitions` rows bumps the counter in the
 * commit that makes the change visible — a deferred constraint trigger, so nobody can see the new
 * definitions with the old counter, nor the new counter with the old definitions. Deferred, the
 * bump is the last lock a saving transaction takes: two designers' saves, which take the per-kind
 * advisory locks in whatever order, never wait on each other's counter while holding a lock the
 * other needs (an immediate bump, held from the first write to the commit, could deadlock them).
 * A transaction bumps a client's counter once however many rows it writes (`bumped_by`, its id).
 *
 * A tenant table like the definitions it counts (row-level security on `app.client_id`, which the
 * writing transaction has set): the trigger runs as the writer. `truncate definitions` does not
 * bump it (row triggers do not fire): the product never truncates the table.
 */

async function up(db: Kysely<unknown>): Promise<void> {
  const schema = sql.id(await currentSchema(db));
  await sql`
    create table definition_generations (
      client_id uuid not null primary key references clients (id) on delete cascade,
      generation bigint not null default 0,
      bumped_by xid8
    )
  `.execute(db);
  await isolateTenantTable(db, 'definition_generations');
  await grantToAppRole(db, 'definition_generations');
  await sql`
    create function bump_definition_generation() returns trigger
      language plpgsql set search_path = ${schema}, pg_catalog
    as $body$
    declare
      changed uuid;
    begin
      if tg_op = 'DELETE' then changed := old.client_id; else changed := new.client_id; end if;
      insert into definition_generations as g (client_id, generation, bumped_by)
        values (changed, 1, pg_current_xact_id())
        on conflict (client_id) do update
          set generation = g.generation + 1, bumped_by = excluded.bumped_by
          where g.bumped_by is distinct from excluded.bumped_by;
      return null;
    end
    $body$
  `.execute(db);
  await sql`
    create constraint trigger definitions_generation
      after insert or update or delete on definitions
      deferrable initially deferred
      for each row execute function bump_definition_generation()
  `.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists definitions_generation on definitions`.execute(db);
  await sql`drop function if exists bump_definition_generation()`.execute(db);
  await sql`drop table if exists definition_generations`.execute(db);
}

/** @internal */
export const definitionGenerationsMigration: Migration = { up, down };
