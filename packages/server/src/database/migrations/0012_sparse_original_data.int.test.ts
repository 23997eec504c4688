import { type Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../modules/clients/createClient';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { testMigrator } from '../../testing/testMigrator';
import type { Database } from '../database.types';
import { runScoped } from '../scopedTransaction';

// A database migrated before 0012 holds `original_data` on every record; 0012 keeps it only where
// it differs from `data`, and every reader sees the same written values before and after.

const providerId = '00000000-0000-4000-8000-0000000012aa';
/** Records written before 0012, by how their `original_data` compares with `data`. */
const written = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    data: '{"a": 1, "b": "x"}',
    original: '{"a": 1, "b": "x"}',
  },
  // The same JSONB, spelt differently: other key order and spacing, 1.0 for 1.
  {
    id: '00000000-0000-4000-8000-000000000002',
    data: '{"b":"x","a":1.0}',
    original: '{"a": 1, "b": "x"}',
  },
  { id: '00000000-0000-4000-8000-000000000003', data: '{"a": 2, "p": 5}', original: '{"a": 2}' },
];

describe.each(testDatabaseKinds)('0012_sparse_original_data on %s', (kind) => {
  let db: Database;
  let migrator: Migrator;
  let clientId: string;

  const scoped = <T>(work: Parameters<typeof runScoped<T>>[2]) =>
    runScoped(db.kysely, { clientId }, work);
  /** Each record's `original_data` as stored in the table, and as the view shows it. */
  const originals = () =>
    scoped(async (trx) => ({
      stored: (
        await sql<{ original_data: unknown }>`select original_data from data_records
          where provider_id = ${providerId} order by id`.execute(trx)
      ).rows.map((row) => row.original_data),
      viewed: (
        await sql<{ original_data: unknown }>`select original_data from tenant_data_records
          where provider_id = ${providerId} order by id`.execute(trx)
      ).rows.map((row) => row.original_data),
    }));
  const insert = (id: string, originalData: string | null | undefined) =>
    scoped((trx) =>
      trx
        .insertInto('data_records')
        .values({
          client_id: clientId,
          provider_id: providerId,
          id,
          data: '{"a": 3}',
          ...(originalData === undefined ? {} : { original_data: originalData }),
        })
        .execute(),
    );
  /** Migrates up to 0012 (not past it: a later migration is not this test's): the names run. */
  const migrateTo0012 = async () => {
    const { error, results } = await migrator.migrateTo('0012_sparse_original_data');
    expect(error).toBeUndefined();
    return results?.map((result) => result.migrationName);
  };
  const remove = (id: string) =>
    scoped((trx) => trx.deleteFrom('data_records').where('id', '=', id).execute());

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    migrator = await testMigrator(db);
    expect((await migrator.migrateTo('0011_order_key_functions_v2')).error).toBeUndefined();
    clientId = await createClient(db.kysely, testClientSeed('older'));
    await scoped((trx) =>
      trx
        .insertInto('data_records')
        .values(
          written.map((record) => ({
            client_id: clientId,
            provider_id: providerId,
            id: record.id,
            data: record.data,
            original_data: record.original,
          })),
        )
        .execute(),
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  const writtenValues = [{ a: 1, b: 'x' }, { a: 1, b: 'x' }, { a: 2 }];

  it('keeps original_data only where it differs from data, and readers see the same values', async () => {
    expect(await originals()).toEqual({ stored: writtenValues, viewed: writtenValues });
    expect(await migrateTo0012()).toEqual(['0012_sparse_original_data']);
    expect(await originals()).toEqual({ stored: [null, null, { a: 2 }], viewed: writtenValues });
  });

  it('takes NULL or an object as original_data, NULL when none is given', async () => {
    const id = '00000000-0000-4000-8000-000000000004';
    await insert(id, undefined);
    expect((await originals()).stored[3]).toBeNull();
    await remove(id);
    await expect(insert(id, '[1]')).rejects.toThrow(/data_records_values_check/);
  });

  it('goes back down to original_data on every record, and up again', async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await originals()).toEqual({ stored: writtenValues, viewed: writtenValues });
    const id = '00000000-0000-4000-8000-000000000004';
    await expect(insert(id, null)).rejects.toThrow(/null/);
    await insert(id, undefined);
    expect((await originals()).stored[3]).toEqual({});
    await remove(id);

    expect(await migrateTo0012()).toEqual(['0012_sparse_original_data']);
    expect(await originals()).toEqual({ stored: [null, null, { a: 2 }], viewed: writtenValues });
  });
});
