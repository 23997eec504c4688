import { demoApp } from '@tessera/demo-app';
import type { Database } from '../database/database.types';
import { runScoped } from '../database/scopedTransaction';
import { seedAppContent } from '../database/seedAppContent';
import { hashPassword } from '../modules/auth/passwordHash';

/**
 * Adds the demo app (roles, people, definitions in the live version) to a test database's demo
 * client, as the embedded default seeds it. Its people log in with `test-password`.
 * @internal
 */
export async function seedDemoApp(db: Database, clientId: string): Promise<void> {
  const passwordHash = await hashPassword('test-password');
  await runScoped(db.kysely, { clientId }, (trx) =>
    seedAppContent(trx, clientId, demoApp, passwordHash),
  );
}
