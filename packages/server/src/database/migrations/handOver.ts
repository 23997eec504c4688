import { type Kysely, type RawBuilder, sql } from 'kysely';
import { currentSchema } from './currentSchema';

/**
 * Runs `alterOwner` (an `alter … owner to role` statement) that makes `role` the owner of an
 * object. PostgreSQL asks the new owner for `create` on the schema and the current user for
 * membership in it; both are lent for the change only, so no role keeps the owner's privileges
 * (a superuser needs neither).
 * @internal
 */
export async function handOver(
  db: Kysely<unknown>,
  role: string,
  alterOwner: RawBuilder<unknown>,
): Promise<void> {
  const schema = sql.id(await currentSchema(db));
  const { rows } = await sql<{ superuser: boolean }>`
    select rolsuper as superuser from pg_roles where rolname = current_user
  `.execute(db);
  const lend = rows[0]?.superuser !== true;
  await sql`grant create on schema ${schema} to ${sql.id(role)}`.execute(db);
  if (lend) await sql`grant ${sql.id(role)} to current_user`.execute(db);
  await alterOwner.execute(db);
  if (lend) await sql`revoke ${sql.id(role)} from current_user`.execute(db);
  await sql`revoke create on schema ${schema} from ${sql.id(role)}`.execute(db);
}
