import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../database/openPostgresDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What every PostgreSQL test schema of this run is named after (`openTestDatabase`). */
    testSchemaPrefix: string;
  }
}

/**
 * The integration tests' global setup: names this run's PostgreSQL test schemas, and drops them
 * once every test file has finished — not each as its file ends: Kysely's migrator lists the
 * tables of every schema by name (`has_schema_privilege(nspname, …)`), and a schema dropped by
 * another file at that moment failed the listing ("schema … does not exist").
 */
let prefix = '';

/** Names the run's schemas: `test_<8 hex>_<12 hex>`. */
export function setup(project: TestProject): void {
  prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('testSchemaPrefix', prefix);
}

/** Drops the run's schemas. */
export async function teardown(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl === undefined || prefix === '') return;
  const admin = await openPostgresDatabase(databaseUrl);
  try {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_namespace
      where starts_with(nspname, ${prefix})`.execute(admin.kysely);
    for (const { name } of rows) {
      await admin.kysely.schema.dropSchema(name).cascade().execute();
    }
  } finally {
    await admin.close();
  }
}
