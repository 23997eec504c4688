import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';

const settingKey = 'auth.jwtSecret';

/**
 * The key tokens are signed with: TESSERA_JWT_SECRET when set, else a random 256-bit secret
 * generated on first start and kept in `server_settings`. The database (not DATA_DIR) holds it
 * because every server process sharing one PostgreSQL must agree on it, and a token is worthless
 * without its session row anyway. `on conflict do nothing` makes concurrent first starts agree.
 * @internal
 */
export async function resolveJwtSecret(
  kysely: Kysely<DatabaseTables>,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  await kysely
    .insertInto('server_settings')
    .values({ key: settingKey, value: JSON.stringify(randomBytes(32).toString('base64url')) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const { value } = await kysely
    .selectFrom('server_settings')
    .select('value')
    .where('key', '=', settingKey)
    .executeTakeFirstOrThrow();
  if (typeof value !== 'string') throw new Error(`server setting ${settingKey} is not a string`);
  return Buffer.from(value, 'base64url');
}
