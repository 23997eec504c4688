import {
  compilePipeline,
  type DataProvider,
  isVirtualProvider,
  planVirtualProvider,
  providerCycleError,
  type QueryCompileOptions,
  type VirtualProviderPlan,
} from '@tessera/engine';
import type { RawBuilder, Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { isUuid } from '../../http/routeSchemas';
import type { TenantScope } from '../access/tenantScope';
import { dataProviderKind } from '../dataProviders/dataProviderKind';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { definitionOf } from '../definitions/definitionSettingsRoutes';
import type { SqlBuild, SqlProviderTables } from './compileQuerySql';
import { virtualTableSql } from './virtualTableSql';

/**
 * Every provider a read reaches — the ones it names and, through virtual providers, the
 * providers those are computed from — with the virtual ones planned, and their derived tables
 * for the SQL compiler (`SqlQueryContext.tables`).
 * @internal
 */
export interface ProviderSources {
  /**
   * The providers found, by id: active and inactive ones (an inactive provider keeps its records
   * to read); ids of unknown and deleted providers are absent.
   */
  readonly providers: ReadonlyMap<string, DataProvider>;
  readonly plans: ReadonlyMap<string, VirtualProviderPlan>;
  readonly tables: SqlProviderTables;
}

/**
 * Resolves the providers a read names (`known` ones are not fetched again): one statement per
 * level of virtual providers, none when every named provider is known and stored. Each virtual
 * provider is planned and its pipeline validated with the client's features.
 * @throws DefinitionError for a virtual provider whose source is not there, or that reads
 *   itself through others (a cycle)
 * @internal
 */
export async function loadProviderSources(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  versionId: string,
  named: readonly string[],
  known: readonly DataProvider[] = [],
  options?: QueryCompileOptions,
): Promise<ProviderSources> {
  const providers = new Map(known.map((provider) => [provider.id, provider]));
  const plans = new Map<string, VirtualProviderPlan>();
  const looked = new Set(providers.keys());
  const repository = createDefinitionRepository(trx, scope, versionId, dataProviderKind);
  let wanted = named.filter((id) => !looked.has(id));
  let pending = [...providers.values()];
  while (wanted.length > 0 || pending.length > 0) {
    const ids = [...new Set(wanted)].filter(isUuid);
    for (const id of wanted) looked.add(id);
    const rows = ids.length === 0 ? [] : await repository.among(ids);
    for (const row of rows) {
      if (row.status === 'deleted') continue;
      const provider = definitionOf<DataProvider>(row);
      providers.set(provider.id, provider);
      pending.push(provider);
    }
    // Aggregating providers read their source's fields when planned: fetch sources first.
    const next: string[] = [];
    for (const provider of pending) {
      if (!isVirtualProvider(provider)) continue;
      if (provider.type === 'aggregating' && !looked.has(provider.config.sourceProviderId)) {
        next.push(provider.config.sourceProviderId);
      }
    }
    if (next.length > 0) {
      wanted = next;
      continue;
    }
    wanted = [];
    for (const provider of pending) {
      if (!isVirtualProvider(provider) || plans.has(provider.id)) continue;
      const plan = planVirtualProvider(provider, (id) => providers.get(id));
      const { dependencies } = compilePipeline(plan.pipeline, options);
      plans.set(provider.id, plan);
      wanted.push(...dependencies.providers.filter((id) => !looked.has(id)));
    }
    pending = [];
  }
  return { providers, plans, tables: providerTables(plans) };
}

/** The derived tables of the planned providers; a cycle among them is a definition error. */
function providerTables(plans: ReadonlyMap<string, VirtualProviderPlan>): SqlProviderTables {
  const building: string[] = [];
  return {
    tableOf(providerId: string, build: SqlBuild): RawBuilder<unknown> | undefined {
      const plan = plans.get(providerId);
      if (plan === undefined) return undefined;
      if (building.includes(providerId)) throw providerCycleError(building, providerId);
      building.push(providerId);
      try {
        return virtualTableSql(plan, build);
      } finally {
        building.pop();
      }
    },
  };
}
