import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { useSeededDatabase } from './differentialTestKit';
import { orderKeyFunctionBodies } from './orderKeyFunctions';

describe.each(testDatabaseKinds)('order key functions on %s', (kind) => {
  const database = useSeededDatabase(kind);

  it('hold what the code generates: a change needs new versions, not a silent drift under built indexes', async () => {
    const { db } = database();
    const { rows: schemas } = await sql<{
      schema: string;
    }>`select current_schema() as schema`.execute(db.kysely);
    const bodies = orderKeyFunctionBodies(schemas[0]!.schema);
    const { rows } = await sql<{ name: string; body: string; volatile: string }>`
      select proname as name, prosrc as body, provolatile as volatile from pg_proc
      where proname = any(${Object.keys(bodies)}::text[])
        and pronamespace = to_regnamespace(current_schema())::oid`.execute(db.kysely);
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(bodies).sort());
    for (const row of rows) {
      expect(row.body).toBe(bodies[row.name]!.compile(db.kysely).sql);
      expect(row.volatile).toBe('i');
    }
  });
});
