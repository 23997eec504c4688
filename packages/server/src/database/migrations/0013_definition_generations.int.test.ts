import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../modules/clients/createClient';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import type { Database } from '../database.types';
import type { DatabaseTables } from '../databaseTables';
import { migrate } from '../migrate';
import { runScoped } from '../scopedTransaction';

// A client's definitions' generation moves once in the commit of every transaction that changes
// its definitions, and at no other time: what `definitionCache.ts` relies on.

describe.each(testDatabaseKinds)('0013_definition_generations on %s', (kind) => {
  let db: Database;
  const clients: Record<'a' | 'b', { id: string; version: string }> = {
    a: { id: '', version: '' },
    b: { id: '', version: '' },
  };

  const scoped = <T>(
    client: 'a' | 'b',
    work: (trx: Transaction<DatabaseTables>) => Promise<T>,
  ): Promise<T> => runScoped(db.kysely, { clientId: clients[client].id }, work);
  /** The client's generation as its own transaction reads it ('0' before any change). */
  const generationIn = async (trx: Transaction<DatabaseTables>) => {
    const row = await trx
      .selectFrom('definition_generations')
      .select('generation')
      .executeTakeFirst();
    return row?.generation ?? '0';
  };
  const generation = (client: 'a' | 'b') => scoped(client, generationIn);
  const addDefinition = (trx: Transaction<DatabaseTables>, client: 'a' | 'b', name: string) =>
    trx
      .insertInto('definitions')
      .values({
        client_id: clients[client].id,
        version_id: clients[client].version,
        kind: 'view',
        name,
        body: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    for (const client of ['a', 'b'] as const) {
      const id = await createClient(db.kysely, testClientSeed(`generations-${client}`));
      const version = await runScoped(db.kysely, { clientId: id }, (trx) =>
        trx.selectFrom('application_versions').select('id').executeTakeFirstOrThrow(),
      );
      clients[client] = { id, version: version.id };
    }
  });

  afterAll(async () => {
    await db?.close();
  });

  it('moves once in the commit of a transaction that writes definitions, however many', async () => {
    const before = BigInt(await generation('a'));
    const inside = await scoped('a', async (trx) => {
      const { id } = await addDefinition(trx, 'a', 'Pierwszy');
      await addDefinition(trx, 'a', 'Drugi');
      await trx
        .updateTable('definitions')
        .set({ name: 'Pierwszy!' })
        .where('id', '=', id)
        .execute();
      return generationIn(trx);
    });
    // Not before the commit, even in the writing transaction: the bump is deferred to it.
    expect(BigInt(inside)).toBe(before);
    expect(BigInt(await generation('a'))).toBe(before + 1n);

    await scoped('a', (trx) => trx.deleteFrom('definitions').where('name', '=', 'Drugi').execute());
    expect(BigInt(await generation('a'))).toBe(before + 2n);
  });

  it('stays when the transaction rolls back, and moves for its own client only', async () => {
    const [a, b] = [await generation('a'), await generation('b')];
    await expect(
      scoped('a', async (trx) => {
        await addDefinition(trx, 'a', 'Wycofany');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await generation('a')).toBe(a);

    await scoped('b', (trx) => addDefinition(trx, 'b', 'Tylko B'));
    expect(await generation('a')).toBe(a);
    expect(BigInt(await generation('b'))).toBe(BigInt(b) + 1n);
  });

  it.runIf(kind === 'postgresql')(
    'lets two saves that take their locks in opposite orders both commit',
    async () => {
      // As two designers' saves taking the per-kind advisory locks: the first holds lock 1 and has
      // written, the second holds lock 2 and writes, then the first waits for lock 2. An immediate
      // bump would have the second's write wait for the first's counter row: a deadlock.
      const before = BigInt(await generation('a'));
      let secondLocked!: () => void;
      const second = new Promise<void>((resolve) => {
        secondLocked = resolve;
      });
      let firstWrote!: () => void;
      const first = new Promise<void>((resolve) => {
        firstWrote = resolve;
      });
      const lock = (trx: Transaction<DatabaseTables>, key: number) =>
        sql`select pg_advisory_xact_lock(${key}::bigint)`.execute(trx);
      await Promise.all([
        scoped('a', async (trx) => {
          await lock(trx, 13_001);
          await addDefinition(trx, 'a', 'Zapis 1');
          firstWrote();
          await second;
          await lock(trx, 13_002);
        }),
        scoped('a', async (trx) => {
          await first;
          await lock(trx, 13_002);
          secondLocked();
          await addDefinition(trx, 'a', 'Zapis 2');
        }),
      ]);
      expect(BigInt(await generation('a'))).toBe(before + 2n);
    },
  );
});
