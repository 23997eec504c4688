import { type Kysely, type Migration, sql } from 'kysely';

/*
 * How many clients an account belongs to, kept on the (global) account row by a trigger on
 * client_users. A request only sees its own client's memberships (row-level security), yet two
 * of its decisions need the whole picture:
 * - a client's admin may change the e-mail, password and personal details of an account only
 *   when this client is the account's only one (`client_count = 1`);
 * - deactivating a member ends the person's sessions only when no active membership is left
 *   anywhere (`active_client_count = 0`).
 * The counters reveal a number, never which clients. The trigger runs as whoever writes
 * client_users (the app role may update users), so it works without bypassing RLS.
 */

async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column client_count integer not null default 0 check (client_count >= 0),
      add column active_client_count integer not null default 0
        check (active_client_count >= 0 and active_client_count <= client_count)
  `.execute(db);

  await sql`
    create function client_users_count_memberships() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update users set
          client_count = client_count - 1,
          active_client_count = active_client_count - (old.status = 'active')::int
        where id = old.user_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update users set
          client_count = client_count + 1,
          active_client_count = active_client_count + (new.status = 'active')::int
        where id = new.user_id;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger client_users_count_memberships
      after insert or delete or update of status, user_id on client_users
      for each row execute function client_users_count_memberships()
  `.execute(db);

  // The migrating role owns client_users, and forced RLS applies to owners too: lift it for the
  // backfill only, inside this migration's transaction.
  await sql`alter table client_users no force row level security`.execute(db);
  await sql`
    update users set
      client_count = counts.total,
      active_client_count = counts.active
    from (
      select user_id, count(*)::int as total, count(*) filter (where status = 'active')::int as active
      from client_users group by user_id
    ) as counts
    where counts.user_id = users.id
  `.execute(db);
  await sql`alter table client_users force row level security`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger client_users_count_memberships on client_users`.execute(db);
  await sql`drop function client_users_count_memberships()`.execute(db);
  await sql`alter table users drop column client_count, drop column active_client_count`.execute(
    db,
  );
}

/** Membership counters on users, kept by a trigger on client_users. */
export const usersMigration: Migration = { up, down };
