import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { fieldIndexNames } from '../../testing/fieldIndexNames';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { createClient } from '../clients/createClient';
import { fieldIndexName } from '../queries/fieldIndexes';

const textField = (id: string, extra: object = {}) => ({
  id,
  dbFieldName: id,
  name: id,
  status: 'active',
  type: 'value_field',
  fieldValue: { type: 'text' },
  ...extra,
});

describe.each(testDatabaseKinds)('settings/dataProviders on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let sales: string;

  const customers = () => ({
    name: 'Klienci',
    type: 'manual',
    config: { fields: [textField('name'), textField('phone'), textField('margin')] },
    access: [{ roleIds: [sales], columns: { type: 'limited', fieldIds: ['name', 'phone'] } }],
  });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    const demo = await demoClientId(db);
    sales = await addTestRole(db, { clientId: demo, name: 'Sprzedaż' });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'seller@example.com', clientId: demo, roleIds: [sales] });
    const other = await createClient(db.kysely, testClientSeed('other'));
    await addTestUser(db, { email: 'intruder@example.com', clientId: other, type: 'client_admin' });
    await api.login('admin', 'admin@example.com');
    await api.login('seller', 'seller@example.com');
    await api.login('intruder', 'intruder@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('an admin creates, reads, replaces and deletes a provider', async () => {
    const created = await api.call('admin', 'PUT', '/settings/dataProviders', customers());
    expect(created.statusCode).toBe(200);
    const provider = created.json().data;
    expect(provider).toMatchObject({ name: 'Klienci', status: 'active', revision: 1 });
    expect(provider.config.fields).toHaveLength(3);

    const replaced = await api.call('admin', 'PUT', `/settings/dataProviders/${provider.id}`, {
      ...customers(),
      name: 'Klienci firmy',
      revision: 1,
    });
    expect(replaced.json().data).toMatchObject({ name: 'Klienci firmy', revision: 2 });
    const stale = await api.call('admin', 'PUT', `/settings/dataProviders/${provider.id}`, {
      ...customers(),
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);

    expect(
      (await api.call('admin', 'DELETE', `/settings/dataProviders/${provider.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await api.call('admin', 'GET', `/settings/dataProviders/${provider.id}`)).statusCode,
    ).toBe(404);
  });

  it("saving a provider indexes the fields its roles' record access compares, in the background — not the others", async () => {
    const saved = await api.call('admin', 'PUT', '/settings/dataProviders', {
      name: 'Zamówienia regionów',
      type: 'manual',
      config: { fields: [textField('region'), textField('amount'), textField('note')] },
      access: [
        {
          roleIds: [sales],
          columns: { type: 'all' },
          records: {
            type: 'matching',
            condition: {
              type: 'compare_value',
              leftValueAccess: { fieldId: 'region' },
              operator: 'in_array',
              rightValue: { type: 'const', value: ['r01', 'r02'] },
            },
          },
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const providerId: string = saved.json().data.id;
    const indexes = () => fieldIndexNames(db, providerId);
    await expect
      .poll(indexes, { timeout: 10_000 })
      .toEqual([fieldIndexName({ providerId, fieldName: 'region' })]);
  });

  it('refuses a malformed provider with JSON pointers, an id in the body and a taken name', async () => {
    const malformed = await api.call('admin', 'PUT', '/settings/dataProviders', {
      ...customers(),
      config: { fields: [textField('name'), textField('name')] },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/config/fields/1/id' })]),
    );
    const withId = await api.call('admin', 'PUT', '/settings/dataProviders', {
      ...customers(),
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(withId.statusCode).toBe(422);

    const first = await api.call('admin', 'PUT', '/settings/dataProviders', {
      ...customers(),
      name: 'Zlecenia',
    });
    expect(first.statusCode).toBe(200);
    const second = await api.call('admin', 'PUT', '/settings/dataProviders', {
      ...customers(),
      name: 'Zlecenia',
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual([
      { path: '/name', message: 'is already used by another data provider' },
    ]);
  });

  it('refuses a relation to a provider that is not in the version', async () => {
    const response = await api.call('admin', 'PUT', '/settings/dataProviders', {
      name: 'Oferty',
      type: 'manual',
      config: {
        fields: [
          textField('customer', {
            transform: {
              type: 'relation_value',
              schemaProviderId: '00000000-0000-4000-8000-000000000001',
              presentByFieldAccess: { path: ['name'] },
            },
          }),
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        path: '/config/fields/0/transform/schemaProviderId',
        message: 'is not a data provider of this version',
      },
    ]);
  });

  it('members see only the columns their roles may see, never the access rules', async () => {
    const created = (
      await api.call('admin', 'PUT', '/settings/dataProviders', {
        ...customers(),
        name: 'Kontakty',
      })
    ).json().data;
    const read = await api.call('seller', 'GET', `/settings/dataProviders/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.config.fields.map((f: { id: string }) => f.id)).toEqual([
      'name',
      'phone',
    ]);
    expect(read.json().data.access).toBeUndefined();

    const descriptions = await api.call(
      'seller',
      'GET',
      `/schema-descriptions?filter[id]=${created.id}`,
    );
    expect(descriptions.json().data).toEqual([
      {
        id: created.id,
        name: 'Kontakty',
        type: 'manual',
        fields: [
          {
            id: 'name',
            dbFieldName: 'name',
            name: 'name',
            type: 'value_field',
            fieldValue: { type: 'text' },
          },
          {
            id: 'phone',
            dbFieldName: 'phone',
            name: 'phone',
            type: 'value_field',
            fieldValue: { type: 'text' },
          },
        ],
      },
    ]);
    expect(
      (await api.call('seller', 'PUT', '/settings/dataProviders', customers())).statusCode,
    ).toBe(403);
  });

  it('another client cannot see or touch the provider', async () => {
    const created = (
      await api.call('admin', 'PUT', '/settings/dataProviders', { ...customers(), name: 'Tajne' })
    ).json().data;
    expect(
      (await api.call('intruder', 'GET', `/settings/dataProviders/${created.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await api.call('intruder', 'DELETE', `/settings/dataProviders/${created.id}`)).statusCode,
    ).toBe(404);
    const list = await api.call('intruder', 'GET', '/settings/dataProviders');
    expect(list.json().data).toEqual([]);
  });

  it('checks a virtual provider when it is saved: its source, the fields it names, cycles', async () => {
    const source = (
      await api.call('admin', 'PUT', '/settings/dataProviders', {
        ...customers(),
        name: 'Klienci (źródło)',
      })
    ).json().data.id as string;
    const sourced = (name: string, fromProviderId: string, fieldName = 'name') => ({
      name,
      type: 'query_sourced',
      config: {
        query: {
          type: 'general_query',
          fromProviderId,
          filter: {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName },
            matchKind: 'not_empty',
          },
        },
        fields: [
          {
            id: 'n',
            dbFieldName: 'name',
            status: 'active',
            type: 'query_sourced_field',
            sourceFieldAccess: { path: ['name'] },
            fieldValue: { type: 'text' },
          },
        ],
      },
    });
    const save = (body: object, id = '') =>
      api.call('admin', 'PUT', `/settings/dataProviders${id === '' ? '' : `/${id}`}`, body);

    const unknownSource = await save(sourced('Bez źródła', '00000000-0000-4000-8000-00000000dead'));
    expect(unknownSource.statusCode).toBe(422);
    expect(unknownSource.json().errors).toEqual([
      {
        path: '/config/query/fromProviderId',
        message: 'is not a data provider of this version: "00000000-0000-4000-8000-00000000dead"',
      },
    ]);
    const unknownField = await save(sourced('Zły filtr', source, 'nope'));
    expect(unknownField.statusCode).toBe(422);
    expect(unknownField.json().errors[0].path).toBe('/config/query/filter/searchField/fieldName');

    const aggregating = await save({
      name: 'Według telefonu',
      type: 'aggregating',
      config: {
        sourceProviderId: source,
        fields: [
          {
            id: 'g',
            dbFieldName: 'phone',
            status: 'active',
            type: 'grouping_field',
            groupByFieldId: 'phone',
            fieldValue: { type: 'text' },
          },
          {
            id: 'm',
            dbFieldName: 'top',
            status: 'active',
            type: 'aggregating_field',
            aggregation: { method: 'max', aggregateFieldId: 'missing' },
            fieldValue: { type: 'number' },
          },
        ],
      },
    });
    expect(aggregating.statusCode).toBe(422);
    expect(aggregating.json().errors).toEqual([
      {
        path: '/config/fields/1/aggregation/aggregateFieldId',
        message: 'the source provider has no field "missing"',
      },
    ]);

    const first = await save(sourced('Pierwszy', source));
    expect(first.statusCode, first.body).toBe(200);
    const firstId = first.json().data.id as string;
    const second = await save(sourced('Drugi', firstId));
    expect(second.statusCode, second.body).toBe(200);
    const loop = await save(sourced('Pierwszy', second.json().data.id), firstId);
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors[0]).toMatchObject({
      path: '/config/query/fromProviderId',
      message: expect.stringMatching(/^virtual providers read each other in a cycle: /),
    });
  });
});
