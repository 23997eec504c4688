import { demoApp } from '@tessera/demo-app';
import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config';
import { hashPassword } from '../modules/auth/passwordHash';
import type { Database } from './database.types';
import type { DatabaseTables } from './databaseTables';

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
 * Seeds an empty database (one without clients) in one transaction: the demo client from
 * `@tessera/demo-app` and the super admin from the configuration, assigned to it. A database that
 * has any client is left alone, so restarts and changed TESSERA_ADMIN_* variables do not touch
 * existing accounts. An advisory lock keeps two servers starting together from both seeding.
 * @public
 */
export async function seed(
  database: Database,
  config: Pick<ServerConfig, 'admin'>,
): Promise<SeedResult> {
  // Every start after the first ends here, without paying for a password hash.
  if (await hasClient(database.kysely)) return { seeded: false };
  // Hashing takes tens of milliseconds: do it before taking the lock.
  const passwordHash = await hashPassword(config.admin.password);
  return database.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${seedLockId})`.execute(trx);
    // Checked again under the lock: another server may have seeded meanwhile.
    if (await hasClient(trx)) return { seeded: false };

    const { client } = demoApp;
    const { id: clientId } = await trx
      .insertInto('clients')
      .values({
        key: client.key,
        name: client.name,
        domains: client.domains.map((domain) => domain.toLowerCase()),
        enabled_features: JSON.stringify(client.enabledFeatures),
        settings: JSON.stringify(client.settings),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        email: config.admin.email,
        password_hash: passwordHash,
        type: 'super_admin',
        personal_details: JSON.stringify({ name: 'Admin', surname: 'Tessera' }),
        default_client_id: clientId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('client_users').values({ client_id: clientId, user_id: userId }).execute();
    return { seeded: true };
  });
}

async function hasClient(kysely: Kysely<DatabaseTables>): Promise<boolean> {
  const row = await kysely.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
