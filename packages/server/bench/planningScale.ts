import { randomUUID } from 'node:crypto';
import {
  createEvaluationContext,
  createStaticHost,
  type GeneralQuery,
  type QueryRequest,
} from '@tessera/engine';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../src/database/database.types';
import type { DatabaseTables } from '../src/database/databaseTables';
import { migrate } from '../src/database/migrate';
import { openPostgresDatabase } from '../src/database/openPostgresDatabase';
import { runScoped } from '../src/database/scopedTransaction';
import { mintTenantScope } from '../src/modules/access/tenantScope';
import { compileQuerySql } from '../src/modules/queries/compileQuerySql';
import {
  type FieldIndex,
  sharedFieldIndexSql,
  sharedFieldStatisticsSql,
} from '../src/modules/queries/fieldIndexes';
import { createBenchDatabase } from './benchDatabase';
import { benchAdminDatabaseUrl, benchDatabaseName, numberEnv } from './benchEnv';
import { insertBenchOrders } from './benchOrders';
import { percentile } from './benchTurns';
import { buildFieldIndexes } from './buildFieldIndexes';

/*
 * What one provider's statements cost to plan as other providers get field indexes, in the two
 * layouts of `data_records`, side by side in one database:
 *
 * - partitioned (migration 0016): each provider's records in its partition, with its field
 *   indexes; the statements name the provider, so PostgreSQL plans over that partition alone;
 * - shared (before 0016, kept here in the default partition): every provider's records in one
 *   table, each field a partial index with a `create statistics` object, which every statement
 *   on the table plans with.
 *
 * For each layout: the median planning time (`explain (summary)`, 30 runs) of a view's page —
 * a word filter, sorted by a number, a page of 50 — and of its count, over a provider of 2,000
 * records, first alone, then with `BENCH_PROVIDERS` (default 200) other providers of 5 records
 * and 2 field indexes each in the same layout. The ratio "with / alone" is what the others cost.
 *
 *   npx -y pnpm@10 --filter @tessera/server bench:planning     (PostgreSQL on 127.0.0.1:5432)
 */

const others = numberEnv('BENCH_PROVIDERS', 200);
const runs = 30;
const fields = ['status', 'amount'];
const context = createEvaluationContext({
  host: createStaticHost({ now: new Date('2024-06-01T12:00:00Z'), timeZone: 'Europe/Warsaw' }),
  values: {},
});
const request: QueryRequest = {
  sort: [{ fieldAccess: { path: ['amount'] }, direction: 'desc' }],
  pagination: { page: 1, perPage: 50 },
  totals: true,
};
const viewOf = (providerId: string): GeneralQuery => ({
  type: 'general_query',
  fromProviderId: providerId,
  filter: {
    type: 'match_field',
    searchField: { type: 'own_field', fieldName: 'status' },
    matchKind: 'match',
    value: { type: 'const', value: 'open' },
  },
});

/** A layout: how a provider's field indexes are made. */
interface Layout {
  readonly name: string;
  index(db: Database, indexes: readonly FieldIndex[]): Promise<void>;
}

const partitioned: Layout = { name: 'partitioned', index: buildFieldIndexes };

/** Before 0016: partial indexes and statistics on the shared table (the default partition). */
const shared: Layout = {
  name: 'shared',
  async index(db, indexes) {
    for (const index of indexes) {
      await sharedFieldIndexSql(index, false).execute(db.kysely);
      await sharedFieldStatisticsSql(index).execute(db.kysely);
    }
  },
};

async function insertOrders(db: Database, clientId: string, providerId: string, count: number) {
  await db.kysely.transaction().execute(async (trx) => {
    await sql`select set_config('app.client_id', ${clientId}, true)`.execute(trx);
    await insertBenchOrders(trx, { clientId, providerId, count });
  });
}

/** Median planning times (ms) of the provider's page and count statements. */
async function planningTimes(
  db: Kysely<DatabaseTables>,
  clientId: string,
  providerId: string,
): Promise<[page: number, count: number]> {
  const scope = mintTenantScope(clientId, 'bench');
  return runScoped(db, { clientId }, async (trx) => {
    const compiled = compileQuerySql(viewOf(providerId), providerId, { scope, context }, request);
    const medians: number[] = [];
    for (const statement of [compiled.query, compiled.count!]) {
      const { sql: text, parameters } = statement.compile(trx);
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const { rows } = await trx.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(`explain (summary, format json) ${text}`, [...parameters]),
        );
        const [json] = Object.values(rows[0]!);
        const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as [
          { 'Planning Time': number },
        ];
        times.push(plan['Planning Time']);
      }
      medians.push(
        percentile(
          times.sort((a, b) => a - b),
          50,
        ),
      );
    }
    return medians as [number, number];
  });
}

async function main(): Promise<void> {
  const created = await createBenchDatabase(benchAdminDatabaseUrl(), benchDatabaseName('planning'));
  const db = await openPostgresDatabase(created.url);
  try {
    console.log(`${created.version.split(',')[0]}; ${others} other providers per layout`);
    await migrate(db);
    const { rows } = await sql<{ id: string }>`insert into clients (key, name)
      values ('bench', 'Bench') returning id`.execute(db.kysely);
    const clientId = rows[0]!.id;
    const measured = new Map<string, { alone: number[]; crowded: number[] }>();
    const providers = new Map<string, string>();
    for (const layout of [partitioned, shared]) {
      const providerId = randomUUID();
      providers.set(layout.name, providerId);
      await insertOrders(db, clientId, providerId, 2000);
      await layout.index(
        db,
        fields.map((fieldName) => ({ providerId, fieldName })),
      );
    }
    await sql`analyze`.execute(db.kysely);
    for (const layout of [partitioned, shared]) {
      const alone = await planningTimes(db.kysely, clientId, providers.get(layout.name)!);
      measured.set(layout.name, { alone, crowded: [] });
    }
    const started = performance.now();
    for (const layout of [partitioned, shared]) {
      for (let other = 0; other < others; other += 1) {
        const providerId = randomUUID();
        await insertOrders(db, clientId, providerId, 5);
        await layout.index(
          db,
          fields.map((fieldName) => ({ providerId, fieldName })),
        );
      }
    }
    await sql`analyze`.execute(db.kysely);
    console.log(
      `  ${others} providers per layout indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const layout of [partitioned, shared]) {
      measured.get(layout.name)!.crowded = await planningTimes(
        db.kysely,
        clientId,
        providers.get(layout.name)!,
      );
    }
    const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
    console.log(`\n  planning (median of ${runs})      alone      with ${others} others   ratio`);
    for (const [name, { alone, crowded }] of measured) {
      for (const [index, statement] of ['page', 'count'].entries()) {
        const ratio = crowded[index]! / alone[index]!;
        console.log(
          `  ${`${name}, ${statement}`.padEnd(28)} ${ms(alone[index]!)}   ${ms(crowded[index]!)}   ${ratio.toFixed(2)}×`,
        );
      }
    }
    const [partitionedPage] = measured.get('partitioned')!.crowded;
    const [sharedPage] = measured.get('shared')!.crowded;
    console.log(
      `\n  shared / partitioned, page with ${others} others: ${(sharedPage! / partitionedPage!).toFixed(1)}×`,
    );
  } finally {
    await db.close();
    await created.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
