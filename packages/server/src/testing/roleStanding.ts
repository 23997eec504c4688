import { sql } from 'kysely';
import type { Database } from '../database/database.types';

/**
 * What a role can do of itself — log in, act as a superuser, bypass row-level security — and
 * which other roles hold it (inherit its privileges or may `set role` to it; superusers aside),
 * for tests of the roles that own one object each (`tessera_tenant_reads`, `tessera_memberships`).
 * @internal
 */
export async function roleStanding(db: Database, role: string) {
  const { rows } = await sql<{ login: boolean; super: boolean; bypass: boolean }>`
    select rolcanlogin as login, rolsuper as super, rolbypassrls as bypass
    from pg_roles where rolname = ${role}
  `.execute(db.kysely);
  const { rows: holders } = await sql<{ name: string }>`
    select r.rolname as name from pg_roles r
    where not r.rolsuper and r.rolname <> ${role}
      and (pg_has_role(r.oid, ${role}, 'USAGE')
        or case when current_setting('server_version_num')::int >= 160000
          then pg_has_role(r.oid, ${role}, 'SET')
          else pg_has_role(r.oid, ${role}, 'MEMBER') end)
  `.execute(db.kysely);
  return { ...rows[0], holders: holders.map((holder) => holder.name) };
}
