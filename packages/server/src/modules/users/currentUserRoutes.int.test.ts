import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';

describe.each(testDatabaseKinds)('PATCH /api/users/current on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let clientId: string;
  let ipCounter = 0;

  // Throws (fails the test) unless the login answers 200.
  const login = (email: string, password?: string) => loginAs(app, email, password);

  function patch(token: string, body: unknown) {
    ipCounter += 1;
    return app.inject({
      method: 'PATCH',
      url: '/api/users/current',
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
      remoteAddress: `198.51.100.${ipCounter % 250}`,
    });
  }

  function me(token: string) {
    return app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
  }

  const userRow = (email: string) =>
    db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    clientId = await demoClientId(db);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("edits the user's own personal details and answers the session user", async () => {
    await addTestUser(db, { email: 'details@example.com', clientId });
    const token = await login('details@example.com');
    const response = await patch(token, {
      personalDetails: { city: 'Kraków', phone: '+48 12 345 67 89', surname: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'details@example.com',
      type: 'user',
      personalDetails: { name: 'Test', city: 'Kraków', phone: '+48 12 345 67 89' },
    });
    // An empty string removes the field.
    expect(response.json().personalDetails.surname).toBeUndefined();
    expect((await me(token)).json().personalDetails).toEqual({
      name: 'Test',
      city: 'Kraków',
      phone: '+48 12 345 67 89',
    });
  });

  it.each([
    ['type', { type: 'client_admin' }],
    ['roleIds', { roleIds: ['00000000-0000-4000-8000-000000000000'] }],
    ['email', { email: 'boss@example.com' }],
    ['status', { status: 'active' }],
    ['isSuperAdmin', { isSuperAdmin: true }],
    ['a personal detail beyond the 13', { personalDetails: { salary: '1' } }],
    ['type beside a valid change', { personalDetails: { city: 'Gdańsk' }, type: 'client_admin' }],
    ['a number as a detail', { personalDetails: { city: 5 } }],
    ['an empty body', {}],
    ['half a password change', { newPassword: 'zielony-parapet-47' }],
  ])('refuses %s with 422 and changes nothing (no mass assignment)', async (_, body) => {
    const email = `mass-${Math.random().toString(36).slice(2)}@example.com`;
    await addTestUser(db, { email, clientId });
    const token = await login(email);
    const before = await userRow(email);
    const response = await patch(token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ statusCode: 422, errors: expect.any(Array) });
    const after = await userRow(email);
    expect(after).toEqual(before);
    const membership = await runScoped(db.kysely, { clientId }, (trx) =>
      trx
        .selectFrom('client_users')
        .select(['type', 'status'])
        .where('client_id', '=', clientId)
        .where('user_id', '=', after.id)
        .executeTakeFirstOrThrow(),
    );
    expect(membership).toEqual({ type: 'user', status: 'active' });
  });

  it('refuses a __proto__ key with 400 (the JSON parser) and changes nothing', async () => {
    await addTestUser(db, { email: 'proto@example.com', clientId });
    const token = await login('proto@example.com');
    const before = await userRow('proto@example.com');
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/current',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"personalDetails": {"city": "X"}, "__proto__": {"isSuperAdmin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(await userRow('proto@example.com')).toEqual(before);
  });

  it('"Change password, code invalidCurrentPassword" for a wrong current password', async () => {
    await addTestUser(db, { email: 'wrong-current@example.com', clientId });
    const token = await login('wrong-current@example.com');
    const before = await userRow('wrong-current@example.com');
    const response = await patch(token, {
      currentPassword: 'not-my-password',
      newPassword: 'zielony-parapet-47',
      repeatNewPassword: 'zielony-parapet-47',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      message: 'The current password is not correct',
      errorType: 'invalidCurrentPassword',
      errors: [
        {
          path: '/currentPassword',
          message: 'is not the current password',
          code: 'invalidCurrentPassword',
        },
      ],
    });
    expect((await userRow('wrong-current@example.com')).password_hash).toBe(before.password_hash);
  });

  it.each([
    [
      '"the repeat must equal the new password"',
      'zielony-parapet-47',
      'zielony-parapet-48',
      'passwordsNotEqual',
    ],
    ['"at least 6 characters" (8 by default)', 'kq7#zx1', 'kq7#zx1', 'passwordTooShort'],
    ['a common password', 'qwerty123', 'qwerty123', 'passwordTooCommon'],
    ["the user's e-mail", 'policy@example.com', 'policy@example.com', 'passwordSameAsEmail'],
  ])('refuses %s with a 422 problem code', async (_, newPassword, repeatNewPassword, code) => {
    const email = 'policy@example.com';
    const exists = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (exists === undefined) await addTestUser(db, { email, clientId });
    const token = await login(email);
    const response = await patch(token, {
      currentPassword: 'test-password',
      newPassword,
      repeatNewPassword,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ code })]);
  });

  it("raises the minimum to the client's minPasswordLength setting", async () => {
    const email = 'strict@example.com';
    await addTestUser(db, { email, clientId });
    await db.kysely
      .updateTable('clients')
      .set({ settings: JSON.stringify({ minPasswordLength: 20 }) })
      .where('id', '=', clientId)
      .execute();
    try {
      const token = await login(email);
      const response = await patch(token, {
        currentPassword: 'test-password',
        newPassword: 'zielony-parapet-47',
        repeatNewPassword: 'zielony-parapet-47',
      });
      expect(response.json().errors).toEqual([
        expect.objectContaining({ code: 'passwordTooShort', params: { minLength: 20 } }),
      ]);
    } finally {
      await db.kysely
        .updateTable('clients')
        .set({ settings: JSON.stringify({}) })
        .where('id', '=', clientId)
        .execute();
    }
  });

  it('changes the password: other sessions end, the current one keeps working', async () => {
    const email = 'changer@example.com';
    await addTestUser(db, { email, clientId });
    const current = await login(email);
    const other = await login(email);
    const response = await patch(current, {
      currentPassword: 'test-password',
      newPassword: 'zielony-parapet-47',
      repeatNewPassword: 'zielony-parapet-47',
      personalDetails: { city: 'Łódź' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const row = await userRow(email);
    expect(row.password_changed_at).toBeInstanceOf(Date);
    expect(row.personal_details.city).toBe('Łódź');
    const oldLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password: 'test-password' },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect((await login(email, 'zielony-parapet-47')).length).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/current',
      payload: { personalDetails: { city: 'X' } },
    });
    expect(response.statusCode).toBe(401);
  });
});
