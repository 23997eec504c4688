import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';
import { testClientSeed } from '../../testing/testClientSeed';
import { createClient } from '../clients/createClient';

interface Changes {
  versionId: string;
  againstId: string;
  added: { kind: string; id: string; name: string | null; previousName?: string | null }[];
  changed: { kind: string; id: string; name: string | null; previousName?: string | null }[];
  removed: { kind: string; id: string; name: string | null; previousName?: string | null }[];
}

describe.each(testDatabaseKinds)('GET applicationVersions/{id}/changes on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  let live: string;
  let draft: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });

  const changes = async (url: string): Promise<Changes> => {
    const response = await call('admin', 'GET', url);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Changes }>().data;
  };

  /** Changes one definition of the draft the way the settings routes would. */
  const inDraft = (
    id: string,
    set: { name?: string; status?: 'inactive' | 'deleted'; body?: string },
  ) =>
    runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .updateTable('definitions')
        .set(set)
        .where('client_id', '=', demo)
        .where('version_id', '=', draft)
        .where('id', '=', id)
        .execute(),
    );

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    await setClientFeatures(db, demo, { applicationVersions: true });
    const other = await createClient(
      db.kysely,
      testClientSeed('other', { enabledFeatures: { applicationVersions: true } }),
    );
    await addTestUser(db, { email: 'user@example.com', clientId: demo });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'other@example.com', clientId: other, type: 'client_admin' });
    tokens.user = await loginAs(app, 'user@example.com');
    tokens.admin = await loginAs(app, 'admin@example.com');
    tokens.other = await loginAs(app, 'other@example.com');
    const listed = await call('admin', 'GET', '/applicationVersions');
    live = listed.json<{ data: { id: string }[] }>().data[0]?.id ?? '';
    const rows = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .insertInto('definitions')
        .values(
          (
            [
              ['form', 'Oferta', '{"fields":[]}'],
              ['process', 'Sprzedaż', '{"steps":[]}'],
              ['view', 'Zadania', '{"columns":[]}'],
              ['dataProvider', 'Stare dane', '{"fields":[]}'],
              ['applicationLayout', null, '{"menuEntries":[]}'],
            ] as const
          ).map(([kind, name, body]) => ({ client_id: demo, version_id: live, kind, name, body })),
        )
        .returning(['id', 'kind'])
        .execute(),
    );
    for (const row of rows) ids[row.kind] = row.id;
    const created = await call('admin', 'PUT', '/applicationVersions', {
      name: 'Wiosna',
      copyFromId: live,
    });
    draft = created.json<{ data: { id: string } }>().data.id;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('finds nothing changed in a fresh copy of the live version', async () => {
    expect(await changes(`/applicationVersions/${draft}/changes`)).toEqual({
      versionId: draft,
      againstId: live,
      added: [],
      changed: [],
      removed: [],
    });
  });

  it('lists, by kind and name, what publishing the draft would add, change and remove', async () => {
    const added = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .insertInto('definitions')
        .values({
          client_id: demo,
          version_id: draft,
          kind: 'dataProvider',
          name: 'Klienci',
          body: '{"fields":[]}',
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await inDraft(ids.form ?? '', { body: '{"fields":[{"id":"f1"}]}' });
    await inDraft(ids.process ?? '', { name: 'Sprzedaż PV' });
    await inDraft(ids.view ?? '', { status: 'inactive' });
    await inDraft(ids.dataProvider ?? '', { status: 'deleted' });
    await inDraft(ids.applicationLayout ?? '', { body: '{"menuEntries":[{"text":"Start"}]}' });

    expect(await changes(`/applicationVersions/${draft}/changes`)).toEqual({
      versionId: draft,
      againstId: live,
      added: [{ kind: 'dataProvider', id: added.id, name: 'Klienci' }],
      changed: [
        { kind: 'applicationLayout', id: ids.applicationLayout, name: null },
        { kind: 'form', id: ids.form, name: 'Oferta' },
        { kind: 'process', id: ids.process, name: 'Sprzedaż PV', previousName: 'Sprzedaż' },
        { kind: 'view', id: ids.view, name: 'Zadania' },
      ],
      removed: [{ kind: 'dataProvider', id: ids.dataProvider, name: 'Stare dane' }],
    });
  });

  it('compares against the version named by `against`, in either direction', async () => {
    const reverse = await changes(`/applicationVersions/${live}/changes?against=${draft}`);
    expect(reverse.againstId).toBe(draft);
    expect(reverse.added.map((change) => change.name)).toEqual(['Stare dane']);
    expect(reverse.removed.map((change) => change.name)).toEqual(['Klienci']);
    expect(reverse.changed.find((change) => change.kind === 'process')).toMatchObject({
      name: 'Sprzedaż',
      previousName: 'Sprzedaż PV',
    });
    const itself = await changes(`/applicationVersions/${draft}/changes?against=${draft}`);
    expect([itself.added, itself.changed, itself.removed]).toEqual([[], [], []]);
  });

  it("answers 404 for another client's version on either side, 422 for a malformed id", async () => {
    const theirs = (await call('other', 'GET', '/applicationVersions')).json<{
      data: { id: string }[];
    }>().data[0]?.id;
    expect((await call('admin', 'GET', `/applicationVersions/${theirs}/changes`)).statusCode).toBe(
      404,
    );
    expect(
      (await call('admin', 'GET', `/applicationVersions/${draft}/changes?against=${theirs}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'GET', `/applicationVersions/${draft}/changes?against=live`)).statusCode,
    ).toBe(422);
    expect((await call('admin', 'GET', '/applicationVersions/v2/changes')).statusCode).toBe(422);
  });

  it('is for admins only (403 for a user)', async () => {
    expect((await call('user', 'GET', `/applicationVersions/${draft}/changes`)).statusCode).toBe(
      403,
    );
  });
});
