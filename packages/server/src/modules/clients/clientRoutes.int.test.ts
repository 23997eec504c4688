import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { createTestApp } from '../../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';

describe.each(testDatabaseKinds)('GET /api/clients/info on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;

  const info = (query: string) => app.inject({ method: 'GET', url: `/api/clients/info?${query}` });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    await db.kysely
      .insertInto('clients')
      .values([
        {
          key: 'acme',
          name: 'Acme',
          domains: ['acme.example.com', 'www.acme.example.com'],
          enabled_features: JSON.stringify({ applicationVersions: true, smsModule: false }),
          settings: JSON.stringify({ minPasswordLength: 12, defaultCountry: 'PL' }),
        },
        {
          key: 'gone',
          name: 'Gone',
          domains: ['gone.example.com'],
          enabled_features: '{}',
          settings: '{}',
          status: 'deleted',
        },
      ])
      .execute();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('finds a client by key', async () => {
    const response = await info('key=demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(String),
        key: 'demo',
        name: 'Demo',
        domains: [],
        enabledFeatures: expect.any(Object),
        passwordPolicy: { minLength: 8 },
      },
    });
  });

  it('finds a client by any of its domains, in any letter case', async () => {
    for (const domain of ['acme.example.com', 'WWW.Acme.Example.com']) {
      const response = await info(`domain=${encodeURIComponent(domain)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          id: expect.any(String),
          key: 'acme',
          name: 'Acme',
          domains: ['acme.example.com', 'www.acme.example.com'],
          enabledFeatures: { applicationVersions: true, smsModule: false },
          passwordPolicy: { minLength: 12 },
        },
      });
    }
  });

  it('tells feature flags and the password policy, and no other setting', async () => {
    const body = (await info('key=acme')).json() as { data: Record<string, unknown> };
    expect(Object.keys(body.data).sort()).toEqual(
      ['domains', 'enabledFeatures', 'id', 'key', 'name', 'passwordPolicy'].sort(),
    );
    expect(JSON.stringify(body)).not.toContain('defaultCountry');
  });

  it.each([
    ['an unknown key', 'key=nope'],
    ['an unknown domain', 'domain=nope.example.com'],
    ['a part of a domain', 'domain=acme'],
    ['a deleted client', 'key=gone'],
    ["a deleted client's domain", 'domain=gone.example.com'],
  ])('answers 404 for %s', async (_, query) => {
    const response = await info(query);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'Client not found' });
  });

  it('answers 422 when neither key nor domain is given', async () => {
    const response = await info('');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ statusCode: 422 });
  });
});
