import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { startTestProcess } from '../../testing/startTestProcess';
import { mintTenantScope } from '../access/tenantScope';
import { insertDataRecords } from './dataRecordRepository';
import { nextProviderIds, useSeededDatabase } from './differentialTestKit';
import { createFieldIndexer } from './fieldIndexer';
import { hasProviderPartition } from './providerPartitions';
import { recordKeyRowsSql } from './recordKeys';

interface KeyRow {
  readonly record: string;
  readonly field: string;
  readonly class: number;
  readonly number: number;
  readonly text: string;
}

const recordId = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

describe.each(testDatabaseKinds)('record keys on %s', (kind) => {
  const database = useSeededDatabase(kind);
  const scoped = <T>(work: (trx: Transaction<DatabaseTables>) => Promise<T>, clientId?: string) =>
    runScoped(database().db.kysely, { clientId: clientId ?? database().clientId }, work);

  /** The keys of a provider as the request role reads them. */
  const keysOf = (providerId: string, clientId?: string) =>
    scoped(
      async (trx) =>
        (
          await sql<KeyRow>`select k.record_id::text as record, f.field_name as field,
            k.class::int as class, k.number, k.text
            from data_record_keys k join data_record_key_fields f on f.id = k.key_field
            where f.provider_id = ${providerId}::uuid order by k.record_id, f.field_name`.execute(
            trx,
          )
        ).rows,
      clientId,
    );
  /** The keys the provider's active records should have, computed from them. */
  const expectedKeys = (providerId: string, fieldNames: readonly string[]) =>
    scoped(
      async (trx) =>
        (
          await sql<KeyRow>`select record, f.field_name as field, class::int as class, number,
            text from (
            select ${recordKeyRowsSql('r', 'f')}
            from tenant_data_records r join data_record_key_fields f
              on f.provider_id = r.provider_id and f.field_name = any(${fieldNames}::text[])
            where r.provider_id = ${providerId}::uuid and r.status = 'active'
          ) as keys (client, key_field, class, number, text, record)
          join data_record_key_fields f on f.id = key_field
          order by record, field`.execute(trx)
        ).rows,
    );
  const write = (statement: (trx: Transaction<DatabaseTables>) => Promise<unknown>) =>
    scoped(async (trx) => {
      await statement(trx);
    });
  /** The physical places of a provider's keys: a key rewritten moves. */
  const places = (providerId: string) =>
    scoped(
      async (trx) =>
        (
          await sql<{ place: string }>`select k.ctid::text as place
            from data_record_keys k join data_record_key_fields f on f.id = k.key_field
            where f.provider_id = ${providerId}::uuid order by k.record_id, f.field_name`.execute(
            trx,
          )
        ).rows,
    );

  it('keep one key per active record of a key field, through every kind of write', async () => {
    const { db, clientId } = database();
    const { providerId, foreignProviderId: otherProvider } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    await write((trx) =>
      insertDataRecords(trx, scope, providerId, [
        { id: recordId(1), data: { region: 'north', amount: 1 } },
        { id: recordId(2), data: { region: 'south', amount: 2 } },
        { id: recordId(3), data: { region: 5 } },
        { id: recordId(4), data: { amount: 4 } },
        { id: recordId(5), data: { region: ['north'] } },
      ]),
    );
    const warn = vi.fn();
    const indexer = createFieldIndexer(db, { warn });
    const fields = ['region', 'segment'];
    indexer.ensureKeys(fields.map((fieldName) => ({ providerId, fieldName })));
    await indexer.settled();
    expect(warn).not.toHaveBeenCalled();
    // Filled from the records written before: every active record has a key of each field.
    const filled = await keysOf(providerId);
    expect(filled).toEqual(await expectedKeys(providerId, fields));
    expect(filled).toHaveLength(10);
    expect(filled.find((key) => key.record === recordId(1) && key.field === 'region')).toEqual({
      record: recordId(1),
      field: 'region',
      class: 4,
      number: 0,
      text: 'north',
    });

    // Written one at a time and many at once, they keep up.
    await write((trx) =>
      insertDataRecords(trx, scope, providerId, [
        { id: recordId(6), data: { region: 'east' } },
        { id: recordId(7), data: { region: 'west', segment: 'B' } },
      ]),
    );
    expect(await keysOf(providerId)).toEqual(await expectedKeys(providerId, fields));
    await write((trx) =>
      trx
        .updateTable('data_records')
        .set({ data: JSON.stringify({ region: 'east', amount: 1 }) })
        .where('provider_id', '=', providerId)
        .where('id', '=', recordId(1))
        .execute(),
    );
    expect(await keysOf(providerId)).toEqual(await expectedKeys(providerId, fields));
    expect((await keysOf(providerId)).filter((key) => key.text === 'north')).toEqual([]);

    // A write that leaves the key fields' values as they were leaves their keys where they are.
    const before = await places(providerId);
    await write((trx) =>
      trx
        .updateTable('data_records')
        .set({ data: sql`data || '{"amount": 9}'::jsonb` })
        .where('provider_id', '=', providerId)
        .execute(),
    );
    expect(await places(providerId)).toEqual(before);

    // Records that stop being active lose their keys, and get them back when they are again.
    const setStatus = (status: 'active' | 'deleted', ids: readonly string[]) =>
      write((trx) =>
        trx
          .updateTable('data_records')
          .set({ status })
          .where('provider_id', '=', providerId)
          .where('id', 'in', [...ids])
          .execute(),
      );
    await setStatus('deleted', [recordId(2), recordId(3)]);
    expect((await keysOf(providerId)).map((key) => key.record)).not.toContain(recordId(2));
    expect(await keysOf(providerId)).toEqual(await expectedKeys(providerId, fields));
    await setStatus('active', [recordId(2)]);
    expect(await keysOf(providerId)).toEqual(await expectedKeys(providerId, fields));
    await write((trx) =>
      trx
        .deleteFrom('data_records')
        .where('provider_id', '=', providerId)
        .where('id', 'in', [recordId(4), recordId(5)])
        .execute(),
    );
    const after = await keysOf(providerId);
    expect(after).toEqual(await expectedKeys(providerId, fields));
    expect(after.map((key) => key.record)).not.toContain(recordId(5));

    // A provider without key fields gets none; another client sees none of these.
    await write((trx) =>
      insertDataRecords(trx, scope, otherProvider, [{ data: { region: 'north' } }]),
    );
    expect(await keysOf(otherProvider)).toEqual([]);
    expect(await keysOf(providerId, randomUUID())).toEqual([]);
    // A second indexer (a restarted server) finds them filled and leaves them.
    const filledPlaces = await places(providerId);
    const again = createFieldIndexer(db, { warn });
    again.ensureKeys([{ providerId, fieldName: 'region' }]);
    await again.settled();
    expect(await places(providerId)).toEqual(filledPlaces);
    expect(warn).not.toHaveBeenCalled();
  });

  it('are filled from the shared partition for a provider that stays there', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    await write(async (trx) => {
      await insertDataRecords(trx, scope, providerId, [
        { id: recordId(11), data: { region: 'north' } },
        { id: recordId(12), data: { region: 'south' } },
      ]);
      // Records processes refer to keep their provider in the default partition.
      await startTestProcess(trx, { clientId, providerId, recordId: recordId(11) });
    });
    const warn = vi.fn();
    const indexer = createFieldIndexer(db, { warn });
    indexer.ensureKeys([{ providerId, fieldName: 'region' }]);
    await indexer.settled();
    expect(warn).not.toHaveBeenCalled();
    expect(await hasProviderPartition(db.kysely, providerId)).toBe(false);
    const keys = await keysOf(providerId);
    expect(keys.map((key) => key.text)).toEqual(['north', 'south']);
    expect(keys).toEqual(await expectedKeys(providerId, ['region']));
  });

  it('are refused for another client’s records by the tenants’ policy', async () => {
    await expect(
      scoped((trx) =>
        sql`insert into data_record_keys
          (client_id, key_field, class, number, text, record_id)
          values (${randomUUID()}::uuid, 1, 4, 0, 'x', ${randomUUID()}::uuid)`.execute(trx),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
