import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatementPool } from './preparedStatementPool';

describe.runIf(process.env.DATABASE_URL)('preparedStatementPool', () => {
  let pool: pg.Pool;
  let kysely: Kysely<Record<string, never>>;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    kysely = new Kysely({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool, 3) }) });
  });

  afterAll(async () => {
    await kysely.destroy();
  });

  const prepared = async () =>
    (
      await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements order by statement`.execute(kysely)
    ).rows.map((row) => row.statement);

  it('prepares a parameterised statement once per connection and answers from it every time', async () => {
    for (const n of [1, 2, 3]) {
      const { rows } = await sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(
        kysely,
      );
      expect(rows).toEqual([{ doubled: n * 2 }]);
    }
    expect(await prepared()).toEqual(['select $1::int * 2 as doubled']);
  });

  it('keeps statements without parameters, and transactions, on the simple protocol', async () => {
    await kysely.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
    });
    expect(await prepared()).not.toContain('select 1');
  });

  it('stops preparing at the per-connection limit and still runs every statement', async () => {
    const texts = ['a', 'b', 'c', 'd', 'e'];
    for (const text of texts) {
      const { rows } = await sql<{
        value: string;
      }>`select ${text}::text as value, ${sql.raw(`'${text}'`)} as tag`.execute(kysely);
      expect(rows[0]?.value).toBe(text);
    }
    expect(await prepared()).toHaveLength(3);
  });

  it('reports a statement that fails, and the connection goes on answering', async () => {
    await expect(sql`select ${1}::int / 0`.execute(kysely)).rejects.toThrow(/division by zero/);
    await expect(sql`select ${1}::int / 0`.execute(kysely)).rejects.toThrow(/division by zero/);
    const { rows } = await sql<{ doubled: number }>`select ${4}::int * 2 as doubled`.execute(
      kysely,
    );
    expect(rows).toEqual([{ doubled: 8 }]);
  });
});
