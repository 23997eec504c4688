import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';
import { createClient } from '../clients/createClient';

interface VersionItem {
  id: string;
  number: number;
  name: string;
  versionStatus: string;
  publishedAt: string | null;
  copiedFromId: string | null;
  displayName: string;
}

describe.each(testDatabaseKinds)('application versions on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  let v1: string;
  const tokens: Record<string, string> = {};

  const login = (email: string, password?: string) => loginAs(app, email, password);

  function call(
    who: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  async function list(who: string, query = ''): Promise<VersionItem[]> {
    const response = await call(who, 'GET', `/applicationVersions?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: VersionItem[] }>().data;
  }

  async function createDraft(name: string, copyFromId = v1): Promise<VersionItem> {
    const response = await call('admin', 'PUT', '/applicationVersions', { name, copyFromId });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: VersionItem }>().data;
  }

  const setVersionsFeature = (on: boolean) =>
    setClientFeatures(db, demo, { applicationVersions: on });

  const statuses = async () =>
    Object.fromEntries(
      (await list('admin', 'pagination[perPage]=1000')).map((v) => [v.name, v.versionStatus]),
    );

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    other = await createClient(db.kysely, {
      key: 'other',
      name: 'Other',
      domains: [],
      enabledFeatures: { applicationVersions: true },
      settings: {
        defaultCountry: 'PL',
        defaultLocale: 'pl',
        maxImportRecordCount: 10,
        notifyAboutNewRegistrations: false,
      },
    });
    await setVersionsFeature(true);
    await addTestUser(db, { email: 'user@example.com', clientId: demo });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, {
      email: 'other-admin@example.com',
      clientId: other,
      type: 'client_admin',
    });
    tokens.user = await login('user@example.com');
    tokens.admin = await login('admin@example.com');
    tokens.otherAdmin = await login('other-admin@example.com');
    const [live] = await list('admin');
    v1 = live?.id ?? '';
    // Definitions in v1 that a copy must carry over, and one in the other client that it must not.
    await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .insertInto('definitions')
        .values([
          {
            client_id: demo,
            version_id: v1,
            kind: 'form',
            name: 'Zgłoszenie',
            body: '{"fields":[]}',
          },
          {
            client_id: demo,
            version_id: v1,
            kind: 'documentType',
            name: 'Umowa',
            body: '{}',
            status: 'inactive',
          },
        ])
        .execute(),
    );
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists versions with number, name, status, published date, copy-from and display name', async () => {
    expect(await list('admin')).toEqual([
      {
        id: v1,
        number: 1,
        name: 'Wersja początkowa',
        versionStatus: 'live',
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        copiedFromId: null,
        displayName: 'v1 Wersja początkowa (live)',
      },
    ]);
  });

  it('creates a draft numbered max+1 with a copy of every definition of the chosen version', async () => {
    const draft = await createDraft('Wiosna');
    expect(draft).toMatchObject({
      number: 2,
      name: 'Wiosna',
      versionStatus: 'draft',
      publishedAt: null,
      copiedFromId: v1,
      displayName: 'v2 Wiosna',
    });
    const copied = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .selectFrom('definitions')
        .select(['id', 'version_id', 'kind', 'name', 'status', 'body'])
        .where('client_id', '=', demo)
        .orderBy('kind')
        .execute(),
    );
    const inV1 = copied.filter((row) => row.version_id === v1);
    const inDraft = copied.filter((row) => row.version_id === draft.id);
    expect(inDraft.map(({ version_id, ...rest }) => rest)).toEqual(
      inV1.map(({ version_id, ...rest }) => rest),
    );
    expect(inDraft).toHaveLength(2);
  });

  it('filters by versionStatus (a list), id and name, sorts by number, pages up to 1000', async () => {
    await createDraft('Lato');
    expect(
      (
        await list(
          'admin',
          'filter[versionStatus][]=live&filter[versionStatus][]=draft&sort[number]=asc',
        )
      ).map((v) => v.number),
    ).toEqual([1, 2, 3]);
    expect((await list('admin', 'filter[versionStatus]=draft')).map((v) => v.name).sort()).toEqual([
      'Lato',
      'Wiosna',
    ]);
    expect((await list('admin', 'filter[name]=Lato')).map((v) => v.number)).toEqual([3]);
    expect((await list('admin', `filter[id]=${v1}`)).map((v) => v.number)).toEqual([1]);
    expect(
      (await call('admin', 'GET', '/applicationVersions?pagination[perPage]=1000')).statusCode,
    ).toBe(200);
    expect(
      (await call('admin', 'GET', '/applicationVersions?pagination[perPage]=1001')).statusCode,
    ).toBe(422);
    expect(
      (await call('admin', 'GET', '/applicationVersions?filter[versionStatus]=published'))
        .statusCode,
    ).toBe(422);
  });

  it('shows a non-admin only the live version', async () => {
    expect((await list('user')).map((v) => v.versionStatus)).toEqual(['live']);
    expect(await list('user', 'filter[versionStatus]=draft')).toEqual([]);
  });

  it('publishes a draft: it becomes live with a published date, the live one becomes previous', async () => {
    const [wiosna] = await list('admin', 'filter[name]=Wiosna');
    const response = await call('admin', 'POST', `/applicationVersions/${wiosna?.id}/publish`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      versionStatus: 'live',
      displayName: 'v2 Wiosna (live)',
      publishedAt: expect.any(String),
    });
    expect(await statuses()).toEqual({
      'Wersja początkowa': 'previous',
      Wiosna: 'live',
      Lato: 'draft',
    });
    // Publishing the live one again changes nothing.
    expect(
      (await call('admin', 'POST', `/applicationVersions/${wiosna?.id}/publish`)).statusCode,
    ).toBe(200);
    expect(await statuses()).toEqual({
      'Wersja początkowa': 'previous',
      Wiosna: 'live',
      Lato: 'draft',
    });
  });

  it('archives and unarchives ("archive sets archived; unarchive sets draft"), never the live version', async () => {
    const byName = Object.fromEntries((await list('admin')).map((v) => [v.name, v.id]));
    const put = (id: string | undefined, body: object) =>
      call('admin', 'PUT', `/applicationVersions/${id}`, body);

    const archived = await put(byName['Wersja początkowa'], { versionStatus: 'archived' });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.versionStatus).toBe('archived');
    const publishArchived = await call(
      'admin',
      'POST',
      `/applicationVersions/${byName['Wersja początkowa']}/publish`,
    );
    expect(publishArchived.statusCode).toBe(409);
    expect(publishArchived.json().message).toMatch(/archived version must be unarchived/);

    const liveArchive = await put(byName.Wiosna, { versionStatus: 'archived' });
    expect(liveArchive.statusCode).toBe(409);
    expect(liveArchive.json().message).toMatch(/live version cannot be archived/);

    const unarchiveDraft = await put(byName.Lato, { versionStatus: 'draft' });
    expect(unarchiveDraft.statusCode).toBe(200);
    const unarchiveLive = await put(byName.Wiosna, { versionStatus: 'draft' });
    expect(unarchiveLive.statusCode).toBe(409);

    const restored = await put(byName['Wersja początkowa'], {
      versionStatus: 'draft',
      name: 'Początek',
    });
    expect(restored.json().data).toMatchObject({
      versionStatus: 'draft',
      name: 'Początek',
      displayName: 'v1 Początek',
    });

    // A previous version can be published again (a rollback) — here after becoming a draft.
    const rollback = await call(
      'admin',
      'POST',
      `/applicationVersions/${byName['Wersja początkowa']}/publish`,
    );
    expect(rollback.statusCode).toBe(200);
    expect(await statuses()).toEqual({ Początek: 'live', Wiosna: 'previous', Lato: 'draft' });
  });

  it('refuses bad bodies with 422: unknown fields, live as a status, a missing copy source', async () => {
    const [live] = await list('admin', 'filter[versionStatus]=live');
    for (const body of [
      { versionStatus: 'live' },
      { versionStatus: 'previous' },
      { name: '' },
      {},
      { name: 'x', number: 7 },
    ]) {
      expect(
        (await call('admin', 'PUT', `/applicationVersions/${live?.id}`, body)).statusCode,
      ).toBe(422);
    }
    expect((await call('admin', 'PUT', '/applicationVersions', { name: 'x' })).statusCode).toBe(
      422,
    );
    expect(
      (await call('admin', 'PUT', '/applicationVersions', { name: 'x', copyFromId: 'v1' }))
        .statusCode,
    ).toBe(422);
  });

  it("answers 404 for another client's version, whatever the call, and changes nothing there", async () => {
    const [theirs] = (await call('otherAdmin', 'GET', '/applicationVersions')).json<{
      data: VersionItem[];
    }>().data;
    const id = theirs?.id;
    expect((await call('admin', 'POST', `/applicationVersions/${id}/publish`)).statusCode).toBe(
      404,
    );
    expect(
      (await call('admin', 'PUT', `/applicationVersions/${id}`, { name: 'Hacked' })).statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'PUT', `/applicationVersions/${id}`, { versionStatus: 'archived' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'PUT', '/applicationVersions', { name: 'Copy', copyFromId: id }))
        .statusCode,
    ).toBe(404);
    expect(await list('admin', `filter[id]=${id}`)).toEqual([]);
    const after = (await call('otherAdmin', 'GET', '/applicationVersions')).json<{
      data: VersionItem[];
    }>().data;
    expect(after).toEqual([theirs]);
  });

  it('lets only admins write (403 for a user)', async () => {
    const [live] = await list('user');
    expect(
      (await call('user', 'PUT', '/applicationVersions', { name: 'x', copyFromId: live?.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('user', 'POST', `/applicationVersions/${live?.id}/publish`)).statusCode,
    ).toBe(403);
    expect(
      (await call('user', 'PUT', `/applicationVersions/${live?.id}`, { name: 'x' })).statusCode,
    ).toBe(403);
  });

  it('50 parallel publishes of different drafts leave exactly one live version', async () => {
    const [live] = await list('admin', 'filter[versionStatus]=live');
    const drafts = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call('admin', 'PUT', '/applicationVersions', {
          name: `Race ${index}`,
          copyFromId: live?.id,
        }),
      ),
    );
    expect(drafts.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const ids = drafts.map((response) => response.json<{ data: VersionItem }>().data.id);
    const numbers = drafts.map((response) => response.json<{ data: VersionItem }>().data.number);
    expect(new Set(numbers).size).toBe(50);

    const published = await Promise.all(
      ids.map((id) => call('admin', 'POST', `/applicationVersions/${id}/publish`)),
    );
    for (const response of published) expect([200, 409]).toContain(response.statusCode);
    const all = await list('admin', 'pagination[perPage]=1000');
    const lives = all.filter((version) => version.versionStatus === 'live');
    expect(lives).toHaveLength(1);
    expect(ids).toContain(lives[0]?.id);
    // Every race version that won a publish and lost the crown afterwards is previous.
    const succeeded = new Set(ids.filter((_, index) => published[index]?.statusCode === 200));
    for (const version of all) {
      if (succeeded.has(version.id) && version.versionStatus !== 'live') {
        expect(version.versionStatus).toBe('previous');
      }
    }
  });

  describe('without the applicationVersions feature', () => {
    beforeAll(() => setVersionsFeature(false));
    afterAll(() => setVersionsFeature(true));

    it('shows even admins only the live version, and refuses every version write (403)', async () => {
      const versions = await list('admin');
      expect(versions.map((v) => v.versionStatus)).toEqual(['live']);
      const [live] = versions;
      const create = await call('admin', 'PUT', '/applicationVersions', {
        name: 'x',
        copyFromId: live?.id,
      });
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toBe('Application versions are not enabled for this client');
      expect(
        (await call('admin', 'POST', `/applicationVersions/${live?.id}/publish`)).statusCode,
      ).toBe(403);
      expect(
        (await call('admin', 'PUT', `/applicationVersions/${live?.id}`, { name: 'x' })).statusCode,
      ).toBe(403);
    });
  });
});
