import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.types';
import { createTestApp } from '../testing/createTestApp';
import { openTestDatabase } from '../testing/openTestDatabase';

describe('GET /api/openapi.json', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    app = await createTestApp(db);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  it('describes every API route, with who may call it', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-access'?: string; security?: unknown }>>;
    }>();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const apiRoutes = app.apiRoutes
      .filter((route) => route.url !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(apiRoutes.length).toBeGreaterThan(3);
    for (const route of apiRoutes) expect(documented).toContain(route);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation['x-access']).toMatch(
          /^(public|authenticated|member|admin|superAdmin|permission \w+)$/,
        );
        if (operation['x-access'] !== 'public')
          expect(operation.security).toEqual([{ bearer: [] }]);
      }
    }
  });
});
