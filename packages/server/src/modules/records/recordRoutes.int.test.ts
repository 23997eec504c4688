import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { testComputedField, testValueField } from '../../testing/testProviderFields';
import { createClient } from '../clients/createClient';

describe.each(testDatabaseKinds)('dataRecords on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let demo: string;
  let north: string;
  let customersId: string;
  let processProviderId: string;

  const put = (who: string, url: string, payload: object, headers?: Record<string, string>) =>
    api.call(who, 'PUT', `/dataRecords/${customersId}${url}`, payload, headers);
  const fields = (values: Record<string, unknown>) =>
    Object.entries(values).map(([providerFieldId, value]) => ({ providerFieldId, value }));

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    demo = await demoClientId(db);
    north = await addTestRole(db, { clientId: demo, name: 'Region północ' });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'seller@example.com', clientId: demo, roleIds: [north] });
    const other = await createClient(db.kysely, testClientSeed('other'));
    await addTestUser(db, { email: 'intruder@example.com', clientId: other, type: 'client_admin' });
    for (const who of ['admin', 'seller', 'intruder']) await api.login(who, `${who}@example.com`);

    const customers = await api.call('admin', 'PUT', '/settings/dataProviders', {
      name: 'Klienci',
      type: 'manual',
      config: {
        fields: [
          testValueField('name', 'text'),
          testValueField('region', 'text'),
          testValueField('power', 'number'),
          testValueField('margin', 'number'),
          testComputedField('price', 'power * 1250'),
          {
            id: 'label',
            dbFieldName: 'label',
            status: 'active',
            type: 'computed_string_template',
            fieldValue: { type: 'text' },
            template: '{{name}} ({{region}})',
          },
        ],
      },
      access: [
        {
          roleIds: [north],
          columns: { type: 'limited', fieldIds: ['name', 'region', 'power', 'price', 'label'] },
          records: {
            type: 'matching',
            condition: {
              type: 'compare_value',
              leftValueAccess: { fieldId: 'region' },
              operator: 'equal',
              rightValue: { type: 'const', value: 'północ' },
            },
          },
        },
      ],
    });
    expect(customers.statusCode).toBe(200);
    customersId = customers.json().data.id;
    const processProvider = await api.call('admin', 'PUT', '/settings/dataProviders', {
      name: 'Sprzedaże',
      type: 'process',
      config: { fields: [testValueField('name', 'text')] },
    });
    processProviderId = processProvider.json().data.id;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const history = (recordId: string) =>
    runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .selectFrom('history_logs')
        .select(['data', 'created_by', 'process_id'])
        .where('record_id', '=', recordId)
        .orderBy('created_at')
        .execute(),
    );

  it('creates a record: written values in originalData, computed ones recomputed in data', async () => {
    const response = await put('admin', '/record', {
      fields: fields({ name: 'Nowak', region: 'północ', power: 4 }),
    });
    expect(response.statusCode).toBe(200);
    const record = response.json().data;
    expect(record).toMatchObject({
      providerId: customersId,
      version: 1,
      originalData: { name: 'Nowak', region: 'północ', power: 4 },
      data: {
        name: 'Nowak',
        region: 'północ',
        power: 4,
        margin: null,
        price: 5000,
        label: 'Nowak (północ)',
      },
    });
    const [event] = await history(record.id);
    expect(event?.data.changedFields).toEqual(
      expect.arrayContaining([
        {
          providerFieldId: 'price',
          oldValue: null,
          newValue: 5000,
          oldPresentedValue: '',
          newPresentedValue: '5000',
        },
      ]),
    );
  });

  it("presents history values in the client's locale", async () => {
    const setLocale = (locale: string) =>
      sql`update clients set settings = settings || ${JSON.stringify({ defaultLocale: locale })}::jsonb where id = ${demo}`.execute(
        db.kysely,
      );
    await setLocale('en');
    try {
      const response = await put('admin', '/record', {
        fields: fields({ name: 'Kowal', power: 1.5 }),
      });
      expect(response.statusCode).toBe(200);
      const [event] = await history(response.json().data.id);
      expect(event?.data.changedFields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ providerFieldId: 'price', newPresentedValue: '1,875' }),
        ]),
      );
    } finally {
      await setLocale('pl');
    }
    const polish = await put('admin', '/record', {
      fields: fields({ name: 'Nowicki', power: 1.5 }),
    });
    const [event] = await history(polish.json().data.id);
    expect(event?.data.changedFields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ providerFieldId: 'power', newPresentedValue: '1,5' }),
      ]),
    );
  });

  it('never takes a computed value from the client: writing one is refused', async () => {
    const response = await put('admin', '/record', { fields: fields({ name: 'X', price: 1 }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: '/fields/1/value', message: 'is not a field that can be written here' },
    ]);
  });

  it('refuses values that do not fit their types, with the path of each', async () => {
    const response = await put('admin', '/record', {
      fields: fields({ name: 7, power: '4', nope: 1 }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: '/fields/0/value', message: 'must be text' },
      { path: '/fields/1/value', message: 'must be a number' },
      { path: '/fields/2/value', message: 'is not a field of the provider: "nope"' },
    ]);
  });

  it('updates with a reason, writes the history with old and new values, and refuses a stale version', async () => {
    const created = (
      await put('admin', '/record', { fields: fields({ name: 'Kowal', power: 2 }) })
    ).json().data;
    const updated = await put('admin', `/record/${created.id}`, {
      fields: fields({ power: 3 }),
      updateReason: 'Korekta mocy',
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      version: 2,
      data: { name: 'Kowal', power: 3, price: 3750 },
    });
    const events = await history(created.id);
    expect(events).toHaveLength(2);
    expect(events[1]?.data).toEqual({
      updateReason: 'Korekta mocy',
      changedFields: [
        {
          providerFieldId: 'power',
          oldValue: 2,
          newValue: 3,
          oldPresentedValue: '2',
          newPresentedValue: '3',
        },
        {
          providerFieldId: 'price',
          oldValue: 2500,
          newValue: 3750,
          oldPresentedValue: '2500',
          newPresentedValue: '3750',
        },
      ],
    });
    const stale = await put('admin', `/record/${created.id}`, {
      fields: fields({ power: 9 }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorType).toBe('staleRecordVersion');
    expect((await history(created.id)).length).toBe(2);
  });

  it('a retried save with the same Idempotency-Key returns the first answer and writes once', async () => {
    const headers = { 'idempotency-key': 'save-7f3a' };
    const body = { fields: fields({ name: 'Raz', region: 'północ' }) };
    const first = await put('admin', '/record', body, headers);
    const retry = await put('admin', '/record', body, headers);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    const count = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .selectFrom('data_records')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('provider_id', '=', customersId)
        .where(sqlNameIs('Raz'))
        .executeTakeFirstOrThrow(),
    );
    expect(Number(count.n)).toBe(1);
    const reused = await put('admin', '/record', { fields: fields({ name: 'Dwa' }) }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errorType).toBe('idempotencyKeyReused');
  });

  it('a member writes and reads only their columns and records', async () => {
    const mine = await put('seller', '/record', {
      fields: fields({ name: 'Lis', region: 'północ', power: 1 }),
    });
    expect(mine.statusCode).toBe(200);
    expect(Object.keys(mine.json().data.data).sort()).toEqual([
      'label',
      'name',
      'power',
      'price',
      'region',
    ]);
    const hidden = await put('seller', '/record', { fields: fields({ name: 'Lis', margin: 10 }) });
    expect(hidden.statusCode).toBe(422);

    const south = (
      await put('admin', '/record', { fields: fields({ name: 'Sowa', region: 'południe' }) })
    ).json().data;
    expect(
      (await api.call('seller', 'GET', `/dataRecords/${customersId}/record/${south.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await put('seller', `/record/${south.id}`, { fields: fields({ power: 1 }) })).statusCode,
    ).toBe(404);
    expect(
      (await api.call('seller', 'DELETE', `/dataRecords/${customersId}/record/${south.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('reads records by ids, 50 at most, leaving out the missing, deleted and hidden alike', async () => {
    const north = (
      await put('admin', '/record', {
        fields: fields({ name: 'Wilk', region: 'północ', margin: 7 }),
      })
    ).json().data;
    const south = (
      await put('admin', '/record', { fields: fields({ name: 'Ryś', region: 'południe' }) })
    ).json().data;
    const gone = (await put('admin', '/record', { fields: fields({ name: 'Kret' }) })).json().data;
    await api.call('admin', 'DELETE', `/dataRecords/${customersId}/record/${gone.id}`);
    const missing = '00000000-0000-4000-8000-000000000000';
    const read = (who: string, ids: string[]) =>
      api.call(who, 'POST', `/dataRecords/${customersId}/by-ids`, { ids });

    const byAdmin = await read('admin', [north.id, south.id, gone.id, missing, north.id]);
    expect(byAdmin.statusCode).toBe(200);
    expect(
      byAdmin
        .json()
        .data.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([north.id, south.id].sort());

    const bySeller = await read('seller', [north.id, south.id]);
    expect(bySeller.json().data).toEqual([
      expect.objectContaining({ id: north.id, data: expect.not.objectContaining({ margin: 7 }) }),
    ]);
    expect(bySeller.json().data[0].data).toMatchObject({ name: 'Wilk', region: 'północ' });

    expect((await read('admin', [])).statusCode).toBe(422);
    expect((await read('admin', ['not-a-uuid'])).statusCode).toBe(422);
    const tooMany = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await read('admin', tooMany)).statusCode).toBe(422);
    expect((await read('intruder', [north.id])).statusCode).toBe(404);
  });

  it('records of a process provider are saved through their process, not here', async () => {
    const response = await api.call('seller', 'PUT', `/dataRecords/${processProviderId}/record`, {
      fields: fields({ name: 'A' }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('batch-save writes all items or none', async () => {
    const ok = await put('admin', '/batch-save', {
      items: [{ fields: fields({ name: 'B1' }) }, { fields: fields({ name: 'B2' }) }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.map((r: { data: { name: string } }) => r.data.name)).toEqual([
      'B1',
      'B2',
    ]);
    const failing = await put('admin', '/batch-save', {
      items: [{ fields: fields({ name: 'C1' }) }, { fields: fields({ power: 'x' }) }],
    });
    expect(failing.statusCode).toBe(422);
    expect(failing.json().errors).toEqual([
      { path: '/items/1/fields/0/value', message: 'must be a number' },
    ]);
    const c1 = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx.selectFrom('data_records').select('id').where(sqlNameIs('C1')).execute(),
    );
    expect(c1).toEqual([]);
  });

  it('deletes a record; it is gone for reads and writes', async () => {
    const record = (await put('admin', '/record', { fields: fields({ name: 'Znika' }) })).json()
      .data;
    const url = `/dataRecords/${customersId}/record/${record.id}`;
    expect((await api.call('admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await api.call('admin', 'GET', url)).statusCode).toBe(404);
    expect((await api.call('admin', 'DELETE', url)).statusCode).toBe(404);
  });

  it('another client cannot reach the provider or its records', async () => {
    const record = (await put('admin', '/record', { fields: fields({ name: 'Obcy' }) })).json()
      .data;
    expect(
      (await api.call('intruder', 'GET', `/dataRecords/${customersId}/record/${record.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await put('intruder', `/record/${record.id}`, { fields: fields({ name: 'Hack' }) }))
        .statusCode,
    ).toBe(404);
  });
});

function sqlNameIs(name: string) {
  return sql<boolean>`data ->> 'name' = ${name}`;
}
