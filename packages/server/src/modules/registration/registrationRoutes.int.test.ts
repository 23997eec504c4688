import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { createClient } from '../clients/createClient';

const openClient = {
  key: 'open',
  name: 'Open',
  domains: ['open.example.com'],
  enabledFeatures: {},
  settings: {
    defaultCountry: 'PL',
    defaultLocale: 'pl',
    maxImportRecordCount: 100,
    notifyAboutNewRegistrations: true,
    registrationRequiresApproval: false,
  },
};

describe.each(testDatabaseKinds)('POST /api/users/register on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let openClientId: string;
  let ipCounter = 0;

  function register(body: Record<string, unknown>, options: { host?: string; ip?: string } = {}) {
    ipCounter += 1;
    return app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: body,
      headers: options.host === undefined ? {} : { host: options.host },
      remoteAddress: options.ip ?? `198.51.100.${ipCounter}`,
    });
  }

  const registration = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    password: 'zielony-parapet-47',
    repeatPassword: 'zielony-parapet-47',
    personalDetails: { name: 'Anna', surname: 'Nowak' },
    clientKey: 'demo',
    ...extra,
  });

  function login(email: string, password = 'zielony-parapet-47') {
    return app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password },
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    openClientId = await createClient(db.kysely, openClient);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('"Registration may leave the account inactive until an admin approves" (spec 000 §4)', async () => {
    const response = await register(registration('Waiting@Example.com'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'waitingForAdminApproval' });
    const user = await db.kysely
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'waiting@example.com')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.personal_details).toEqual({ name: 'Anna', surname: 'Nowak' });
    const demo = await demoClientId(db);
    const membership = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .selectFrom('client_users')
        .select(['type', 'status', 'awaiting_approval'])
        .where('client_id', '=', demo)
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow(),
    );
    expect(membership).toEqual({ type: 'user', status: 'inactive', awaiting_approval: true });
  });

  it('lets a user waiting for approval log in to nothing, and in once approved', async () => {
    await register(registration('approve-me@example.com'));
    const refused = await login('approve-me@example.com');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errorType: 'waitingForAdminApproval' });
    const demo = await demoClientId(db);
    const { id } = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'approve-me@example.com')
      .executeTakeFirstOrThrow();
    await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .updateTable('client_users')
        .set({ status: 'active', awaiting_approval: false })
        .where('client_id', '=', demo)
        .where('user_id', '=', id)
        .execute(),
    );
    const token = (await login('approve-me@example.com')).json<{ token: string }>().token;
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ email: 'approve-me@example.com', type: 'user' });
  });

  it('activates at once where the client does not ask for approval, and notifies its admins', async () => {
    const response = await register(registration('direct@example.com', { clientKey: undefined }), {
      host: 'open.example.com:3000',
    });
    expect(response.json()).toEqual({ status: 'active' });
    expect((await login('direct@example.com')).statusCode).toBe(200);
    const outbox = await runScoped(db.kysely, { clientId: openClientId }, (trx) =>
      trx.selectFrom('outbox').selectAll().where('client_id', '=', openClientId).execute(),
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      kind: 'registrationNotification',
      payload: { userId: expect.any(String), email: 'direct@example.com' },
    });
    expect(JSON.stringify(outbox[0]?.payload)).not.toContain('parapet');
  });

  it('writes no notification when the client does not ask for one', async () => {
    const demo = await demoClientId(db);
    const outbox = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx.selectFrom('outbox').select('id').where('client_id', '=', demo).execute(),
    );
    expect(outbox).toHaveLength(0);
  });

  it('"Register 400 errorType accountExists" in any letter case, whatever the client', async () => {
    await register(registration('taken@example.com'));
    for (const body of [
      registration('TAKEN@example.com'),
      registration('taken@example.com', { clientKey: 'open' }),
      registration('admin@tessera.local'),
    ]) {
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, errorType: 'accountExists' });
    }
  });

  it('creates one account from parallel registrations of one e-mail', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => register(registration('race@example.com'))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
  });

  it.each([
    ['an unknown key', { clientKey: 'nope' }, {}],
    ['no key and an unknown host', { clientKey: undefined }, { host: 'elsewhere.example.com' }],
  ])('"Register 400 errorType clientNotExists" for %s', async (_, extra, options) => {
    const response = await register(registration('lost@example.com', extra), options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'clientNotExists' });
  });

  it('"clientNotExists" for an inactive client', async () => {
    await db.kysely
      .updateTable('clients')
      .set({ status: 'inactive' })
      .where('key', '=', 'open')
      .execute();
    try {
      const response = await register(registration('late@example.com', { clientKey: 'open' }));
      expect(response.json()).toMatchObject({ errorType: 'clientNotExists' });
    } finally {
      await db.kysely
        .updateTable('clients')
        .set({ status: 'active' })
        .where('key', '=', 'open')
        .execute();
    }
  });

  it.each([
    [
      '"passwords must be identical" (spec 000 §5)',
      { repeatPassword: 'zielony-parapet-48' },
      'passwordsNotEqual',
    ],
    ['a short password', { password: 'kq7#zx1', repeatPassword: 'kq7#zx1' }, 'passwordTooShort'],
    [
      'a common password',
      { password: 'password1', repeatPassword: 'password1' },
      'passwordTooCommon',
    ],
    [
      "the e-mail's local part",
      { password: 'anna.nowak', repeatPassword: 'anna.nowak' },
      'passwordSameAsEmail',
    ],
  ])('refuses %s with 422 and creates nothing', async (_, extra, code) => {
    const response = await register(registration('anna.nowak@example.com', extra));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ code })]);
    const user = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'anna.nowak@example.com')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it.each([
    ['no surname', { personalDetails: { name: 'Anna' } }],
    ['an unknown field', { type: 'client_admin' }],
    ['an unknown personal detail', { personalDetails: { name: 'A', surname: 'B', role: 'x' } }],
    ['not an e-mail', { email: 'anna' }],
  ])('refuses %s with 422', async (_, extra) => {
    const response = await register({ ...registration('shape@example.com'), ...extra });
    expect(response.statusCode).toBe(422);
  });

  it('"Register 429" when one address floods it (20 an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await register(registration(`flood-${i}@example.com`), { ip: '192.0.2.50' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const last = await register(registration('flood-x@example.com'), { ip: '192.0.2.50' });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ errorType: 'tooManyRequests' });
    expect(last.headers['retry-after']).toBeDefined();
  });
});
