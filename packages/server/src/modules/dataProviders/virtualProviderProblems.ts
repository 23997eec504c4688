import {
  compilePipeline,
  createEvaluationContext,
  createProviderRecordsReader,
  createStaticHost,
  type DataProvider,
  DefinitionError,
  isVirtualProvider,
  type PipelineDefinition,
  planVirtualProvider,
  type QueryDefinition,
  type VirtualDataProvider,
} from '@tessera/engine';
import type { RequestProblem } from '../../http/requestValidation';
import { definitionProblems } from '../definitions/definitionProblems';
import type { DefinitionCheckContext } from '../definitions/definitionSettingsRoutes';
import { loadProviderSources } from '../queries/providerSources';
import { unknownQueryFields } from '../queries/unknownQueryFields';

/** Where a virtual provider names the provider it reads from (a JSON pointer). */
function sourcePointer(provider: VirtualDataProvider): string {
  switch (provider.type) {
    case 'query_sourced':
      return '/config/query/fromProviderId';
    case 'pipeline_query':
      return '/config/pipeline/fromProviderId';
    case 'aggregating':
      return '/config/sourceProviderId';
  }
}

/** The query or pipeline a query-sourced or pipeline provider runs, and where it sits. */
function ownDefinition(
  provider: VirtualDataProvider,
): { definition: QueryDefinition | PipelineDefinition; base: string } | undefined {
  if (provider.type === 'query_sourced') {
    return { definition: provider.config.query, base: '/config/query' };
  }
  if (provider.type === 'pipeline_query') {
    return { definition: provider.config.pipeline, base: '/config/pipeline' };
  }
  return undefined;
}

/**
 * What makes a virtual provider (docs/virtual-providers.md) unreadable, found when it is saved
 * rather than when a view reads it: a provider it reads that this version does not have, a field
 * its query or pipeline names that its provider lacks, a source field an aggregating provider
 * names that its source lacks, and virtual providers reading each other in a cycle — each at its
 * JSON pointer. The provider being saved counts as it will be saved.
 * @internal
 */
export async function virtualProviderProblems(
  provider: DataProvider,
  { trx, tenant, versionId }: DefinitionCheckContext,
): Promise<RequestProblem[]> {
  if (!isVirtualProvider(provider)) return [];
  const options = { enabledFeatures: tenant.client.enabledFeatures };
  const own = ownDefinition(provider);
  const named =
    provider.type === 'aggregating'
      ? [provider.config.sourceProviderId]
      : compilePipeline(planVirtualProvider(provider, () => undefined).pipeline, options)
          .dependencies.providers;
  try {
    // Plans this provider and every virtual provider it reads (an unknown source is an error).
    const sources = await loadProviderSources(
      trx,
      tenant.scope,
      versionId,
      named,
      [provider],
      options,
    );
    const problems: RequestProblem[] = named
      .filter((id) => !sources.providers.has(id))
      .map((id) => ({
        path: sourcePointer(provider),
        message: `is not a data provider of this version: ${JSON.stringify(id)}`,
      }));
    if (problems.length > 0 || own === undefined) return problems;
    problems.push(...unknownQueryFields(own.definition, sources.providers, own.base));
    // Reading it over no records finds virtual providers that read each other in a cycle.
    createProviderRecordsReader({
      stored: () => [],
      providerOf: (id) => sources.providers.get(id),
      context: createEvaluationContext({ host: createStaticHost() }),
      options,
    })(provider.id);
    return problems;
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    return error.errors.map((issue) =>
      issue.path === ''
        ? { path: sourcePointer(provider), message: issue.message }
        : definitionProblems([issue], '')[0]!,
    );
  }
}
