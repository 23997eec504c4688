import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { startTestProcess } from '../../testing/startTestProcess';
import { mintTenantScope } from '../access/tenantScope';
import { insertDataRecords } from './dataRecordRepository';
import { nextProviderIds, useSeededDatabase } from './differentialTestKit';
import {
  createProviderPartition,
  DEFAULT_PARTITION,
  hasProviderPartition,
  providerPartitionName,
} from './providerPartitions';

describe.each(testDatabaseKinds)('provider partitions on %s', (kind) => {
  const database = useSeededDatabase(kind);

  /** Inserts `count` records of the provider as a request would; the first with `firstId`. */
  const insert = (providerId: string, count: number, firstId?: string) => {
    const { db, clientId } = database();
    return runScoped(db.kysely, { clientId }, (trx) =>
      insertDataRecords(
        trx,
        mintTenantScope(clientId, 'tester'),
        providerId,
        Array.from({ length: count }, (_, index) => ({
          ...(index === 0 && firstId !== undefined ? { id: firstId } : {}),
          data: { n: index },
        })),
      ),
    );
  };
  /** The tables the provider's records are stored in, with how many each. */
  const storedIn = (providerId: string) => {
    const { db, clientId } = database();
    return runScoped(db.kysely, { clientId }, async (trx) => {
      const { rows } = await sql<{ table: string; count: number }>`
        select tableoid::regclass::text as table, count(*)::int as count from data_records
        where provider_id = ${providerId}::uuid group by 1`.execute(trx);
      return rows;
    });
  };
  const partitionOf = (providerId: string) =>
    database()
      .db.kysely.transaction()
      .execute((trx) => createProviderPartition(trx, providerId));

  it('moves the records of a provider out of the default partition into its own, once', async () => {
    const { providerId } = nextProviderIds();
    await insert(providerId, 3);
    expect(await storedIn(providerId)).toEqual([{ table: DEFAULT_PARTITION, count: 3 }]);
    expect(await hasProviderPartition(database().db.kysely, providerId)).toBe(false);

    expect(await partitionOf(providerId)).toBe('created');
    expect(await storedIn(providerId)).toEqual([
      { table: providerPartitionName(providerId), count: 3 },
    ]);
    expect(await hasProviderPartition(database().db.kysely, providerId)).toBe(true);
    expect(await partitionOf(providerId)).toBe('exists');
    // New records go straight to it.
    await insert(providerId, 2);
    expect(await storedIn(providerId)).toEqual([
      { table: providerPartitionName(providerId), count: 5 },
    ]);
  });

  it('leaves the records that processes refer to where they are, and changes nothing', async () => {
    const { db, clientId } = database();
    const { providerId, foreignProviderId: recordId } = nextProviderIds();
    await insert(providerId, 2, recordId);
    await runScoped(db.kysely, { clientId }, (trx) =>
      startTestProcess(trx, { clientId, providerId, recordId }),
    );
    expect(await partitionOf(providerId)).toBe('referenced');
    expect(await storedIn(providerId)).toEqual([{ table: DEFAULT_PARTITION, count: 2 }]);
    const { rows } = await sql<{ table: string | null }>`select to_regclass(${providerPartitionName(
      providerId,
    )})::text as table`.execute(db.kysely);
    expect(rows).toEqual([{ table: null }]);
  });

  it('refuses a provider id that is not a UUID', () => {
    expect(() => providerPartitionName("x'; drop table data_records; --")).toThrow(/UUID/);
  });

  // Two sessions: PGlite has one.
  it.skipIf(kind === 'pglite')(
    'holds writes of records while it attaches the partition: a write that began meanwhile lands in it',
    async () => {
      const { db } = database();
      const { providerId } = nextProviderIds();
      await insert(providerId, 1);
      let written: Promise<unknown> | undefined;
      await db.kysely.transaction().execute(async (trx) => {
        expect(await createProviderPartition(trx, providerId)).toBe('created');
        // Another session writes a record of the provider before the partition is committed.
        written = insert(providerId, 1);
        await expect
          .poll(
            async () =>
              (
                await sql<{ waiting: number }>`select count(*)::int as waiting from pg_locks
                  where not granted and relation in ('data_records'::regclass,
                    ${DEFAULT_PARTITION}::regclass)`.execute(db.kysely)
              ).rows[0]?.waiting,
            { timeout: 5_000 },
          )
          .toBe(1);
      });
      await written;
      expect(await storedIn(providerId)).toEqual([
        { table: providerPartitionName(providerId), count: 2 },
      ]);
    },
  );
});
