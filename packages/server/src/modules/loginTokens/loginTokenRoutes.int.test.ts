import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';
import { createClient } from '../clients/createClient';

const otherClient = {
  key: 'other',
  name: 'Other',
  domains: [],
  enabledFeatures: { userLoginTokens: true },
  settings: {
    defaultCountry: 'PL',
    defaultLocale: 'pl',
    maxImportRecordCount: 100,
    notifyAboutNewRegistrations: false,
  },
};

describe.each(testDatabaseKinds)('login links on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  let adminToken: string;
  let memberId: string;
  let outsiderId: string;
  let ipCounter = 0;

  // Throws (fails the test) unless the login answers 200.
  const login = (email: string, password?: string) => loginAs(app, email, password);

  function createLink(userId: string, body?: object, token = adminToken) {
    return app.inject({
      method: 'POST',
      url: `/api/users/${userId}/loginToken`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  async function newLink(userId: string, body?: object): Promise<string> {
    const response = await createLink(userId, body);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { token: string } }>().data.token;
  }

  function redeem(token: unknown, ip?: string) {
    ipCounter += 1;
    return app.inject({
      method: 'POST',
      url: '/api/auth/loginByToken',
      payload: { token },
      remoteAddress: ip ?? `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    });
  }

  const setFeature = (on: boolean) => setClientFeatures(db, demo, { userLoginTokens: on });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    await setFeature(true);
    await addTestUser(db, { email: 'boss@example.com', clientId: demo, type: 'client_admin' });
    memberId = await addTestUser(db, { email: 'member@example.com', clientId: demo });
    outsiderId = await addTestUser(db, {
      email: 'outsider@example.com',
      clientId: await createClient(db.kysely, otherClient),
    });
    adminToken = await login('boss@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('makes a one-time link of 256 random bits and stores only its SHA-256', async () => {
    const response = await createLink(memberId);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = response.json<{ data: { token: string; expiresAt: string } }>()
      .data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // An hour by default.
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(3590_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(3600_000);
    const rows = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx.selectFrom('login_tokens').selectAll().where('client_id', '=', demo).execute(),
    );
    const stored = rows.find(
      (row) =>
        Buffer.from(row.token_hash).toString('hex') ===
        createHash('sha256').update(token).digest('hex'),
    );
    expect(stored).toMatchObject({ user_id: memberId, used_at: null });
  });

  it('never stores the raw token anywhere in the database', async () => {
    const token = await newLink(memberId);
    const { rows } = await sql<{ found: number }>`
      select count(*)::int as found from (
        select to_jsonb(t)::text as row_text from login_tokens t
        union all select to_jsonb(a)::text from audit_events a
        union all select to_jsonb(o)::text from outbox o
      ) everything where row_text like ${`%${token}%`}
         or row_text like ${`%${Buffer.from(token).toString('hex')}%`}
    `.execute(db.kysely);
    expect(rows[0]?.found).toBe(0);
  });

  it('redeems a link once for a session token, with Referrer-Policy: no-referrer', async () => {
    const token = await newLink(memberId);
    const first = await redeem(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const session = first.json<{ token: string }>().token;
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.json()).toMatchObject({ email: 'member@example.com' });
    const second = await redeem(token);
    expect(second.statusCode).toBe(401);
    expect(second.headers['referrer-policy']).toBe('no-referrer');
    expect(second.json()).toEqual({
      statusCode: 401,
      message: 'The login link is invalid or has expired',
      errorType: 'invalidLoginToken',
    });
  });

  it('lets exactly 1 of 100 parallel redemptions of one link succeed', async () => {
    const token = await newLink(memberId);
    const responses = await Promise.all(Array.from({ length: 100 }, () => redeem(token)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(99);
  });

  it('honours the expiry', async () => {
    const token = await newLink(memberId, { validitySeconds: 60 });
    const hash = createHash('sha256').update(token).digest();
    await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .updateTable('login_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('client_id', '=', demo)
        .where('token_hash', '=', hash)
        .execute(),
    );
    expect((await redeem(token)).json()).toMatchObject({ errorType: 'invalidLoginToken' });
  });

  it('takes the validity in seconds, within a minute and a day', async () => {
    const response = await createLink(memberId, { validitySeconds: 120 });
    const { expiresAt } = response.json<{ data: { expiresAt: string } }>().data;
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - 120_000)).toBeLessThan(5_000);
    for (const validitySeconds of [59, 86_401, '600', 1.5]) {
      expect((await createLink(memberId, { validitySeconds })).statusCode).toBe(422);
    }
    expect(
      (await createLink(memberId, { validitySeconds: 60, userId: outsiderId })).statusCode,
    ).toBe(422);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not a token'],
    ['an empty token', ''],
  ])('answers 401 invalidLoginToken for %s', async (_, token) => {
    const response = await redeem(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorType: 'invalidLoginToken' });
  });

  it('answers 404 for a user of another client, and for nobody', async () => {
    expect((await createLink(outsiderId)).statusCode).toBe(404);
    expect((await createLink('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 403 to a non-admin', async () => {
    const response = await createLink(memberId, undefined, await login('member@example.com'));
    expect(response.statusCode).toBe(403);
  });

  it('lets a client admin make no link for a super admin', async () => {
    const { id } = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@tessera.local')
      .executeTakeFirstOrThrow();
    expect((await createLink(id)).statusCode).toBe(403);
  });

  it('answers 403 while the client has the userLoginTokens feature off', async () => {
    const token = await newLink(memberId);
    await setFeature(false);
    try {
      expect((await createLink(memberId)).statusCode).toBe(403);
      // A link made before the feature was turned off does not work either.
      expect((await redeem(token)).statusCode).toBe(401);
    } finally {
      await setFeature(true);
    }
  });

  it('logs nobody in whose membership was deactivated since', async () => {
    const userId = await addTestUser(db, { email: 'leaver@example.com', clientId: demo });
    const token = await newLink(userId);
    await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .updateTable('client_users')
        .set({ status: 'inactive' })
        .where('client_id', '=', demo)
        .where('user_id', '=', userId)
        .execute(),
    );
    expect((await redeem(token)).statusCode).toBe(401);
  });

  it('limits redemptions per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await redeem('B'.repeat(43), '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
