import type { Database } from '../database/database.types';

/**
 * Sets a client's enabled features to exactly `features` (tests switch feature flags this way).
 * @internal
 */
export async function setClientFeatures(
  db: Database,
  clientId: string,
  features: Readonly<Record<string, boolean>>,
): Promise<void> {
  await db.kysely
    .updateTable('clients')
    .set({ enabled_features: JSON.stringify(features) })
    .where('id', '=', clientId)
    .execute();
}
