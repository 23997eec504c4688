import { type Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../modules/clients/createClient';
import { sharedFieldIndexSql, sharedFieldStatisticsSql } from '../../modules/queries/fieldIndexes';
import { providerPartitionName } from '../../modules/queries/providerPartitions';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { startTestProcess } from '../../testing/startTestProcess';
import { testClientSeed } from '../../testing/testClientSeed';
import { migrateTestTo, testMigrator } from '../../testing/testMigrator';
import type { Database } from '../database.types';
import { runScoped } from '../scopedTransaction';

// A database migrated before 0016 holds every provider's records in one `data_records`; 0016
// moves each provider's into a partition of its own, with its field indexes, and every reader and
// writer sees the same records before and after, and after going back down.

const orders = '00000000-0000-4000-8000-0000000016aa';
const tariffs = '00000000-0000-4000-8000-0000000016bb';
const later = '00000000-0000-4000-8000-0000000016cc';
const empty = '00000000-0000-4000-8000-0000000016dd';
const recordId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(testDatabaseKinds)('0016_provider_partitions on %s', (kind) => {
  let db: Database;
  let migrator: Migrator;
  let clientId: string;

  const scoped = <T>(work: Parameters<typeof runScoped<T>>[2]) =>
    runScoped(db.kysely, { clientId }, work);
  /** Every record as the requests' view shows it, and the table each row is stored in. */
  const records = () =>
    scoped(async (trx) => ({
      viewed: (
        await sql<{
          provider: string;
          id: string;
          data: unknown;
        }>`select provider_id::text as provider,
          id::text, data from tenant_data_records order by provider_id, id`.execute(trx)
      ).rows,
    }));
  const storedIn = () =>
    scoped(
      async (trx) =>
        (
          await sql<{ table: string; count: number }>`select tableoid::regclass::text as table,
            count(*)::int as count from data_records group by 1 order by 1`.execute(trx)
        ).rows,
    );
  /** The tables the statement's plan reads (`explain`), as the request role. */
  const tablesRead = (providerId: string) =>
    scoped(async (trx) => {
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`explain select id from tenant_data_records
        where provider_id = ${sql.raw(`'${providerId}'::uuid`)} and status = 'active'`.execute(trx);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      const tables = [...plan.matchAll(/ on (data_records_\w+)/g)].map((match) => match[1]!);
      return [...new Set(tables)].filter((name) => !/_(idx|pkey)$/.test(name));
    });
  const insert = (providerId: string, id: string, data: object) =>
    scoped((trx) =>
      trx
        .insertInto('data_records')
        .values({ client_id: clientId, provider_id: providerId, id, data: JSON.stringify(data) })
        .execute(),
    );
  const startProcess = (providerId: string, id: string) =>
    scoped((trx) => startTestProcess(trx, { clientId, providerId, recordId: id }));
  const migrateTo = (name: string) => migrateTestTo(migrator, name);

  const before = [
    { provider: orders, id: recordId(1), data: { amount: 5, region: 'north' } },
    { provider: orders, id: recordId(2), data: { amount: 7, region: 'south' } },
    { provider: tariffs, id: recordId(3), data: { segment: 'A' } },
  ];

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    migrator = await testMigrator(db);
    await migrateTo('0015_session_membership');
    clientId = await createClient(db.kysely, testClientSeed('partitioned'));
    for (const record of before) await insert(record.provider, record.id, record.data);
    await startProcess(orders, recordId(1));
    // A field index of the shared table, as the indexer built them before 0016.
    // Field indexes of the shared table, as the indexer built them before 0016: one of a provider
    // with records, one of a provider with none yet (a view saved before any record).
    for (const index of [
      { providerId: orders, fieldName: 'amount' },
      { providerId: empty, fieldName: 'amount' },
    ]) {
      await sharedFieldIndexSql(index, false, 'data_records').execute(db.kysely);
      await sharedFieldStatisticsSql(index, 'data_records').execute(db.kysely);
    }
  });

  afterAll(async () => {
    await db?.close();
  });

  it('moves each provider’s records into its partition, with its field indexes', async () => {
    expect(await migrateTo('0016_provider_partitions')).toEqual(['Up 0016_provider_partitions']);
    expect((await records()).viewed).toEqual(before);
    expect(await storedIn()).toEqual(
      [
        { table: providerPartitionName(orders), count: 2 },
        { table: providerPartitionName(tariffs), count: 1 },
      ].sort((a, b) => a.table.localeCompare(b.table)),
    );
    // The statement of one provider plans over its partition alone.
    expect(await tablesRead(orders)).toEqual([providerPartitionName(orders)]);
    // The field index is in the partition, whole, and the shared statistics are gone.
    const { rows: indexes } = await sql<{ table: string; partial: boolean }>`
      select indrelid::regclass::text as table, indpred is not null as partial
      from pg_index join pg_class on pg_class.oid = indexrelid
      where pg_class.relname like ${'data_records_%'} and indexprs is not null
        and pg_class.relnamespace = to_regnamespace(current_schema())
      order by 1`.execute(db.kysely);
    expect(indexes).toEqual(
      [orders, empty].map((providerId) => ({
        table: providerPartitionName(providerId),
        partial: false,
      })),
    );
    const { rows: statistics } = await sql<{ count: number }>`select count(*)::int as count
      from pg_statistic_ext where stxnamespace = to_regnamespace(current_schema())`.execute(
      db.kysely,
    );
    expect(statistics).toEqual([{ count: 0 }]);
  });

  it('keeps the keys, the tenants’ policy and the processes’ reference on the partitioned table', async () => {
    // A new provider's records go to the default partition until it has one.
    await insert(later, recordId(4), { x: 1 });
    expect(await tablesRead(later)).toEqual(['data_records_default']);
    await expect(insert(orders, recordId(1), {})).rejects.toThrow(/duplicate key/);
    await expect(startProcess(orders, recordId(50))).rejects.toThrow(/foreign key/);
    await expect(
      scoped((trx) => trx.deleteFrom('data_records').where('id', '=', recordId(1)).execute()),
    ).rejects.toThrow(/foreign key/);
    // Another tenant sees none of them, through the table or the view.
    const other = await createClient(db.kysely, testClientSeed('neighbour'));
    const seen = await runScoped(db.kysely, { clientId: other }, async (trx) => [
      ...(await sql`select id from data_records`.execute(trx)).rows,
      ...(await sql`select id from tenant_data_records`.execute(trx)).rows,
    ]);
    expect(seen).toEqual([]);
  });

  it('goes back down to one table with every record, and up again', async () => {
    const all = (await records()).viewed;
    expect(await migrateTo('0015_session_membership')).toEqual(['Down 0016_provider_partitions']);
    expect((await records()).viewed).toEqual(all);
    expect(await storedIn()).toEqual([{ table: 'data_records', count: 4 }]);
    await expect(startProcess(orders, recordId(50))).rejects.toThrow(/foreign key/);

    expect(await migrateTo('0016_provider_partitions')).toEqual(['Up 0016_provider_partitions']);
    expect((await records()).viewed).toEqual(all);
    expect((await storedIn()).map((row) => row.table)).toEqual(
      [orders, tariffs, later].map(providerPartitionName).sort(),
    );
  });
});
