import { createEvaluationContext, createStaticHost } from '@tessera/engine';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseKind } from '../../database/database.types';
import { migrate } from '../../database/migrate';
import { seed } from '../../database/seed';
import { demoClientId } from '../../testing/addTestUser';
import { testConfig } from '../../testing/createTestApp';
import { openTestDatabase } from '../../testing/openTestDatabase';
import { testAppSeed } from '../../testing/testAppSeed';

// What the differential tests of the SQL compilers share.

/** One fixed clock, zone and user, so the engine and SQL see the same "now". */
export const differentialContext = createEvaluationContext({
  host: createStaticHost({
    now: new Date('2024-05-01T10:00:00Z'),
    timeZone: 'Europe/Warsaw',
    currentUser: { id: 'u1', email: 'u1@example.com', roleIds: ['r1'], personalDetails: {} },
  }),
  values: {},
});

/** A migrated, seeded database for the describe block, and its demo client. */
export function useSeededDatabase(kind: DatabaseKind): () => {
  db: Database;
  clientId: string;
} {
  let opened: { db: Database; clientId: string } | undefined;
  beforeAll(async () => {
    const db = await openTestDatabase(kind);
    await migrate(db);
    await seed(db, testConfig, testAppSeed);
    opened = { db, clientId: await demoClientId(db) };
  });
  afterAll(async () => {
    await opened?.db.close();
  });
  return () => {
    if (opened === undefined) throw new Error('the database is not open yet');
    return opened;
  };
}

let providerCount = 0;

/** Fresh ids of a provider and its foreign provider for one generated case. */
export function nextProviderIds(): { providerId: string; foreignProviderId: string } {
  providerCount += 1;
  const suffix = String(providerCount).padStart(12, '0');
  return {
    providerId: `00000000-0000-4000-8000-${suffix}`,
    foreignProviderId: `00000000-0000-4000-9000-${suffix}`,
  };
}

/** Creation instants in pairs of equal ones, so ties fall to the id. */
export function pairedInstant(index: number): Date {
  return new Date(Date.UTC(2024, 0, 1, 0, 0, Math.floor(index / 2)));
}

/** Records of `data` in order, created in pairs of equal instants ({@link pairedInstant}). */
export function pairedRecords(
  data: readonly Record<string, unknown>[],
): { data: Record<string, unknown>; createdAt: Date }[] {
  return data.map((item, index) => ({ data: item, createdAt: pairedInstant(index) }));
}

/** What generated definitions name their foreign provider by, before a case gives it an id. */
export const FOREIGN_PROVIDER = 'the-foreign-provider';

/** A generated definition with {@link FOREIGN_PROVIDER} replaced by the case's provider id. */
export function withForeignProvider<T>(generated: T, foreignProviderId: string): T {
  return JSON.parse(JSON.stringify(generated).replaceAll(FOREIGN_PROVIDER, foreignProviderId)) as T;
}

/**
 * A query's answer without its next cursor: SQL's and the engine's differ only there (the
 * creation instant, which SQL has to the microsecond).
 */
export function withoutNext(result: { type: string; meta?: object }) {
  return 'meta' in result ? { ...result, meta: { ...result.meta, next: undefined } } : result;
}
