import {
  type DataProvider,
  DefinitionError,
  type EngineHost,
  resolveProviderAccess,
} from '@tessera/engine';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError } from '../../http/httpError';
import type { TenantContext } from '../access/requestContext';
import { recordAccessFilter, recordAccessKeys } from '../views/recordAccessFilter';
import type { SqlProviderTables, SqlRecordFilter } from './compileQuerySql';
import { loadProviderSources } from './providerSources';
import type { SqlRecordKeys } from './recordKeys';

/** What a person's SQL read of providers adds to its `SqlQueryContext`. @internal */
export interface ReadSources {
  readonly tables: SqlProviderTables;
  readonly recordFilter?: SqlRecordFilter;
  readonly recordKeys?: SqlRecordKeys;
}

/**
 * The sources of a person's read of `providers` (already found, active): the derived tables of
 * the virtual ones among them — and of the virtual providers those read — and the person's
 * record access to every provider read on the way, so a virtual provider computes its records
 * only from source records its reader may see (and, where that access is a field's words, those
 * words, which counts read from the field's record keys: `recordAccessKeys`).
 * @throws 422 `providerNotAvailable` for a virtual provider that cannot be computed (an unknown
 *   source, a cycle: see `loadProviderSources`)
 * @internal
 */
export async function readSources(
  trx: Transaction<DatabaseTables>,
  tenant: TenantContext,
  versionId: string,
  host: EngineHost,
  providers: readonly DataProvider[],
): Promise<ReadSources> {
  const sources = await loadProviderSources(
    trx,
    tenant.scope,
    versionId,
    providers.map((provider) => provider.id),
    providers,
    { enabledFeatures: tenant.client.enabledFeatures },
  ).catch((error: unknown) => {
    if (!(error instanceof DefinitionError)) throw error;
    throw new HttpError(
      422,
      `A data provider read here cannot be computed: ${error.message}`,
      'providerNotAvailable',
    );
  });
  const read = [...sources.providers.values()].map((provider) => ({
    provider,
    access: resolveProviderAccess(provider, tenant, host),
  }));
  const recordFilter = await recordAccessFilter(trx, tenant.scope, read);
  if (recordFilter === undefined) return { tables: sources.tables };
  const recordKeys = recordAccessKeys(read);
  return {
    tables: sources.tables,
    recordFilter,
    ...(recordKeys === undefined ? {} : { recordKeys }),
  };
}
