import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { migrate } from '../../database/migrate';
import { runScoped } from '../../database/scopedTransaction';
import { seed } from '../../database/seed';
import { demoClientId } from '../../testing/addTestUser';
import { testConfig } from '../../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testAppSeed } from '../../testing/testAppSeed';
import { mintTenantScope } from '../access/tenantScope';
import { createClient } from '../clients/createClient';
import { createDefinitionRepository, definitionCollection } from './definitionRepository';

describe.each(testDatabaseKinds)('definition repository on %s', (kind) => {
  let db: Database;
  let demo: string;
  let other: string;
  let version: string;
  let otherVersion: string;

  const liveVersion = (clientId: string) =>
    runScoped(db.kysely, { clientId }, (trx) =>
      trx
        .selectFrom('application_versions')
        .select('id')
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow(),
    );

  function withRepository<T>(
    clientId: string,
    versionId: string,
    work: (repository: ReturnType<typeof createDefinitionRepository>) => Promise<T>,
  ): Promise<T> {
    return runScoped(db.kysely, { clientId }, (trx) =>
      work(createDefinitionRepository(trx, mintTenantScope(clientId, 'tester'), versionId, 'form')),
    );
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    await seed(db, testConfig, testAppSeed);
    demo = await demoClientId(db);
    other = await createClient(db.kysely, {
      key: 'other',
      name: 'Other',
      domains: [],
      enabledFeatures: {},
      settings: {
        defaultCountry: 'PL',
        defaultLocale: 'pl',
        maxImportRecordCount: 1,
        notifyAboutNewRegistrations: false,
      },
    });
    version = (await liveVersion(demo)).id;
    otherVersion = (await liveVersion(other)).id;
  });

  afterAll(async () => {
    await db?.close();
  });

  it('creates, replaces with a revision check, and refuses a stale revision with 409', async () => {
    const created = await withRepository(demo, version, (forms) =>
      forms.put({ name: 'Zgłoszenie', body: { fields: [] } }),
    );
    expect(created).toMatchObject({
      kind: 'form',
      name: 'Zgłoszenie',
      status: 'active',
      revision: 1,
    });
    const updated = await withRepository(demo, version, (forms) =>
      forms.put({ id: created.id, name: 'Zgłoszenie', body: { fields: ['a'] }, revision: 1 }),
    );
    expect(updated).toMatchObject({ body: { fields: ['a'] }, revision: 2 });
    await expect(
      withRepository(demo, version, (forms) =>
        forms.put({ id: created.id, name: 'x', body: {}, revision: 1 }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, errorType: 'staleRevision' });
    // Without a revision the write is last-one-wins.
    expect(
      await withRepository(demo, version, (forms) =>
        forms.put({ id: created.id, name: 'Zgłoszenie', body: {} }),
      ),
    ).toMatchObject({ revision: 3 });
  });

  it('checks names among active definitions of the kind, exactly', async () => {
    const [exists, otherCase, except] = await withRepository(demo, version, async (forms) => {
      const [row] = (await forms.list(definitionCollection, { filter: { name: 'Zgłoszenie' } }))
        .rows;
      return [
        await forms.nameExists('Zgłoszenie'),
        await forms.nameExists('zgłoszenie'),
        await forms.nameExists('Zgłoszenie', row?.id),
      ];
    });
    expect([exists, otherCase, except]).toEqual([true, false, false]);
  });

  it('soft-deletes: the row stays, marked deleted, and no longer blocks its name', async () => {
    const result = await withRepository(demo, version, async (forms) => {
      const [row] = (await forms.list(definitionCollection, { filter: { name: 'Zgłoszenie' } }))
        .rows;
      const id = row?.id ?? '';
      return {
        first: await forms.softDelete(id),
        again: await forms.softDelete(id),
        row: await forms.get(id),
        nameTaken: await forms.nameExists('Zgłoszenie'),
      };
    });
    expect(result).toMatchObject({
      first: true,
      again: false,
      row: { status: 'deleted' },
      nameTaken: false,
    });
  });

  it("never reaches another tenant's definitions, even with their ids", async () => {
    const theirs = await withRepository(other, otherVersion, (forms) =>
      forms.put({ name: 'Cudzy', body: {} }),
    );
    await expect(
      withRepository(demo, version, (forms) => forms.put({ id: theirs.id, name: 'x', body: {} })),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await withRepository(demo, version, (forms) => forms.get(theirs.id))).toBeUndefined();
    expect(await withRepository(demo, version, (forms) => forms.softDelete(theirs.id))).toBe(false);
    // Naming their version from our scope finds nothing either.
    expect(
      await withRepository(demo, otherVersion, (forms) => forms.get(theirs.id)),
    ).toBeUndefined();
  });

  it('takes only a scope the access guard minted', async () => {
    await expect(
      runScoped(db.kysely, { clientId: demo }, async (trx) =>
        createDefinitionRepository(trx, { clientId: demo, userId: 'x' }, version, 'form'),
      ),
    ).rejects.toThrow(/tenant scope was not created by the access guard/);
  });
});
