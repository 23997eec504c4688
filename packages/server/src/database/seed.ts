import { type AppSeed, demoApp } from '@tessera/demo-app';
import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config';
import { hashPassword } from '../modules/auth/passwordHash';
import { createClient } from '../modules/clients/createClient';
import { isPlainProviderId } from '../modules/queries/indexedLiterals';
import { createProviderPartition } from '../modules/queries/providerPartitions';
import type { Database } from './database.types';
import type { DatabaseTables } from './databaseTables';
import { seedAppContent } from './seedAppContent';

/**
 * What {@link seed} did.
 * @public
 */
export interface SeedResult {
  /** false when the database already had a client, and nothing was written. */
  readonly seeded: boolean;
}

// Arbitrary constant naming the seed's advisory lock; only other seeders take it.
const seedLockId = 7_411_001;

/**
 * Seeds an empty database (one without clients) in one transaction: the app (by default the demo
 * app of `@tessera/demo-app`: its client, roles, people and definitions) and the super admin from
 * the configuration, assigned to its client. Seeded people share the admin's password. A database that
 * has any client is left alone, so restarts and changed TESSERA_ADMIN_* variables do not touch
 * existing accounts. An advisory lock keeps two servers starting together from both seeding.
 * @public
 */
export async function seed(
  database: Database,
  config: Pick<ServerConfig, 'admin'>,
  app: AppSeed = demoApp,
): Promise<SeedResult> {
  // Every start after the first ends here, without paying for a password hash.
  if (await hasClient(database.kysely)) return { seeded: false };
  // Hashing takes tens of milliseconds: do it before taking the lock.
  const passwordHash = await hashPassword(config.admin.password);
  // The lock is held by this outer transaction (as the owner); the client and its admin are
  // written in a nested scope as the app role, like any request would.
  return database.kysely.transaction().execute(async (lock) => {
    await sql`select pg_advisory_xact_lock(${seedLockId})`.execute(lock);
    // Checked again under the lock: another server may have seeded meanwhile.
    if (await hasClient(lock)) return { seeded: false };
    const { id: userId } = await lock
      .insertInto('users')
      .values({
        email: config.admin.email,
        password_hash: passwordHash,
        is_super_admin: true,
        personal_details: JSON.stringify({ name: 'Admin', surname: 'Tessera' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The seeded records go straight to their providers' partitions (providerPartitions.ts).
    for (const providerId of new Set((app.records ?? []).map((record) => record.providerId))) {
      if (isPlainProviderId(providerId)) await createProviderPartition(lock, providerId);
    }
    const clientId = await createClient(lock, app.client, async (trx, newClientId) => {
      await trx
        .insertInto('client_users')
        .values({ client_id: newClientId, user_id: userId, type: 'client_admin' })
        .execute();
      await seedAppContent(trx, newClientId, app, passwordHash);
    });
    await lock
      .updateTable('users')
      .set({ default_client_id: clientId })
      .where('id', '=', userId)
      .execute();
    return { seeded: true };
  });
}

async function hasClient(kysely: Kysely<DatabaseTables>): Promise<boolean> {
  const row = await kysely.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
