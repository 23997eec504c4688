import { pvSalesIds } from '@tessera/demo-app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { seedDemoApp } from '../../testing/seedDemoApp';

const lead = (name: string) => ({
  processSettingsId: pvSalesIds.salesProcess,
  formId: pvSalesIds.leadForm,
  fields: [
    { fieldId: 'customerName', value: name },
    { fieldId: 'phone', value: '600 100 200' },
    { fieldId: 'monthlyBill', value: 350 },
  ],
});

const offer = (extra: { fieldId: string; value: unknown }[] = []) => ({
  formId: pvSalesIds.offerForm,
  fields: [
    { fieldId: 'power', value: 5 },
    { fieldId: 'unitPrice', value: 4000 },
    { fieldId: 'products', value: [{ productName: 'Panel 410 W', quantity: 12 }] },
    ...extra,
  ],
});

describe.each(testDatabaseKinds)('processes on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let demo: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    demo = await demoClientId(db);
    await seedDemoApp(db, demo);
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'outsider@example.com', clientId: demo });
    await api.login('sales', 'handlowiec@demo.tessera.local');
    await api.login('office', 'biuro@demo.tessera.local');
    await api.login('admin', 'admin@example.com');
    await api.login('outsider', 'outsider@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const start = (who: string, name: string, headers?: Record<string, string>) =>
    api.call(who, 'POST', '/processes', lead(name), headers);

  const historyOf = (processId: string) =>
    runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .selectFrom('history_logs')
        .select(['data', 'created_by'])
        .where('process_id', '=', processId)
        .orderBy('created_at')
        .execute(),
    );

  it('runs the whole loop: sales starts a lead, makes the offer, the office signs and it finishes', async () => {
    const started = await start('sales', 'Jan Kowalski');
    expect(started.statusCode).toBe(201);
    const { process, dataRecord } = started.json().data;
    expect(process).toMatchObject({ currentStepId: 'offer', isFinished: false });
    expect(dataRecord.data).toMatchObject({ customerName: 'Jan Kowalski', monthlyBill: 350 });

    const offered = await api.call('sales', 'PATCH', `/processes/${process.id}`, {
      ...offer(),
      version: dataRecord.version,
    });
    expect(offered.statusCode).toBe(200);
    const afterOffer = offered.json().data;
    expect(afterOffer.process.currentStepId).toBe('signing');
    expect(afterOffer.dataRecord.data).toMatchObject({
      price: 20000,
      title: 'Jan Kowalski — 5 kWp',
      products: [{ productName: 'Panel 410 W', quantity: 12 }],
    });

    const forbidden = await api.call('sales', 'PATCH', `/processes/${process.id}`, {
      formId: pvSalesIds.signForm,
      fields: [{ fieldId: 'signed', value: true }],
    });
    expect(forbidden.statusCode).toBe(403);

    const signed = await api.call('office', 'PATCH', `/processes/${process.id}`, {
      formId: pvSalesIds.signForm,
      fields: [{ fieldId: 'signed', value: true }],
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.process).toMatchObject({
      currentStepId: 'signing',
      isFinished: true,
    });

    const history = await historyOf(process.id);
    expect(history).toHaveLength(3);
    const changed = history.map((event) =>
      (event.data.changedFields as { providerFieldId: string }[]).map(
        (field) => field.providerFieldId,
      ),
    );
    expect(changed[1]).toEqual(
      expect.arrayContaining(['power', 'unitPrice', 'price', 'products', 'title']),
    );
    expect(changed[2]).toEqual(['signed']);

    const late = await api.call('office', 'PATCH', `/processes/${process.id}`, {
      formId: pvSalesIds.signForm,
      fields: [{ fieldId: 'signingNotes', value: 'po terminie' }],
    });
    expect(late.statusCode).toBe(409);
  });

  it('recomputes on the server: a tampered computed price is ignored, hidden fields are not written', async () => {
    const { process } = (await start('sales', 'Anna Nowak')).json().data;
    const response = await api.call(
      'sales',
      'PATCH',
      `/processes/${process.id}`,
      offer([
        { fieldId: 'price', value: 1 },
        { fieldId: 'subsidyNumber', value: 'MP/2026/1' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.dataRecord.data).toMatchObject({
      price: 20000,
      subsidyNumber: null,
    });
  });

  it('validates again on the server: required fields, conditional required fields, row limits', async () => {
    const { process } = (await start('sales', 'Piotr Zieliński')).json().data;
    const response = await api.call('sales', 'PATCH', `/processes/${process.id}`, {
      formId: pvSalesIds.offerForm,
      fields: [
        { fieldId: 'power', value: 5 },
        { fieldId: 'wantsSubsidy', value: true },
        { fieldId: 'products', value: [] },
      ],
    });
    expect(response.statusCode).toBe(422);
    const codes = response
      .json()
      .errors.map((error: { path: string; code: string }) => `${error.path} ${error.code}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        '/fields/subsidyNumber validations.required',
        '/fields/products validations.minArrayLength',
      ]),
    );
    const record = await api.call('admin', 'GET', `/processes/${process.id}`);
    expect(record.json().data.process.currentStepId).toBe('offer');
  });

  it('refuses a value of the wrong shape and a field the form does not have', async () => {
    const { process } = (await start('sales', 'Ewa Wiśniewska')).json().data;
    const response = await api.call('sales', 'PATCH', `/processes/${process.id}`, {
      formId: pvSalesIds.offerForm,
      fields: [
        { fieldId: 'power', value: 'pięć' },
        { fieldId: 'hacked', value: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths.slice(0, 2)).toEqual(['/fields/power', '/fields/hacked']);
    // The rest of the form is still checked: the product row the group starts with is empty.
    expect(paths).toContain('/fields/products/0/productName');
  });

  it('only the step’s roles may enter its form; others get 403 and nothing is written', async () => {
    expect((await start('outsider', 'Ktoś')).statusCode).toBe(403);
    expect((await start('office', 'Ktoś')).statusCode).toBe(403);
    const { process } = (await start('sales', 'Marek Lis')).json().data;
    const response = await api.call('outsider', 'PATCH', `/processes/${process.id}`, offer());
    expect(response.statusCode).toBe(403);
    expect((await api.call('outsider', 'GET', `/processes/${process.id}`)).statusCode).toBe(403);
    expect((await historyOf(process.id)).length).toBe(1);
  });

  it('a stale record version answers 409 instead of overwriting', async () => {
    const { process, dataRecord } = (await start('sales', 'Olga Wrona')).json().data;
    const first = await api.call('sales', 'PATCH', `/processes/${process.id}`, {
      ...offer(),
      version: dataRecord.version,
    });
    expect(first.statusCode).toBe(200);
    const again = await api.call('admin', 'PATCH', `/processes/${process.id}`, {
      formId: pvSalesIds.signForm,
      fields: [{ fieldId: 'signed', value: false }],
      version: dataRecord.version,
    });
    expect(again.statusCode).toBe(409);
  });

  it('a retried start with the same Idempotency-Key creates one process', async () => {
    const headers = { 'idempotency-key': 'start-lead-1' };
    const first = await start('sales', 'Zofia Raz', headers);
    const retry = await start('sales', 'Zofia Raz', headers);
    expect(retry.json()).toEqual(first.json());
    const rows = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .selectFrom('processes')
        .select('id')
        .where('id', '=', first.json().data.process.id)
        .execute(),
    );
    expect(rows).toHaveLength(1);
    const count = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .selectFrom('history_logs')
        .select('id')
        .where('process_id', '=', first.json().data.process.id)
        .execute(),
    );
    expect(count).toHaveLength(1);
  });

  it('finishes, restores and deletes a process through control and DELETE', async () => {
    const { process } = (await start('sales', 'Adam Kontrola')).json().data;
    const finished = await api.call('sales', 'PATCH', `/processes/${process.id}/control`, {
      action: 'finish',
    });
    expect(finished.json().data).toMatchObject({ isFinished: true, currentStepId: 'offer' });
    const restored = await api.call('admin', 'PATCH', `/processes/${process.id}/control`, {
      action: 'restore',
    });
    expect(restored.json().data).toMatchObject({ isFinished: false, currentStepId: 'offer' });
    expect((await api.call('sales', 'DELETE', `/processes/${process.id}`)).statusCode).toBe(403);
    expect(
      (await api.call('admin', 'DELETE', `/processes/${process.id}?authorizeBy=inbox`)).statusCode,
    ).toBe(204);
    expect((await api.call('admin', 'GET', `/processes/${process.id}`)).statusCode).toBe(404);
  });
});
