import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';

const valueField = (id: string, type: string) => ({
  id,
  dbFieldName: id,
  name: id,
  status: 'active',
  type: 'value_field',
  fieldValue: { type },
});

const formField = (id: string, type: string, y: number) => ({
  id,
  name: id,
  label: id,
  status: 'active',
  type: { name: type, options: {} },
  layout: { x: 0, y, width: 6, height: 9 },
});

const noteIs = (value: string) => ({
  type: 'compare_value',
  leftValueAccess: { fieldId: 'note' },
  operator: 'equal',
  rightValue: { type: 'const', value },
});

/**
 * Automatic actions run inside the save (spec 001 §3.15, issue: "a failing action rolls back the
 * record write"): a diagram process whose review step is followed by an automatic-action cell —
 * create a log record, then stamp the order; a third action, run only for the note "awaria",
 * writes text into a number field and fails.
 */
describe.each(testDatabaseKinds)('automatic actions in a process save on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let demo: string;
  let logProviderId: string;
  let ordersProviderId: string;
  let processSettingsId: string;
  let formId: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    demo = await demoClientId(db);
    const clerk = await addTestRole(db, { clientId: demo, name: 'Referent' });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'clerk@example.com', clientId: demo, roleIds: [clerk] });
    await api.login('admin', 'admin@example.com');
    await api.login('clerk', 'clerk@example.com');

    const put = async (url: string, body: object) => {
      const response = await api.call('admin', 'PUT', url, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    };
    logProviderId = await put('/settings/dataProviders', {
      name: 'Dziennik',
      type: 'manual',
      config: { fields: [valueField('entry', 'text')] },
    });
    ordersProviderId = await put('/settings/dataProviders', {
      name: 'Zamówienia',
      type: 'process',
      config: {
        fields: [
          valueField('amount', 'number'),
          valueField('note', 'text'),
          valueField('status', 'text'),
        ],
      },
    });
    formId = await put('/settings/forms', {
      name: 'Zamówienie',
      fields: [formField('amount', 'number', 0), formField('note', 'text', 9)],
      binding: { dataProviderId: ordersProviderId, fields: { amount: 'amount', note: 'note' } },
    });
    processSettingsId = await put('/settings/processes', {
      name: 'Obsługa zamówienia',
      type: 'diagram',
      dataProviderId: ordersProviderId,
      defaultStartingStepId: 'start',
      steps: [
        {
          id: 'start',
          name: 'Start',
          action: { type: 'start', trigger: { type: 'form', formId, roleIds: [clerk] } },
        },
        { id: 'review', name: 'Przegląd', action: { type: 'enterForm', formId, roleIds: [clerk] } },
        {
          id: 'log',
          name: 'Zapis w dzienniku',
          action: {
            type: 'automaticAction',
            automaticAction: {
              id: 'write-log',
              type: 'create_record',
              dataProviderId: logProviderId,
              fieldValues: [
                {
                  providerFieldId: 'entry',
                  value: { type: 'templated_string', template: 'Zamówienie: {{note}}' },
                },
              ],
              nextActions: [
                {
                  id: 'stamp',
                  type: 'update_current_record',
                  fieldValues: [
                    { providerFieldId: 'status', value: { type: 'manual', value: 'zapisane' } },
                  ],
                },
                {
                  id: 'break',
                  type: 'update_current_record',
                  condition: noteIs('awaria'),
                  fieldValues: [
                    { providerFieldId: 'amount', value: { type: 'manual', value: 'dużo' } },
                  ],
                },
              ],
            },
          },
        },
        { id: 'done', name: 'Koniec', action: { type: 'finish' } },
      ],
      routes: [
        { id: 'r1', name: 'Do przeglądu', order: 1, from: 'start', to: 'review' },
        { id: 'r2', name: 'Do dziennika', order: 1, from: 'review', to: 'log' },
        { id: 'r3', name: 'Koniec', order: 1, from: 'log', to: 'done' },
      ],
    });
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const start = async (note: string) => {
    const started = await api.call('clerk', 'POST', '/processes', {
      processSettingsId,
      formId,
      fields: [
        { fieldId: 'amount', value: 120 },
        { fieldId: 'note', value: note },
      ],
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.json().data as {
      process: { id: string; currentStepId: string };
      dataRecord: { id: string; version: number; data: Record<string, unknown> };
    };
  };

  const review = (processId: string, note: string) =>
    api.call('clerk', 'PATCH', `/processes/${processId}`, {
      formId,
      fields: [
        { fieldId: 'amount', value: 150 },
        { fieldId: 'note', value: note },
      ],
    });

  const snapshot = (processId: string, recordId: string) =>
    runScoped(db.kysely, { clientId: demo }, async (trx) => ({
      process: await trx
        .selectFrom('processes')
        .select(['current_step_id', 'is_finished', 'version'])
        .where('id', '=', processId)
        .executeTakeFirstOrThrow(),
      record: await trx
        .selectFrom('data_records')
        .select(['data', 'original_data', 'version'])
        .where('id', '=', recordId)
        .executeTakeFirstOrThrow(),
      history: await trx
        .selectFrom('history_logs')
        .select(['record_id'])
        .where('process_id', '=', processId)
        .orderBy('created_at')
        .execute(),
      logEntries: (
        await trx
          .selectFrom('data_records')
          .select('data')
          .where('provider_id', '=', logProviderId)
          .where('status', '=', 'active')
          .execute()
      ).map((row) => row.data.entry),
      outbox: await trx.selectFrom('outbox').select('id').execute(),
    }));

  it('runs the action cell and its next actions in the save, and answers what they did', async () => {
    const { process, dataRecord } = await start('pilne');
    expect(process.currentStepId).toBe('review');

    const saved = await review(process.id, 'pilne');
    expect(saved.statusCode, saved.body).toBe(200);
    const result = saved.json().data;
    expect(result.process).toMatchObject({ currentStepId: 'done', isFinished: true });
    expect(result.dataRecord.data).toMatchObject({
      amount: 150,
      note: 'pilne',
      status: 'zapisane',
    });
    expect(result.actionOutputs).toEqual([
      { actionId: 'write-log', type: 'record_created', recordId: expect.any(String) },
      { actionId: 'stamp', type: 'records_updated', recordIds: [dataRecord.id] },
    ]);

    const after = await snapshot(process.id, dataRecord.id);
    expect(after.logEntries).toContain('Zamówienie: pilne');
    // The process's history: the start, the review's write, the log record the action created
    // (caused by the process, so in its history too) and the stamp.
    expect(after.history.map((event) => event.record_id === dataRecord.id)).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('a failing action rolls back the whole save: record, history, other actions and the step', async () => {
    const { process, dataRecord } = await start('zwykłe');
    const before = await snapshot(process.id, dataRecord.id);

    const failed = await review(process.id, 'awaria');
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({ errorType: 'actionExecution' });
    expect(failed.json().message).toMatch(/^Automatic action break .*\/fieldValues\/0\/value/);

    const after = await snapshot(process.id, dataRecord.id);
    expect(after).toEqual(before);
    expect(after.record.data).toMatchObject({ amount: 120, note: 'zwykłe' });
    expect(after.process).toMatchObject({ current_step_id: 'review', is_finished: false });
    expect(after.logEntries).not.toContain('Zamówienie: awaria');

    // Nothing was left half-done: the same process still takes a good save.
    const retried = await review(process.id, 'poprawione');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.process.isFinished).toBe(true);
  });
});
