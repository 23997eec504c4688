import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatementPool } from './preparedStatementPool';
import { backendProbe, deferredStatement } from './statementPipeline';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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

  describe('in pipeline mode', () => {
    let pipelined: Kysely<Record<string, never>>;
    /** Socket writes of the pool's one connection (a corked batch is one `_writev`). */
    let writes = 0;

    beforeAll(() => {
      const pipelinedPool = new pg.Pool({
        connectionString: process.env.DATABASE_URL,
        max: 1,
        pipeline: true,
      });
      pipelinedPool.on('connect', (client) => {
        const stream = (client as unknown as { connection: { stream: Record<string, unknown> } })
          .connection.stream;
        for (const method of ['_write', '_writev'] as const) {
          const original = stream[method] as (...args: unknown[]) => unknown;
          stream[method] = function (this: unknown, ...args: unknown[]) {
            writes += 1;
            return original.apply(this, args);
          };
        }
      });
      pipelined = new Kysely({
        dialect: new PostgresDialect({ pool: preparedStatementPool(pipelinedPool) }),
      });
    });

    afterAll(async () => {
      await pipelined.destroy();
    });

    it('sends begin and a deferred statement with the next one, in one write', async () => {
      await sql`select 1`.execute(pipelined); // the connection is open
      writes = 0;
      const seen = await pipelined.transaction().execute(async (trx) => {
        await sql`${sql.raw(deferredStatement)} select set_config('app.probe', ${'scoped'}, true)`.execute(
          trx,
        );
        const before = writes;
        const first = await sql<{
          value: string;
          started: Date;
        }>`select current_setting('app.probe') as value, now() as started`.execute(trx);
        const after = writes;
        const second = await sql<{
          value: string;
          started: Date;
        }>`select current_setting('app.probe') as value, now() as started`.execute(trx);
        return { rows: [...first.rows, ...second.rows], writesBefore: before, writesAfter: after };
      });
      // Nothing left before the awaited statement; then begin, the scope and it in one write.
      expect(seen.writesBefore).toBe(0);
      expect(seen.writesAfter).toBe(1);
      // One transaction: the scope holds in both statements, which share its start.
      expect(seen.rows.map((row) => row.value)).toEqual(['scoped', 'scoped']);
      expect(seen.rows[0]?.started).toEqual(seen.rows[1]?.started);
      expect(writes).toBe(3); // and the second statement, and the commit
    });

    it('fails the next statement with a deferred statement’s error, and rolls the transaction back', async () => {
      await expect(
        pipelined.transaction().execute(async (trx) => {
          await sql`${sql.raw(deferredStatement)} select ${1}::int / 0`.execute(trx);
          await sql`select 1`.execute(trx);
        }),
      ).rejects.toThrow(/division by zero/);
      const { rows } = await sql<{
        value: string | null;
      }>`select current_setting('app.probe', true) as value`.execute(pipelined);
      expect(rows).toEqual([{ value: '' }]);
    });

    it('answers the backend probe from the connection, without a statement', async () => {
      const { rows } = await pipelined.transaction().execute(async (trx) => {
        const before = writes;
        const probe = await sql<{ pid: number }>`${sql.raw(backendProbe)}`.execute(trx);
        expect(writes).toBe(before);
        const { rows: actual } = await sql<{
          pid: number;
        }>`select pg_backend_pid() as pid`.execute(trx);
        return { rows: [...probe.rows, ...actual] };
      });
      expect(rows).toHaveLength(2);
      expect(rows[0]?.pid).toBe(rows[1]?.pid);
    });

    it("sends a read-only transaction's commit with the connection's next statement, in one write", async () => {
      const read = await pipelined
        .transaction()
        .setAccessMode('read only')
        .execute(async (trx) => {
          // As text: to the microsecond (a Date keeps milliseconds, and two transactions fit in one).
          const { rows } = await sql<{ started: string }>`select now()::text as started`.execute(
            trx,
          );
          return { started: rows[0]?.started, writes };
        });
      // The commit was answered at once and is still held back: nothing written since.
      expect(writes).toBe(read.writes);
      const { rows } = await sql<{ started: string }>`select now()::text as started`.execute(
        pipelined,
      );
      expect(writes).toBe(read.writes + 1);
      // The transaction had ended: the statement after it started a transaction of its own.
      expect(rows[0]?.started).not.toEqual(read.started);
    });

    it('writes a held commit on its own at the next turn of the event loop', async () => {
      const pid = await pipelined
        .transaction()
        .setAccessMode('read only')
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          return rows[0]?.pid;
        });
      await nextTurn();
      // Seen from another connection: the pipelined one is idle, not idle in a transaction.
      let state: string | undefined;
      for (let tries = 0; tries < 50 && state !== 'idle'; tries += 1) {
        const { rows } = await sql<{ state: string }>`select state from pg_stat_activity
          where pid = ${pid}`.execute(kysely);
        state = rows[0]?.state;
        if (state !== 'idle') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(state).toBe('idle');
    });

    it('refuses a write in a read-only transaction, and the connection goes on', async () => {
      await expect(
        pipelined
          .transaction()
          .setAccessMode('read only')
          .execute((trx) => sql`create temporary table refused (id int)`.execute(trx)),
      ).rejects.toThrow(/read-only transaction/);
      const { rows } = await sql<{ n: number }>`select ${3}::int as n`.execute(pipelined);
      expect(rows).toEqual([{ n: 3 }]);
    });

    it('commits a transaction that ran nothing', async () => {
      await expect(pipelined.transaction().execute(async () => 'done')).resolves.toBe('done');
      const { rows } = await sql<{ n: number }>`select ${2}::int as n`.execute(pipelined);
      expect(rows).toEqual([{ n: 2 }]);
    });
  });
});
