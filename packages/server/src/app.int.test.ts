import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Database } from './database/database.types';
import { createTestApp, testConfig } from './testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from './testing/openTestDatabase';

const runtimeHtml =
  '<!doctype html><title>runtime</title><script src="/assets/app-1a2b.js"></script>';
const studioHtml =
  '<!doctype html><title>studio</title><script src="/studio/assets/s-3c4d.js"></script>';

describe.each(testDatabaseKinds)('app on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let dir: string;

  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-app-'));
    await mkdir(join(dir, 'runtime', 'assets'), { recursive: true });
    await mkdir(join(dir, 'studio', 'assets'), { recursive: true });
    await writeFile(join(dir, 'runtime', 'index.html'), runtimeHtml);
    await writeFile(join(dir, 'runtime', 'assets', 'app-1a2b.js'), 'console.log("runtime")');
    await writeFile(join(dir, 'runtime', 'favicon.svg'), '<svg/>');
    await writeFile(join(dir, 'studio', 'index.html'), studioHtml);
    await writeFile(join(dir, 'studio', 'assets', 's-3c4d.js'), 'console.log("studio")');
    db = await openTestDatabase(kind);
    app = await createTestApp(db, {
      runtimeDir: join(dir, 'runtime'),
      studioDir: join(dir, 'studio'),
    });
    app.get('/api/test/failure', async () => {
      throw new Error('connection to 10.0.0.5 failed at /srv/secret/path.js:12');
    });
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('HTML routes', () => {
    it.each([
      '/',
      '/auth/login?returnTo=%2Fdemo%2Fstart',
      '/demo',
      '/demo/start',
      '/demo/forms/0b5e/new',
      '/demo/views/settings',
      '/pv-calculator',
    ])('serves the runtime for %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(runtimeHtml);
    });

    it.each([
      '/settings',
      '/settings/forms',
      '/settings/forms/0b5e/edit',
      '/demo/settings',
      '/demo/settings/users/import?x=1',
    ])('serves the studio for %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(studioHtml);
    });

    it('answers HEAD like GET, without a body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/demo/settings' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    });

    it('does not answer other methods with a page', async () => {
      const response = await app.inject({ method: 'POST', url: '/demo/start' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Not found' });
    });
  });

  describe('static files', () => {
    it('serves the runtime files at / and lets hashed assets be cached for good', async () => {
      const response = await get('/assets/app-1a2b.js');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log("runtime")');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const favicon = await get('/favicon.svg');
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['cache-control']).toBe('no-cache');
    });

    it('serves the studio files under /studio/', async () => {
      const response = await get('/studio/assets/s-3c4d.js');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log("studio")');
    });

    it.each([
      '/assets/missing-9z.js',
      '/studio/assets/missing.js',
      '/studio/settings',
      '/favicon.ico',
      '/demo/robots.txt',
    ])('answers a missing file %s with 404, not a page', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!doctype html>');
    });

    it('does not list or page the studio folder itself', async () => {
      const response = await get('/studio/');
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('<!doctype html>');
    });
  });

  describe('API errors', () => {
    it.each([
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['POST', '/api/auth/unknown'],
      ['DELETE', '/api/health'],
    ] as const)('answers %s %s with a JSON 404', async (method, url) => {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Not found' });
    });

    it('answers a failure with a bare 500: no message, stack or path', async () => {
      const response = await get('/api/test/failure');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, message: 'Internal server error' });
      expect(response.body).not.toMatch(/10\.0\.0\.5|secret|at /);
    });
  });

  describe('token signing secret', () => {
    it('is generated once and kept, so tokens survive a restart', async () => {
      const login = { login: testConfig.admin.email, password: testConfig.admin.password };
      const { token } = (
        await app.inject({ method: 'POST', url: '/api/auth/login', payload: login })
      ).json<{ token: string }>();
      const restarted = await createApp({ db, config: testConfig });
      try {
        const me = await restarted.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.statusCode).toBe(200);
      } finally {
        await restarted.close();
      }
      const stored = await db.kysely.selectFrom('server_settings').select('key').execute();
      expect(stored).toEqual([{ key: 'auth.jwtSecret' }]);
    });

    it('comes from TESSERA_JWT_SECRET when set', async () => {
      const login = { login: testConfig.admin.email, password: testConfig.admin.password };
      const { token } = (
        await app.inject({ method: 'POST', url: '/api/auth/login', payload: login })
      ).json<{ token: string }>();
      const config = { ...testConfig, jwtSecret: 'a-secret-of-at-least-32-characters!' };
      const withSecret = await createApp({ db, config });
      try {
        const headers = { authorization: `Bearer ${token}` };
        const rejected = await withSecret.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(rejected.statusCode).toBe(401);
        const own = (
          await withSecret.inject({ method: 'POST', url: '/api/auth/login', payload: login })
        ).json<{ token: string }>();
        const accepted = await withSecret.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${own.token}` },
        });
        expect(accepted.statusCode).toBe(200);
      } finally {
        await withSecret.close();
      }
    });
  });
});

describe.each(testDatabaseKinds)('app without built front ends on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it.each([
    ['/demo/start', 'runtime'],
    ['/demo/settings', 'studio'],
  ])('answers %s with a 503 page saying the %s is not built', async (url, appName) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`The ${appName} app is not built`);
    expect(response.body).toContain('pnpm build');
    expect(response.body).not.toContain('/nonexistent');
  });

  it('still serves the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
