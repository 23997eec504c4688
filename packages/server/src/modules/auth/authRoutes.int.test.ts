import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { createTestApp, testConfig } from '../../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { hashPassword } from './passwordHash';

const admin = testConfig.admin;

describe.each(testDatabaseKinds)('auth routes on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;

  async function login(body: unknown) {
    return app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object });
  }

  async function loginToken(email = admin.email, password = admin.password): Promise<string> {
    const response = await login({ login: email, password });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  }

  function me(token: string | undefined) {
    return app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    await db.kysely
      .insertInto('users')
      .values({
        email: 'inactive@example.com',
        password_hash: await hashPassword('inactive-pass'),
        type: 'user',
        status: 'inactive',
        personal_details: '{}',
      })
      .execute();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  describe('POST /api/auth/login', () => {
    it('answers a token bound to a new session row', async () => {
      const response = await login({ login: admin.email, password: admin.password });
      expect(response.statusCode).toBe(200);
      const { token } = response.json<{ token: string }>();
      const claims = decodeJwt(token);
      expect(claims.iss).toBe('tessera');
      expect(typeof claims.sid).toBe('string');
      const session = await db.kysely
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', String(claims.sid))
        .executeTakeFirstOrThrow();
      expect(session.user_id).toBe(claims.sub);
      expect(session.revoked_at).toBeNull();
      expect(claims.exp).toBe(Math.floor(session.expires_at.getTime() / 1000));
    });

    it('takes the e-mail in any letter case', async () => {
      const response = await login({ login: admin.email.toUpperCase(), password: admin.password });
      expect(response.statusCode).toBe(200);
    });

    it('"Login 401 otherwise: invalidCredentials" for a wrong password', async () => {
      const response = await login({ login: admin.email, password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        message: 'Invalid e-mail or password',
        errorType: 'invalidCredentials',
      });
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const response = await login({ login: 'nobody@example.com', password: admin.password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        message: 'Invalid e-mail or password',
        errorType: 'invalidCredentials',
      });
    });

    it('"Login 401 with errorType deactivatedByAdmin" for an inactive user', async () => {
      const response = await login({ login: 'inactive@example.com', password: 'inactive-pass' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, errorType: 'deactivatedByAdmin' });
    });

    it('tells an inactive account apart only to someone who knows its password', async () => {
      const response = await login({ login: 'inactive@example.com', password: 'guess' });
      expect(response.json()).toMatchObject({ errorType: 'invalidCredentials' });
    });

    it.each([
      ['no body', undefined],
      ['no password', { login: admin.email }],
      ['an empty login', { login: '', password: 'x' }],
      ['an object as password', { login: admin.email, password: { value: 'x' } }],
      ['an array', [admin.email, admin.password]],
    ])('rejects a malformed body (%s) with 400', async (_, body) => {
      const response = await login(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    });

    it('rejects JSON that does not parse with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"login":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400 });
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the session user (spec 000 §3)', async () => {
      const response = await me(await loginToken());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: expect.any(String),
        roleIds: [],
        email: admin.email,
        type: 'super_admin',
        personalDetails: { name: 'Admin', surname: 'Tessera' },
        defaultClient: { key: 'demo' },
        specialPermissions: [],
        userSpecialFeatures: [],
      });
    });

    it.each([
      ['no Authorization header', undefined],
      ['a token that is not a JWT', 'not-a-token'],
      ['a JWT signed with another key', forgedToken()],
    ])('answers 401 for %s', async (_, token) => {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
    });

    it('answers 401 when the token is not sent as a bearer token', async () => {
      const token = await loginToken();
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Basic ${token}` },
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 once the session expired, whatever the token says', async () => {
      const token = await loginToken();
      await db.kysely
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', String(decodeJwt(token).sid))
        .execute();
      expect((await me(token)).statusCode).toBe(401);
    });

    it('answers 401 when the user was deactivated after logging in', async () => {
      const email = 'soon-inactive@example.com';
      await db.kysely
        .insertInto('users')
        .values({
          email,
          password_hash: await hashPassword('secret1'),
          type: 'user',
          personal_details: '{}',
        })
        .execute();
      const token = await loginToken(email, 'secret1');
      expect((await me(token)).json()).toMatchObject({ email, type: 'user', defaultClient: null });
      await db.kysely
        .updateTable('users')
        .set({ status: 'inactive' })
        .where('email', '=', email)
        .execute();
      expect((await me(token)).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the session: the token stops working, other sessions do not', async () => {
      const token = await loginToken();
      const otherToken = await loginToken();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      const session = await db.kysely
        .selectFrom('sessions')
        .select('revoked_at')
        .where('id', '=', String(decodeJwt(token).sid))
        .executeTakeFirstOrThrow();
      expect(session.revoked_at).toBeInstanceOf(Date);
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(otherToken)).statusCode).toBe(200);
    });

    it('answers 401 without a valid token', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(401);
    });
  });
});

/** A well-formed token with our claims, signed with a key the server does not have. */
function forgedToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({ sid: crypto.randomUUID(), sub: crypto.randomUUID(), iss: 'tessera' });
  return `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
}
