import { pvSalesIds, pvSalesRecords } from '@tessera/demo-app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { seedDemoApp } from '../../testing/seedDemoApp';

describe.each(testDatabaseKinds)('form preload, history and choices on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let processId: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    const demo = await demoClientId(db);
    await seedDemoApp(db, demo);
    await addTestUser(db, { email: 'outsider@example.com', clientId: demo });
    await api.login('sales', 'handlowiec@demo.tessera.local');
    await api.login('office', 'biuro@demo.tessera.local');
    await api.login('outsider', 'outsider@example.com');
    const started = await api.call('sales', 'POST', '/processes', {
      processSettingsId: pvSalesIds.salesProcess,
      formId: pvSalesIds.leadForm,
      fields: [
        { fieldId: 'customer', value: pvSalesRecords[1]?.id },
        { fieldId: 'customerName', value: 'Anna Nowak' },
        { fieldId: 'phone', value: '601 200 300' },
        { fieldId: 'monthlyBill', value: 420 },
      ],
    });
    expect(started.statusCode).toBe(201);
    processId = started.json().data.process.id;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const preload = (who: string, formId: string, process?: string) =>
    api.call(who, 'POST', '/commands/forContext', {
      type: 'formPreload',
      formId,
      ...(process === undefined ? {} : { process: { id: process } }),
    });

  it('preloads a start form with the process it starts', async () => {
    const response = await preload('sales', pvSalesIds.leadForm);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      form: { id: pvSalesIds.leadForm, name: 'Nowy lead' },
      processSettings: { id: pvSalesIds.salesProcess, type: 'options' },
      process: null,
      dataRecord: null,
      savedValues: {},
      readOnly: false,
    });
    expect(response.json().relations.dataProviders[0].id).toBe(pvSalesIds.installationsProvider);
  });

  it('preloads a step form with the record values by form field', async () => {
    const response = await preload('sales', pvSalesIds.offerForm, processId);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.process).toMatchObject({ id: processId, currentStepId: 'offer' });
    expect(data.savedValues).toEqual({ customerName: 'Anna Nowak' });
    expect(data.dataRecord.version).toBe(1);
  });

  it('refuses forms the person may not fill in, and unknown ones', async () => {
    expect((await preload('office', pvSalesIds.leadForm)).statusCode).toBe(403);
    expect((await preload('office', pvSalesIds.offerForm, processId)).statusCode).toBe(403);
    expect((await preload('sales', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await preload('sales', pvSalesIds.offerForm, '00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });

  it('lists the history newest first, with authors and the related customer presented by name', async () => {
    await api.call('sales', 'PATCH', `/processes/${processId}`, {
      formId: pvSalesIds.offerForm,
      fields: [
        { fieldId: 'power', value: 4 },
        { fieldId: 'unitPrice', value: 4000 },
        { fieldId: 'products', value: [{ productName: 'Falownik', quantity: 1 }] },
      ],
    });
    const response = await api.call(
      'office',
      'GET',
      `/processHistoryLogs?filter[processId]=${processId}`,
    );
    expect(response.statusCode).toBe(200);
    const { data, relations } = response.json();
    expect(data).toHaveLength(2);
    expect(
      data[0].data.changedFields.map((f: { providerFieldId: string }) => f.providerFieldId),
    ).toContain('price');
    const customer = data[1].data.changedFields.find(
      (f: { providerFieldId: string }) => f.providerFieldId === 'customer',
    );
    expect(customer).toMatchObject({
      newValue: pvSalesRecords[1]?.id,
      newPresentedValue: 'Anna Nowak',
    });
    expect(relations.users).toEqual([{ id: data[0].createdBy, fullName: 'Handlowa Hanna' }]);

    const narrowed = await api.call(
      'office',
      'GET',
      `/processHistoryLogs?filter[processId]=${processId}&filter[changedFieldIds][]=price`,
    );
    expect(narrowed.json().data).toHaveLength(1);
    expect(narrowed.json().data[0].data.changedFields).toEqual([
      expect.objectContaining({ providerFieldId: 'price', newValue: 16000 }),
    ]);
    expect(
      (await api.call('outsider', 'GET', `/processHistoryLogs?filter[processId]=${processId}`))
        .statusCode,
    ).toBe(403);
  });

  const choices = (params: object) =>
    api.call('sales', 'POST', '/queries/forContext', {
      context: { type: 'form', id: pvSalesIds.leadForm, fieldId: 'customer' },
      params: { pagination: { page: 1, perPage: 3 }, ...params },
    });

  it('pages a list select’s options in the query’s order', async () => {
    const first = await choices({});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: [
        { value: pvSalesRecords[1]?.id, text: 'Anna Nowak' },
        { value: pvSalesRecords[5]?.id, text: 'Ewa Lewandowska' },
        { value: pvSalesRecords[0]?.id, text: 'Jan Kowalski' },
      ],
      // A next page exists: the answer names it by cursor too (queries' keyset pages).
      meta: { page: 1, lastPage: 3, next: expect.any(String) },
    });
  });

  it('searches the presented text without regard to case and looks values up', async () => {
    const found = await choices({ search: 'SKA' });
    expect(found.json().data.map((item: { text: string }) => item.text)).toEqual([
      'Ewa Lewandowska',
      'Małgorzata Szymańska',
    ]);
    const looked = await choices({ values: [pvSalesRecords[7]?.id] });
    expect(looked.json().data).toEqual([
      { value: pvSalesRecords[7]?.id, text: 'Małgorzata Szymańska' },
    ]);
  });

  it('refuses a field that is not a choice field', async () => {
    const response = await api.call('sales', 'POST', '/queries/forContext', {
      context: { type: 'form', id: pvSalesIds.leadForm, fieldId: 'phone' },
      params: { pagination: { page: 1, perPage: 3 } },
    });
    expect(response.statusCode).toBe(422);
  });
});
