import type { DataProvider } from '@tessera/engine';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { definitionOf } from '../definitions/definitionSettingsRoutes';
import { dataProviderKind } from './dataProviderKind';

/**
 * An active data provider of a version, or undefined: what records are read and written through.
 * (Inactive and deleted providers keep their records but take no new writes.)
 * @internal
 */
export async function findDataProvider(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  versionId: string,
  providerId: string,
): Promise<DataProvider | undefined> {
  const row = await createDefinitionRepository(trx, scope, versionId, dataProviderKind).get(
    providerId,
  );
  return row?.status === 'active' ? definitionOf<DataProvider>(row) : undefined;
}
