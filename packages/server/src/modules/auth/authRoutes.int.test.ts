import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp, testConfig } from '../../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { resolveJwtSecret } from './resolveJwtSecret';

const admin = testConfig.admin;

describe.each(testDatabaseKinds)('auth routes on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let clientId: string;

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
    clientId = await demoClientId(db);
    await addTestUser(db, {
      email: 'inactive@example.com',
      password: 'inactive-pass',
      clientId,
      status: 'inactive',
    });
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
      });
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const response = await login({ login: 'nobody@example.com', password: admin.password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        message: 'Invalid e-mail or password',
      });
    });

    it('"Login 401 with errorType deactivatedByAdmin" for an inactive user', async () => {
      const response = await login({ login: 'inactive@example.com', password: 'inactive-pass' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, errorType: 'deactivatedByAdmin' });
    });

    it('tells an inactive account apart only to someone who knows its password', async () => {
      const response = await login({ login: 'inactive@example.com', password: 'guess' });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorType).toBeUndefined();
    });

    it('"Login 401 with errorType deactivatedByAdmin" when every membership is inactive', async () => {
      await addTestUser(db, {
        email: 'member-inactive@example.com',
        clientId,
        memberStatus: 'inactive',
      });
      const response = await login({
        login: 'member-inactive@example.com',
        password: 'test-password',
      });
      expect(response.json()).toMatchObject({ statusCode: 401, errorType: 'deactivatedByAdmin' });
    });

    it('"Login 401 with errorType waitingForAdminApproval" for a registration not yet approved', async () => {
      await addTestUser(db, {
        email: 'waiting@example.com',
        clientId,
        memberStatus: 'inactive',
        awaitingApproval: true,
      });
      const response = await login({ login: 'waiting@example.com', password: 'test-password' });
      expect(response.json()).toMatchObject({
        statusCode: 401,
        errorType: 'waitingForAdminApproval',
      });
    });

    it('lets nobody without a membership in an active client log in', async () => {
      await addTestUser(db, { email: 'homeless@example.com' });
      const response = await login({ login: 'homeless@example.com', password: 'test-password' });
      expect(response.json()).toMatchObject({ statusCode: 401, errorType: 'deactivatedByAdmin' });
    });

    it.each([
      ['no body', undefined],
      ['no password', { login: admin.email }],
      ['an empty login', { login: '', password: 'x' }],
      ['an object as password', { login: admin.email, password: { value: 'x' } }],
      ['an array', [admin.email, admin.password]],
      ['an unknown property', { login: admin.email, password: admin.password, type: 'x' }],
    ])('rejects a malformed body (%s) with 422 and the problems', async (_, body) => {
      const response = await login(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        statusCode: 422,
        errors: expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
      });
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

    it('answers 401 for `alg: none`, a tampered, an expired or a foreign-audience token of a live session', async () => {
      const token = await loginToken();
      const { sid, sub } = decodeJwt(token);
      const secret = await resolveJwtSecret(db.kysely, undefined);
      const claims = (audience: string, expiresAt: Date) =>
        new SignJWT({ sid })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('tessera')
          .setAudience(audience)
          .setSubject(String(sub))
          .setIssuedAt()
          .setExpirationTime(expiresAt);
      const inAnHour = new Date(Date.now() + 3600_000);
      // The control: the same claims, properly signed, work.
      expect((await me(await claims('tessera-api', inAnHour).sign(secret))).statusCode).toBe(200);
      const unsigned = new UnsecuredJWT({ sid })
        .setIssuer('tessera')
        .setAudience('tessera-api')
        .setSubject(String(sub))
        .setIssuedAt()
        .setExpirationTime(inAnHour)
        .encode();
      const [header, payload, signature] = token.split('.');
      const changed = { ...JSON.parse(Buffer.from(String(payload), 'base64url').toString()) };
      changed.exp += 3600;
      const tampered = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
      const expired = await claims('tessera-api', new Date(Date.now() - 1000)).sign(secret);
      const foreign = await claims('another-service', inAnHour).sign(secret);
      for (const refused of [unsigned, tampered, expired, foreign]) {
        expect((await me(refused)).statusCode).toBe(401);
      }
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
      await addTestUser(db, { email, password: 'secret1', clientId });
      const token = await loginToken(email, 'secret1');
      expect((await me(token)).json()).toMatchObject({
        email,
        type: 'user',
        defaultClient: { key: 'demo' },
      });
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
