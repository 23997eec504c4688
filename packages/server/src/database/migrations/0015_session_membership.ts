import { type Kysely, type Migration, sql } from 'kysely';
import { appRole } from '../appRole';
import { membershipsRole } from '../membershipsRole';
import { currentSchema } from './currentSchema';
import { ensureRole } from './ensureRole';
import { handOver } from './handOver';

/*
 * `tessera_session_membership(session, user, client)`: what a user is in a client — membership
 * type and special features, active roles with their permissions, the client's live version and
 * its definitions counter — for a live session of that user only, as one row (none when the
 * session is not live or the user has no active membership there).
 *
 * Authentication reads it in the statement that finds the session and selects the client, so a
 * request authenticates in one statement rather than two: the membership tables are tenant
 * tables, which that statement, scoped to the user while the client is not known yet, cannot
 * read itself. The function reads them as its owner, `tessera_memberships` (membershipsRole.ts),
 * past row-level security by `select` policies for that role alone. What it can tell is what the
 * session's holder may know, and only to a caller who presents the session's id with its user:
 * the ids come from a verified token, and a session id is a random UUID nobody else learns.
 * `set search_path` pins the names it reads to this schema. PL/pgSQL, not SQL: a SQL function
 * that cannot be inlined (a `security definer` one) is planned again in every statement that
 * calls it — 0.6 ms of every request, measured with pg_stat_statements — where PL/pgSQL keeps
 * its query's plan for the session.
 */

/** The tenant tables the function reads. */
const membershipTables = [
  'client_users',
  'user_roles',
  'roles',
  'application_versions',
  'definition_generations',
] as const;

const policy = 'session_membership';

async function up(db: Kysely<unknown>): Promise<void> {
  await ensureRole(db, membershipsRole);
  const owner = sql.id(membershipsRole);
  const schema = sql.id(await currentSchema(db));
  await sql`grant usage on schema ${schema} to ${owner}`.execute(db);
  await sql`grant select on sessions to ${owner}`.execute(db);
  for (const table of membershipTables) {
    await sql`grant select on ${sql.table(table)} to ${owner}`.execute(db);
    await sql`create policy ${sql.id(policy)} on ${sql.table(table)} for select to ${owner}
      using (true)`.execute(db);
  }
  await sql`
    create function tessera_session_membership(uuid, uuid, uuid)
      returns table (type text, special_features jsonb, roles json, live_version json,
        definitions_generation bigint)
      language plpgsql stable security definer set search_path = ${schema}, pg_catalog
    as $body$
    #variable_conflict use_column
    begin
      return query select member.type, member.special_features,
        (select coalesce(json_agg(granted), '[]')
          from (select role.id, role.permissions
            from user_roles as grant_row
            join roles as role
              on role.client_id = grant_row.client_id and role.id = grant_row.role_id
            where grant_row.client_id = member.client_id and grant_row.user_id = member.user_id
              and role.status = 'active'
            order by role.id) as granted) as roles,
        (select to_json(version) from application_versions as version
          where version.client_id = member.client_id and version.status = 'live') as live_version,
        (select counter.generation from definition_generations as counter
          where counter.client_id = member.client_id) as definitions_generation
      from client_users as member
      where member.client_id = $3 and member.user_id = $2 and member.status = 'active'
        and exists (select from sessions as session
          where session.id = $1 and session.user_id = $2
            and session.revoked_at is null and session.expires_at > now());
    end
    $body$
  `.execute(db);
  const fn = sql`tessera_session_membership(uuid, uuid, uuid)`;
  await sql`revoke execute on function ${fn} from public`.execute(db);
  await sql`grant execute on function ${fn} to ${sql.id(appRole)}`.execute(db);
  await handOver(db, membershipsRole, sql`alter function ${fn} owner to ${owner}`);
}

async function down(db: Kysely<unknown>): Promise<void> {
  const owner = sql.id(membershipsRole);
  await sql`drop function tessera_session_membership(uuid, uuid, uuid)`.execute(db);
  for (const table of membershipTables) {
    await sql`drop policy ${sql.id(policy)} on ${sql.table(table)}`.execute(db);
    await sql`revoke select on ${sql.table(table)} from ${owner}`.execute(db);
  }
  await sql`revoke select on sessions from ${owner}`.execute(db);
  await sql`revoke usage on schema ${sql.id(await currentSchema(db))} from ${owner}`.execute(db);
}

/** @internal */
export const sessionMembershipMigration: Migration = { up, down };
