import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp, testConfig } from '../../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';

describe.each(testDatabaseKinds)('login rate limits on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let proxied: FastifyInstance;

  function login(
    email: string,
    password: string,
    options: { ip?: string; headers?: Record<string, string>; via?: FastifyInstance } = {},
  ) {
    return (options.via ?? app).inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password },
      remoteAddress: options.ip ?? '198.51.100.1',
      headers: options.headers ?? {},
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    // The same database behind a proxy at 10.0.0.1 that the configuration trusts.
    proxied = await createTestApp(db, { config: { ...testConfig, trustProxy: ['10.0.0.1'] } });
    const clientId = await demoClientId(db);
    for (const email of ['victim@example.com', 'locked@example.com', 'reset@example.com']) {
      await addTestUser(db, { email, clientId, password: 'right-password' });
    }
  });

  afterAll(async () => {
    await proxied?.close();
    await app?.close();
    await db?.close();
  });

  it('"too many attempts 429 per account": 50 parallel wrong attempts, at most 10 evaluated', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login('victim@example.com', `wrong-${i}`, { ip: `198.51.100.${100 + i}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({
      statusCode: 429,
      message: 'Too many attempts, try again later',
      errorType: 'tooManyRequests',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses a locked account even the right password, without evaluating it', async () => {
    for (let i = 0; i < 10; i++) await login('locked@example.com', 'wrong', { ip: '198.51.100.2' });
    const response = await login('locked@example.com', 'right-password', { ip: '198.51.100.3' });
    expect(response.statusCode).toBe(429);
  });

  it('counts an unknown e-mail exactly like a known one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await login('nobody@example.com', 'x', { ip: '198.51.100.4' })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('lets a correct password reset the account counter', async () => {
    for (let i = 0; i < 9; i++) await login('reset@example.com', 'wrong', { ip: '198.51.100.5' });
    expect((await login('reset@example.com', 'right-password')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login('reset@example.com', 'wrong', { ip: '198.51.100.5' })).statusCode).toBe(
        401,
      );
    }
  });

  it('"too many attempts 429 per IP": 50 failures per IP over any accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      statuses.push((await login(`spray-${i}@example.com`, 'x', { ip: '192.0.2.1' })).statusCode);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
  });

  it('is not bypassed by a rotating X-Forwarded-For when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const response = await login(`rotate-${i}@example.com`, 'x', {
        ip: '192.0.2.2',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(50)).toEqual([429, 429]);
  });

  it('takes the client address from X-Forwarded-For only through a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const response = await login(`behind-${i}@example.com`, 'x', {
        via: proxied,
        ip: '10.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // A client talking to the server directly cannot pose as the proxy's clients.
    for (let i = 0; i < 51; i++) {
      await login(`direct-${i}@example.com`, 'x', {
        via: proxied,
        ip: '192.0.2.3',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    }
    expect(
      (await login('direct@example.com', 'x', { via: proxied, ip: '192.0.2.3' })).statusCode,
    ).toBe(429);
  });

  it('does not count successful logins against the IP', async () => {
    await addTestUser(db, { email: 'office@example.com', clientId: await demoClientId(db) });
    for (let i = 0; i < 60; i++) {
      const response = await login('office@example.com', 'test-password', { ip: '192.0.2.4' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('keeps known and unknown e-mails within 10% of each other in time', async () => {
    const pairs = 41;
    const clientId = await demoClientId(db);
    for (let i = 0; i < pairs; i++)
      await addTestUser(db, { email: `timed-${i}@example.com`, clientId });
    // CPU time of the whole process (argon2's worker threads included), not wall time: on a
    // loaded machine wall times of the same request swing by half, CPU times do not.
    const cost = async (email: string, ip: string) => {
      const before = process.cpuUsage();
      await login(email, 'wrong-password', { ip });
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    await cost('warm-up@example.com', '192.0.2.99');
    // Alternated, so anything else going on hits both alike; medians drop the odd outlier. Each
    // attempt has an e-mail and an address of its own, so no limit is reached.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < pairs; i++) {
      known.push(await cost(`timed-${i}@example.com`, `198.18.0.${i}`));
      unknown.push(await cost(`untimed-${i}@example.com`, `198.18.1.${i}`));
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[pairs >> 1] ?? 0;
    const [a, b] = [median(known), median(unknown)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.1);
  });
});
