import { type Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../modules/clients/createClient';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { migrateTestTo, testMigrator } from '../../testing/testMigrator';
import type { Database } from '../database.types';
import { runScoped } from '../scopedTransaction';

// 0017 adds the record keys' tables and the triggers that keep them; `down` takes them away, and
// records are written as before on either side.

const providerId = '00000000-0000-4000-8000-0000000017aa';

describe.each(testDatabaseKinds)('0017_record_keys on %s', (kind) => {
  let db: Database;
  let migrator: Migrator;
  let clientId: string;

  const migrateTo = (name: string) => migrateTestTo(migrator, name);
  const insert = (region: string) =>
    runScoped(db.kysely, { clientId }, (trx) =>
      trx
        .insertInto('data_records')
        .values({ client_id: clientId, provider_id: providerId, data: JSON.stringify({ region }) })
        .execute(),
    );
  const objects = async () =>
    (
      await sql<{ name: string }>`select name from (
        select relname as name from pg_class
          where relnamespace = to_regnamespace(current_schema()) and relname like 'data_record_key%'
        union all select proname from pg_proc
          where pronamespace = to_regnamespace(current_schema()) and proname like 'tessera_record_keys%'
        union all select tgname from pg_trigger
          where tgrelid = 'data_records'::regclass and not tgisinternal
      ) as found order by name`.execute(db.kysely)
    ).rows.map((row) => row.name);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    migrator = await testMigrator(db);
    await migrateTo('0016_provider_partitions');
    clientId = await createClient(db.kysely, testClientSeed('keyed'));
    await insert('north');
  });

  afterAll(async () => {
    await db?.close();
  });

  it('adds the tables, functions and triggers, takes them away again, and records are written throughout', async () => {
    expect(await migrateTo('0017_record_keys')).toEqual(['Up 0017_record_keys']);
    expect(await objects()).toEqual([
      'data_record_key_fields',
      'data_record_key_fields_id_key',
      'data_record_key_fields_id_seq',
      'data_record_key_fields_pkey',
      'data_record_keys',
      'data_record_keys_deleted',
      'data_record_keys_inserted',
      'data_record_keys_pkey',
      'data_record_keys_updated',
      'tessera_record_keys_deleted',
      'tessera_record_keys_inserted',
      'tessera_record_keys_updated',
    ]);
    await insert('south');
    expect(await migrateTo('0016_provider_partitions')).toEqual(['Down 0017_record_keys']);
    expect(await objects()).toEqual([]);
    await insert('east');
    expect(await migrateTo('0017_record_keys')).toEqual(['Up 0017_record_keys']);
    const { rows } = await runScoped(db.kysely, { clientId }, (trx) =>
      sql<{ count: number }>`select count(*)::int as count from tenant_data_records`.execute(trx),
    );
    expect(rows).toEqual([{ count: 3 }]);
  });
});
