import { type Kysely, sql } from 'kysely';
import type { DatabaseTables } from '../src/database/databaseTables';

/*
 * The tariffs the pipeline benchmark looks orders up in (`pipelineSql.ts`): records of a second
 * provider with `segment` (five tariffs per segment: `s0000`–`s1999` at 10,000, the segments of
 * `benchOrders.ts`), `kind` (A, B or C), `rate` (0–50, two decimals) and `name`, generated in SQL
 * (deterministic), and the same data in a table with typed columns.
 */

/**
 * Inserts `count` tariffs into `data_records`: the tariff `i` (from 1) created `i` seconds after
 * 2024-01-01, in the segment `i mod count/5`; `original_data` NULL, as for orders. Run it as the
 * tables' owner inside a transaction with `app.client_id` set, as `insertBenchOrders`.
 */
export async function insertBenchTariffs(
  db: Kysely<DatabaseTables>,
  target: { readonly clientId: string; readonly providerId: string; readonly count: number },
): Promise<void> {
  const segments = Math.max(1, Math.floor(target.count / 5));
  await sql`insert into data_records (client_id, provider_id, data, created_at)
    select ${target.clientId}, ${target.providerId}::uuid, d, timestamptz '2024-01-01T00:00:00Z' + make_interval(secs => i)
    from generate_series(1::bigint, ${target.count}::bigint) as i,
    lateral (select jsonb_build_object(
      'segment', 's' || lpad((i % ${segments})::text, 4, '0'),
      'kind', (array['A', 'B', 'C'])[(1 + (i * 7) % 3)::int],
      'rate', ((i * 7727) % 5001) / 100.0,
      'name', 'tariff ' || i
    ) as d) as values`.execute(db);
}

/**
 * `bench_tariffs`: the tariffs with typed columns (`rate` a `numeric`, the rest text), keyed by
 * `(client_id, id)`, with a B-tree index on `(client_id, segment)`. Same transaction rules as
 * {@link insertBenchTariffs}.
 */
export async function createBenchTariffsTable(
  db: Kysely<DatabaseTables>,
  providerId: string,
): Promise<void> {
  await sql`create table bench_tariffs as select client_id, id, created_at,
    data ->> 'segment' as segment, data ->> 'kind' as kind, (data ->> 'rate')::numeric as rate,
    data ->> 'name' as name
    from data_records where provider_id = ${providerId}::uuid`.execute(db);
  await sql`alter table bench_tariffs add primary key (client_id, id)`.execute(db);
  await sql`create index on bench_tariffs (client_id, segment)`.execute(db);
}
