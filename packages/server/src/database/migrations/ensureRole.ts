import { type Kysely, sql } from 'kysely';

/**
 * Creates a role that cannot log in, is not a superuser and cannot bypass row-level security,
 * unless it exists. Roles belong to the whole PostgreSQL cluster, so it may exist already
 * (another database, another test schema); the advisory lock, held to the end of the migration's
 * transaction, keeps concurrent migrations from racing over roles and their memberships.
 * @internal
 */
export async function ensureRole(db: Kysely<unknown>, role: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(7411002)`.execute(db);
  const { rows } = await sql<{
    exists: boolean;
  }>`select exists (select 1 from pg_roles where rolname = ${role}) as exists`.execute(db);
  if (!rows[0]?.exists) {
    await sql`create role ${sql.id(role)} nologin nosuperuser nobypassrls noinherit`.execute(db);
  }
}
