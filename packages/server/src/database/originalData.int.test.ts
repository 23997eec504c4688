import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintTenantScope } from '../modules/access/tenantScope';
import { insertDataRecords } from '../modules/queries/dataRecordRepository';
import { addTestUser, demoClientId } from '../testing/addTestUser';
import { createTestApp } from '../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../testing/createTestCaller';
import { openTestDatabase, testDatabaseKinds } from '../testing/openTestDatabase';
import { testComputedField, testValueField } from '../testing/testProviderFields';
import type { Database } from './database.types';
import { runScoped } from './scopedTransaction';

// A record's written values are stored in `original_data` only where they differ from its read
// values (`data`); readers — the record API, `tenant_data_records` — see them whole either way.

describe.each(testDatabaseKinds)('original_data on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let demo: string;
  /** Value fields only: `data` is the written values. */
  let plainId: string;
  /** A computed `price`: `data` holds more than the written values. */
  let pricedId: string;

  const fields = (values: Record<string, unknown>) =>
    Object.entries(values).map(([providerFieldId, value]) => ({ providerFieldId, value }));
  const save = async (providerId: string, values: Record<string, unknown>, recordId?: string) => {
    const url = `/dataRecords/${providerId}/record${recordId === undefined ? '' : `/${recordId}`}`;
    const response = await api.call('admin', 'PUT', url, { fields: fields(values) });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; data: object; originalData: object };
  };
  /** The row as stored, and its `original_data` as the view shows it. */
  const stored = (recordId: string) =>
    runScoped(db.kysely, { clientId: demo }, async (trx) => ({
      ...(await trx
        .selectFrom('data_records')
        .select(['data', 'original_data'])
        .where('id', '=', recordId)
        .executeTakeFirstOrThrow()),
      viewed: (
        await sql<{ original_data: object | null }>`select original_data from tenant_data_records
          where id = ${recordId}`.execute(trx)
      ).rows[0]?.original_data,
    }));

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    demo = await demoClientId(db);
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await api.login('admin', 'admin@example.com');
    const provider = async (name: string, providerFields: object[]) => {
      const response = await api.call('admin', 'PUT', '/settings/dataProviders', {
        name,
        type: 'manual',
        config: { fields: providerFields },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.id as string;
    };
    plainId = await provider('Kontakty', [
      testValueField('name', 'text'),
      testValueField('city', 'text'),
    ]);
    pricedId = await provider('Wyceny', [
      testValueField('name', 'text'),
      testValueField('power', 'number'),
      testComputedField('price', 'power * 1250'),
    ]);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('stores no original_data for a record whose data is its written values, and reads them back', async () => {
    const written = { name: 'Nowak', city: 'Gdańsk' };
    const record = await save(plainId, written);
    expect(record.originalData).toEqual(written);
    expect(record.data).toEqual(written);
    expect(await stored(record.id)).toEqual({
      data: written,
      original_data: null,
      viewed: written,
    });
  });

  it('stores the written values apart when a computed field makes data differ', async () => {
    const record = await save(pricedId, { name: 'Kowal', power: 4 });
    expect(record.originalData).toEqual({ name: 'Kowal', power: 4 });
    expect(await stored(record.id)).toEqual({
      data: { name: 'Kowal', power: 4, price: 5000 },
      original_data: { name: 'Kowal', power: 4 },
      viewed: { name: 'Kowal', power: 4 },
    });
  });

  it('keeps the untouched written values in a partial update of a record stored without them', async () => {
    const created = await save(plainId, { name: 'Wiśniewska', city: 'Opole' });
    const updated = await save(plainId, { city: 'Kalisz' }, created.id);
    expect(updated.originalData).toEqual({ name: 'Wiśniewska', city: 'Kalisz' });
    expect(await stored(created.id)).toEqual({
      data: { name: 'Wiśniewska', city: 'Kalisz' },
      original_data: null,
      viewed: { name: 'Wiśniewska', city: 'Kalisz' },
    });

    // A computed provider's record stored without original_data (an import writes none).
    const importedId = '00000000-0000-4000-8000-00000000f00d';
    await runScoped(db.kysely, { clientId: demo }, (trx) =>
      insertDataRecords(trx, mintTenantScope(demo, 'tester'), pricedId, [
        { id: importedId, data: { name: 'Zając', power: 2 } },
      ]),
    );
    expect((await stored(importedId)).original_data).toBeNull();
    const repriced = await save(pricedId, { power: 3 }, importedId);
    expect(repriced.originalData).toEqual({ name: 'Zając', power: 3 });
    expect(await stored(importedId)).toEqual({
      data: { name: 'Zając', power: 3, price: 3750 },
      original_data: { name: 'Zając', power: 3 },
      viewed: { name: 'Zając', power: 3 },
    });
  });

  it('never shows a NULL original_data through tenant_data_records', async () => {
    const counts = await runScoped(db.kysely, { clientId: demo }, async (trx) => {
      const { rows } = await sql<{ stored: string; viewed: string }>`select
        (select count(*) from data_records where original_data is null) as stored,
        (select count(*) from tenant_data_records where original_data is null) as viewed`.execute(
        trx,
      );
      return rows[0];
    });
    expect(Number(counts?.stored)).toBeGreaterThan(0);
    expect(Number(counts?.viewed)).toBe(0);
  });
});
