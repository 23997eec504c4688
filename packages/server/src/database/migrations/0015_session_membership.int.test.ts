import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../modules/clients/createClient';
import { addTestUser } from '../../testing/addTestUser';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { roleStanding } from '../../testing/roleStanding';
import { testClientSeed } from '../../testing/testClientSeed';
import type { Database } from '../database.types';
import { membershipsRole } from '../membershipsRole';
import { migrate } from '../migrate';
import { runScoped } from '../scopedTransaction';

// `tessera_session_membership` tells a request's authentication what the caller is in a client,
// past the tenant tables' row-level security: only for a live session of the user it names.

describe.each(testDatabaseKinds)('0015_session_membership on %s', (kind) => {
  let db: Database;
  let a: string;
  let b: string;
  let roleId: string;
  let member: string;
  let other: string;
  const sessions = { live: '', revoked: '', expired: '', others: '' };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    a = await createClient(db.kysely, testClientSeed('membership-a'));
    b = await createClient(db.kysely, testClientSeed('membership-b'));
    roleId = await runScoped(db.kysely, { clientId: a }, async (trx) => {
      const role = await trx
        .insertInto('roles')
        .values({
          client_id: a,
          name: 'Księgowość',
          permissions: JSON.stringify([{ type: 'view_history' }]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return role.id;
    });
    member = await addTestUser(db, {
      email: 'member@example.com',
      clientId: a,
      type: 'client_admin',
      roleIds: [roleId],
    });
    other = await addTestUser(db, { email: 'other@example.com', clientId: a });
    const day = 24 * 60 * 60 * 1000;
    const session = async (userId: string, expiresIn: number, revoked = false) => {
      const row = await db.kysely
        .insertInto('sessions')
        .values({
          user_id: userId,
          expires_at: new Date(Date.now() + expiresIn),
          revoked_at: revoked ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    sessions.live = await session(member, day);
    sessions.revoked = await session(member, day, true);
    sessions.expired = await session(member, -1000);
    sessions.others = await session(other, day);
  });

  afterAll(async () => {
    await db?.close();
  });

  /** The function's answer as a request's authentication calls it: the app role, the user's scope. */
  const membership = (sessionId: string, userId: string, clientId: string) =>
    runScoped(db.kysely, { userId: member }, async (trx) => {
      const { rows } = await sql<{
        type: string;
        special_features: unknown;
        roles: unknown;
        live_version: { client_id: string; status: string } | null;
        definitions_generation: string | null;
      }>`select * from tessera_session_membership(${sessionId}, ${userId}, ${clientId})`.execute(
        trx,
      );
      return rows;
    });

  it('answers the membership, roles, live version and counter for a live session of the user', async () => {
    const rows = await membership(sessions.live, member, a);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'client_admin',
      special_features: [],
      roles: [{ id: roleId, permissions: [{ type: 'view_history' }] }],
      live_version: { client_id: a, status: 'live' },
    });
    expect(rows[0]?.definitions_generation ?? '0').toMatch(/^\d+$/);
  });

  it('answers nothing for a revoked, expired, unknown or another user’s session', async () => {
    expect(await membership(sessions.revoked, member, a)).toEqual([]);
    expect(await membership(sessions.expired, member, a)).toEqual([]);
    expect(await membership(randomUUID(), member, a)).toEqual([]);
    // Another user's live session does not open this user's membership, nor the reverse.
    expect(await membership(sessions.others, member, a)).toEqual([]);
    expect(await membership(sessions.live, other, a)).toEqual([]);
  });

  it('answers nothing in a client the user is not a member of', async () => {
    expect(await membership(sessions.live, member, b)).toEqual([]);
  });

  it('widens nothing for requests: in the user’s scope alone they still read no tenant row', async () => {
    const counts = await runScoped(db.kysely, { userId: member }, async (trx) => {
      const { rows } = await sql<{ roles: number; grants: number; versions: number }>`select
        (select count(*)::int from roles) as roles,
        (select count(*)::int from user_roles) as grants,
        (select count(*)::int from application_versions) as versions`.execute(trx);
      return rows[0];
    });
    expect(counts).toEqual({ roles: 0, grants: 0, versions: 0 });
  });

  it('belongs to a role nobody can act as, reading the membership tables and sessions only', async () => {
    expect(await roleStanding(db, membershipsRole)).toEqual({
      login: false,
      super: false,
      bypass: false,
      holders: [],
    });
    const { rows: privileges } = await sql<{ name: string; privilege: string }>`
      select c.relname as name, p.privilege from pg_class c
      cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'])
        as p(privilege)
      where c.relnamespace = to_regnamespace(current_schema()) and c.relkind in ('r', 'p', 'v')
        and has_table_privilege(${membershipsRole}, c.oid, p.privilege)
      order by c.relname
    `.execute(db.kysely);
    expect(privileges).toEqual(
      [
        'application_versions',
        'client_users',
        'definition_generations',
        'roles',
        'sessions',
        'user_roles',
      ].map((name) => ({ name, privilege: 'SELECT' })),
    );
    const { rows: owned } = await sql<{ name: string; definer: boolean }>`
      select p.proname as name, p.prosecdef as definer from pg_proc p
      where p.proowner = to_regrole(${membershipsRole})
        and p.pronamespace = to_regnamespace(current_schema())
    `.execute(db.kysely);
    expect(owned).toEqual([{ name: 'tessera_session_membership', definer: true }]);
    const { rows: callers } = await sql<{ public: boolean }>`
      select has_function_privilege('tessera_tenant_reads',
        'tessera_session_membership(uuid, uuid, uuid)', 'EXECUTE') as public
    `.execute(db.kysely);
    expect(callers).toEqual([{ public: false }]);
  });
});
