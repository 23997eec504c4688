import type { FastifyInstance } from 'fastify';
import { type AppOptions, createApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../database/database.types';
import { migrate } from '../database/migrate';
import { seed } from '../database/seed';
import { testAppSeed } from './testAppSeed';

/** The configuration tests run with: defaults, quiet logs. */
export const testConfig = { ...loadConfig({}), logLevel: 'silent' } as const;

/**
 * Migrates and seeds a test database, then builds the app on it. Static apps point at a folder
 * that does not exist unless the test passes its own.
 * @internal
 */
export async function createTestApp(
  db: Database,
  options: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<FastifyInstance> {
  await migrate(db);
  await seed(db, testConfig, testAppSeed);
  return createApp({
    db,
    config: testConfig,
    runtimeDir: '/nonexistent/runtime/dist',
    studioDir: '/nonexistent/studio/dist',
    ...options,
  });
}
