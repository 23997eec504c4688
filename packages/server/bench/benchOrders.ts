import { type Kysely, sql } from 'kysely';
import type { DatabaseTables } from '../src/database/databaseTables';

/*
 * The orders the query benchmarks read: one provider's records with 30 fields, generated in SQL
 * (deterministic, so every run holds the same data), and the same data in a table with real typed
 * columns — the physical limit the product's queries are measured against.
 */

/** The value type of an order field, as a provider field declares it. */
export type BenchOrderFieldType = 'text' | 'number' | 'date';

const fillerFields = Array.from(
  { length: 23 },
  (_, index) => `f${String(index + 1).padStart(2, '0')}`,
);

/** One field of an order: its provider field (name, value type) and its typed column. */
export interface BenchOrderField {
  /** The provider field's id and `dbFieldName`, and the view column's id. */
  readonly name: string;
  readonly type: BenchOrderFieldType;
  /** The column of `bench_orders` holding it. */
  readonly column: string;
}

const field = (name: string, type: BenchOrderFieldType, column = name): BenchOrderField => ({
  name,
  type,
  column,
});

/** The 30 fields of an order, in column order: seven real ones and 23 short texts. */
export const benchOrderFields: readonly BenchOrderField[] = [
  field('number', 'text'),
  field('region', 'text'),
  field('status', 'text'),
  field('amount', 'number'),
  field('customer', 'text'),
  field('orderedOn', 'date', 'ordered_on'),
  field('segment', 'text'),
  ...fillerFields.map((name) => field(name, 'text')),
];

const columnTypes = { text: sql`text`, number: sql`float8`, date: sql`date` } as const;

/**
 * Inserts `count` orders into `data_records` in batches of 100,000: the record `i` (from 1) was
 * created `i` seconds after 2024-01-01; `region` is one of 100 (`r00`–`r99`), `status` open for
 * half of them, `amount` each value twice per 1,000,000. Orders have no computed fields: their
 * written values are `data`, so `original_data` stays NULL (database/originalData.ts). Run it as
 * the tables' owner inside a transaction with `app.client_id` set: row-level security applies to
 * the owner too.
 */
export async function insertBenchOrders(
  db: Kysely<DatabaseTables>,
  target: { readonly clientId: string; readonly providerId: string; readonly count: number },
): Promise<void> {
  const fillers = fillerFields.flatMap((name, index) => [
    sql.lit(name),
    sql`'value ' || ((i * ${sql.lit(index + 3)}) % 1000)`,
  ]);
  const batch = 100_000;
  for (let start = 1; start <= target.count; start += batch) {
    const end = Math.min(target.count, start + batch - 1);
    await sql`insert into data_records (client_id, provider_id, data, created_at)
      select ${target.clientId}, ${target.providerId}::uuid, d, timestamptz '2024-01-01T00:00:00Z' + make_interval(secs => i)
      from generate_series(${start}::bigint, ${end}::bigint) as i,
      lateral (select jsonb_build_object(
        'number', 'ZAM/' || i,
        'region', 'r' || lpad(((i * 7919) % 100)::text, 2, '0'),
        'status', (array['open', 'open', 'open', 'closed', 'closed', 'cancelled'])[(1 + (i * 31) % 6)::int],
        'amount', ((i * 104729) % 500000) / 100.0 - 100,
        'customer', 'c' || ((i * 13) % 20000),
        'orderedOn', to_char(date '2024-01-01' + (i % 366)::int, 'YYYY-MM-DD'),
        'segment', 's' || lpad(((i * 17) % 2000)::text, 4, '0')
      ) || jsonb_build_object(${sql.join(fillers)}) as d) as values`.execute(db);
  }
}

/**
 * `bench_orders`: the provider's records with typed columns (`ordered_on` a date, `amount` a
 * float8, the rest text), keyed by `(client_id, id)`, with B-tree indexes on `(client_id,
 * status)`, `(client_id, amount)` and `(client_id, region)` (what the filtered reader's role
 * tests: ours gets a field index on it too). Same transaction rules as {@link insertBenchOrders}.
 */
export async function createBenchOrdersTable(
  db: Kysely<DatabaseTables>,
  providerId: string,
): Promise<void> {
  const columns = benchOrderFields.map(
    (one) =>
      sql`(data ->> ${sql.lit(one.name)})::${columnTypes[one.type]} as ${sql.id(one.column)}`,
  );
  await sql`create table bench_orders as select client_id, provider_id, id, created_at,
    ${sql.join(columns)} from data_records where provider_id = ${providerId}::uuid`.execute(db);
  await sql`alter table bench_orders add primary key (client_id, id)`.execute(db);
  await sql`create index on bench_orders (client_id, status)`.execute(db);
  await sql`create index on bench_orders (client_id, amount)`.execute(db);
  await sql`create index on bench_orders (client_id, region)`.execute(db);
}

/**
 * The hand-written indexes a developer would give the orders where they are stored — JSONB in
 * the provider's partition of `data_records` — for the endpoint's reference route on that
 * storage: `(client_id, amount)` and `(client_id, region)` as typed expressions of `data`, over
 * the active records. Run as the tables' owner.
 */
export async function indexBenchOrdersJsonb(
  db: Kysely<DatabaseTables>,
  partition: string,
): Promise<void> {
  await sql`create index on ${sql.table(partition)} (client_id, ((data ->> 'amount')::float8))
    where status = 'active'`.execute(db);
  await sql`create index on ${sql.table(partition)} (client_id, (data ->> 'region'))
    where status = 'active'`.execute(db);
  await sql`analyze ${sql.table(partition)}`.execute(db);
}
