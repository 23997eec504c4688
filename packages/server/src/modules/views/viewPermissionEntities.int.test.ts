import { pvSalesIds, pvSalesViewIds } from '@tessera/demo-app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { seedDemoApp } from '../../testing/seedDemoApp';

type Entity = { kind: string; entityId: string; name: string };

describe.each(testDatabaseKinds)('views as permission entities of roles on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  const viewIds: Record<string, string> = {};
  const { salesRole, officeRole } = pvSalesIds;

  const allEntities = async (roleId: string): Promise<Entity[]> => {
    const response = await api.call('admin', 'GET', `/roles/${roleId}/permissionEntities`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const processKinds = ['processStepFormInput', 'diagramProcessStepForm'];
  /** The view entries (process steps have their own test below). */
  const entities = async (roleId: string) =>
    (await allEntities(roleId)).filter((entity) => !processKinds.includes(entity.kind));
  const table = (name: string, extra: object) => ({
    name,
    type: 'table',
    title: name,
    query: { fromProviderId: pvSalesIds.installationsProvider },
    columns: [{ id: 'customer', label: 'Klient', fieldAccess: { path: ['customerName'] } }],
    ...extra,
  });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    const demo = await demoClientId(db);
    await seedDemoApp(db, demo);
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await api.login('admin', 'admin@example.com');
    await api.login('sales', 'handlowiec@demo.tessera.local');
    await api.login('office', 'biuro@demo.tessera.local');
    for (const [name, extra] of [
      [
        'Oferty handlowca',
        { roleIds: [salesRole], rowClick: { type: 'open_process', roleIds: [salesRole] } },
      ],
      [
        'Umowy biura',
        {
          roleIds: [officeRole],
          rowClick: { type: 'open_process', roleIds: [officeRole, salesRole] },
        },
      ],
      ['Archiwum', { roleIds: [salesRole], status: 'inactive' }],
      ['Tylko dla adminów', { roleIds: [] }],
    ] as const) {
      const saved = await api.call('admin', 'PUT', '/settings/views', table(name, extra));
      expect(saved.statusCode, saved.body).toBe(200);
      viewIds[name] = saved.json().data.id;
    }
    const removed = await api.call(
      'admin',
      'PUT',
      '/settings/views',
      table('Usunięty', { roleIds: [salesRole] }),
    );
    viewIds.Usunięty = removed.json().data.id;
    expect(
      (await api.call('admin', 'DELETE', `/settings/views/${viewIds.Usunięty}`)).statusCode,
    ).toBe(204);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists the active views naming the role (category "views", spec 002 §6): access by view type, row clicks', async () => {
    expect(await entities(salesRole)).toEqual([
      { kind: 'tableViewAccess', entityId: pvSalesViewIds.installationsView, name: 'Instalacje' },
      { kind: 'viewAccess', entityId: pvSalesViewIds.inboxView, name: 'Moje zadania' },
      { kind: 'tableViewAccess', entityId: viewIds['Oferty handlowca'], name: 'Oferty handlowca' },
      {
        kind: 'tableViewRowClickAction',
        entityId: viewIds['Oferty handlowca'],
        name: 'Oferty handlowca',
      },
      { kind: 'tableViewRowClickAction', entityId: viewIds['Umowy biura'], name: 'Umowy biura' },
    ]);
    expect((await entities(officeRole)).map((entity) => [entity.kind, entity.name])).toEqual([
      ['tableViewAccess', 'Instalacje'],
      ['viewAccess', 'Moje zadania'],
      ['tableViewAccess', 'Umowy biura'],
      ['tableViewRowClickAction', 'Umowy biura'],
    ]);
  });

  it('what a role is listed to open is exactly what its holder may open (views/resolve and rows)', async () => {
    for (const [who, roleId] of [
      ['sales', salesRole],
      ['office', officeRole],
    ] as const) {
      const granted = new Set(
        (await entities(roleId))
          .filter((entity) => entity.kind === 'viewAccess' || entity.kind === 'tableViewAccess')
          .map((entity) => entity.entityId),
      );
      const candidates = [
        pvSalesViewIds.inboxView,
        pvSalesViewIds.installationsView,
        viewIds['Oferty handlowca'],
        viewIds['Umowy biura'],
        viewIds['Tylko dla adminów'],
      ] as string[];
      for (const viewId of candidates) {
        const resolved = await api.call(who, 'GET', `/views/resolve/${viewId}`);
        const page = await api.call(who, 'POST', `/views/${viewId}/rows`, { page: 1, perPage: 5 });
        const expected = granted.has(viewId) ? 200 : 403;
        expect([resolved.statusCode, page.statusCode], `${who} ${viewId}`).toEqual([
          expected,
          expected,
        ]);
      }
    }
  });

  it('lists the process steps whose forms the role may enter (spec 001 §3.19), by process and step', async () => {
    const steps = async (roleId: string) =>
      (await allEntities(roleId)).filter((entity) => processKinds.includes(entity.kind));
    expect(await steps(salesRole)).toEqual([
      {
        kind: 'processStepFormInput',
        entityId: pvSalesIds.salesProcess,
        name: 'Sprzedaż instalacji PV › Lead',
      },
      {
        kind: 'processStepFormInput',
        entityId: pvSalesIds.salesProcess,
        name: 'Sprzedaż instalacji PV › Oferta',
      },
    ]);
    expect(await steps(officeRole)).toEqual([
      {
        kind: 'processStepFormInput',
        entityId: pvSalesIds.salesProcess,
        name: 'Sprzedaż instalacji PV › Podpisanie umowy',
      },
    ]);
  });

  it('inactive and deleted views grant nothing, and a role no view names has no view entries', async () => {
    const listed = (await entities(salesRole)).map((entity) => entity.entityId);
    expect(listed).not.toContain(viewIds.Archiwum);
    expect(listed).not.toContain(viewIds.Usunięty);
    const created = await api.call('admin', 'PUT', '/roles', {
      name: 'Magazyn',
      permissions: [{ type: 'usersManagement' }],
    });
    expect(await entities(created.json().data.id)).toEqual([
      { kind: 'manual', entityId: 'usersManagement', name: 'usersManagement' },
    ]);
  });
});
