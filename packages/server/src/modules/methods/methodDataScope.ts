import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantContext } from '../access/requestContext';

/**
 * Where delegated methods read data: the request's transaction, its tenant (scope, roles) and
 * the application version whose definitions they name.
 * @internal
 */
export interface MethodDataScope {
  readonly trx: Transaction<DatabaseTables>;
  readonly tenant: TenantContext;
  readonly versionId: string;
}
