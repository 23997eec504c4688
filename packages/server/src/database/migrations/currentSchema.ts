import { type Kysely, sql } from 'kysely';

/** The schema a migration creates its unqualified names in. @internal */
export async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('no current schema');
  return schema;
}
