import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { mintTenantScope } from '../access/tenantScope';
import { createDefinitionRepository } from '../definitions/definitionRepository';

/** A diagram process whose start cell is triggered by `formId` for holders of `roleId`. */
function orderProcess(roleId: string, formId: string) {
  return {
    type: 'diagram',
    defaultStartingStepId: 'start',
    steps: [
      {
        id: 'start',
        name: 'Start',
        action: { type: 'start', trigger: { type: 'form', formId, roleIds: [roleId] } },
      },
      { id: 'done', name: 'Koniec', action: { type: 'finish' } },
    ],
    routes: [{ id: 'r1', order: 1, from: 'start', to: 'done' }],
  };
}

describe.each(testDatabaseKinds)('GET settings/processes on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  async function summaries(who: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/settings/processes',
      headers: { authorization: `Bearer ${tokens[who]}`, 'x-client-key': 'demo' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, unknown>[];
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    await addTestUser(db, { email: 'admin@acme.test', clientId: demo, type: 'client_admin' });
    tokens.admin = await loginAs(app, 'admin@acme.test');
    const role = await app.inject({
      method: 'PUT',
      url: '/api/roles',
      headers: { authorization: `Bearer ${tokens.admin}`, 'x-client-key': 'demo' },
      payload: { name: 'Handlowiec' },
    });
    const salesRole = role.json().data.id as string;
    await addTestUser(db, { email: 'sales@acme.test', clientId: demo, roleIds: [salesRole] });
    await addTestUser(db, { email: 'other@acme.test', clientId: demo });
    tokens.sales = await loginAs(app, 'sales@acme.test');
    tokens.other = await loginAs(app, 'other@acme.test');
    await runScoped(db.kysely, { clientId: demo }, async (trx) => {
      const version = await trx
        .selectFrom('application_versions')
        .select('id')
        .where('status', '=', 'live')
        .executeTakeFirstOrThrow();
      const processes = createDefinitionRepository(
        trx,
        mintTenantScope(demo, 'tester'),
        version.id,
        'process',
      );
      const put = async (name: string, status: 'active' | 'inactive', body: object) =>
        (await processes.put({ name, status, body: body as Record<string, unknown> })).id;
      ids.order = await put('Zamówienie', 'active', orderProcess(salesRole, 'order-form'));
      ids.paused = await put('Wstrzymany', 'inactive', orderProcess(salesRole, 'paused-form'));
      ids.broken = await put('Uszkodzony', 'active', { type: 'diagram', steps: 'nope' });
    });
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lets a holder of the start role start the process with its trigger form', async () => {
    expect(await summaries('sales')).toEqual([
      {
        id: ids.broken,
        name: 'Uszkodzony',
        status: 'active',
        type: null,
        startableByCurrentUser: false,
        defaultStartingStepId: null,
        startFormId: null,
      },
      {
        id: ids.order,
        name: 'Zamówienie',
        status: 'active',
        type: 'diagram',
        startableByCurrentUser: true,
        defaultStartingStepId: 'start',
        startFormId: 'order-form',
      },
    ]);
  });

  it('lists the same processes to a user without the role, not startable', async () => {
    const list = await summaries('other');
    expect(list.map((p) => [p.name, p.startableByCurrentUser, p.startFormId])).toEqual([
      ['Uszkodzony', false, null],
      ['Zamówienie', false, null],
    ]);
  });

  it('gives admins every process not deleted, startable by any role, inactive ones never', async () => {
    const list = await summaries('admin');
    expect(list.map((p) => [p.name, p.startableByCurrentUser, p.startFormId])).toEqual([
      ['Uszkodzony', false, null],
      ['Wstrzymany', false, null],
      ['Zamówienie', true, 'order-form'],
    ]);
  });
});
