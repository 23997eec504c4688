import { type Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderPartition } from '../../modules/queries/providerPartitions';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { migrateTestTo, testMigrator } from '../../testing/testMigrator';
import type { Database } from '../database.types';

// 0018 adds the active records' count index to `data_records`, so every partition has one (the
// default partition, a provider's, and one made later), and the words' index to the record keys;
// `down` takes them away again.

const providerId = '00000000-0000-4000-8000-0000000018aa';
const laterProviderId = '00000000-0000-4000-8000-0000000018bb';

describe.each(testDatabaseKinds)('0018_count_indexes on %s', (kind) => {
  let db: Database;
  let migrator: Migrator;

  const migrateTo = (name: string) => migrateTestTo(migrator, name);
  // The count indexes: the records' (partitioned, and each partition's) and the keys', by the
  // table they index.
  const countIndexes = async () =>
    (
      await sql<{ table: string; definition: string }>`
        select table_class.relname as table, pg_get_indexdef(index_class.oid) as definition
          from pg_index
          join pg_class as index_class on index_class.oid = pg_index.indexrelid
          join pg_class as table_class on table_class.oid = pg_index.indrelid
         where table_class.relnamespace = to_regnamespace(current_schema())
           and table_class.relname like 'data_record%'
           and (pg_get_indexdef(index_class.oid) like '%(client_id, provider_id) WHERE%'
             or pg_get_indexdef(index_class.oid) like '%(client_id, key_field, text) WHERE%')
         order by table_class.relname`.execute(db.kysely)
    ).rows.map((row) => ({
      table: row.table,
      definition: row.definition.replace(/^.* USING /, ''),
    }));

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    migrator = await testMigrator(db);
    await migrateTo('0017_record_keys');
    await db.kysely.transaction().execute((trx) => createProviderPartition(trx, providerId));
  });

  afterAll(async () => {
    await db?.close();
  });

  it('indexes the active records of every partition by client and provider, the keys by their words, and takes them away again', async () => {
    const partition = `data_records_${providerId.replaceAll('-', '')}`;
    const later = `data_records_${laterProviderId.replaceAll('-', '')}`;
    const words = {
      table: 'data_record_keys',
      definition: 'btree (client_id, key_field, text) WHERE (class = 4)',
    };
    const indexed = (tables: string[]) => [
      words,
      ...tables.map((table) => ({
        table,
        definition: "btree (client_id, provider_id) WHERE (status = 'active'::text)",
      })),
    ];
    expect(await countIndexes()).toEqual([]);
    expect(await migrateTo('0018_count_indexes')).toEqual(['Up 0018_count_indexes']);
    expect(await countIndexes()).toEqual(
      indexed(['data_records', partition, 'data_records_default']),
    );
    await db.kysely.transaction().execute((trx) => createProviderPartition(trx, laterProviderId));
    expect(await countIndexes()).toEqual(
      indexed(['data_records', partition, later, 'data_records_default']),
    );
    expect(await migrateTo('0017_record_keys')).toEqual(['Down 0018_count_indexes']);
    expect(await countIndexes()).toEqual([]);
  });
});
