import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { serverVersion } from '../../serverVersion';
import { createTestApp } from '../../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';

describe.each(testDatabaseKinds)('GET /api/health on %s', (kind) => {
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

  it('answers ok with the database kind and the server version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind, version: serverVersion });
    expect(serverVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 unavailable once the database is gone', async () => {
    await db.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: kind,
      version: serverVersion,
    });
  });
});
