import {
  type AggregatedValueMethod,
  DefinitionError,
  type EvaluationContext,
  type PipelineAggregation,
  type PipelineDefinition,
  type QueryFilter,
} from '@tessera/engine';
import { HttpError } from '../../http/httpError';
import { runPipelineSql } from '../queries/compilePipelineSql';
import { SqlQueryUnsupportedError } from '../queries/compileQuerySql';
import { readSources } from '../queries/readSources';
import type { MethodDataScope } from './methodDataScope';
import { readableProvider } from './readableProvider';

/** The property of the one row the aggregating pipeline gives. */
const valueProperty = 'value';

/**
 * The aggregation of the method as a one-stage group (after a match of its filter): the same
 * semantics as a pipeline's, compiled to one statement by the pipeline SQL compiler.
 */
function aggregationOf(method: AggregatedValueMethod, path: readonly string[] | undefined) {
  if (method.aggregation === 'count') {
    return {
      propertyName: valueProperty,
      method: 'count',
      ...(path === undefined ? {} : { aggregateField: { path } }),
    } satisfies PipelineAggregation;
  }
  if (path === undefined) {
    // The engine's compiler refuses such a definition; a stored one that slipped through is named.
    throw new HttpError(
      422,
      `The ${method.aggregation} aggregation needs an aggregateField`,
      'invalidMethod',
    );
  }
  return {
    propertyName: valueProperty,
    method: method.aggregation,
    aggregateField: { path },
  } satisfies PipelineAggregation;
}

/**
 * aggregated_value (spec 001 §3.9, §3.13): count, sum, average, max or min over the records of a
 * provider that pass the method's filter — only the records the person's roles may see, and only
 * a column they may see. The filter reads the form through the evaluation context (values
 * compared to external values, the user, dates). Empty results follow the pipeline's group: count
 * and sum 0, average, max and min null.
 * @throws 422 for an unknown provider or field or a filter the engine refuses, 403 for a column
 * the person may not see
 * @internal
 */
export async function resolveAggregatedValue(
  scope: MethodDataScope,
  method: AggregatedValueMethod,
  context: EvaluationContext,
): Promise<unknown> {
  const { provider, access } = await readableProvider(scope, method.fromProviderId, context.host);
  let path: readonly string[] | undefined;
  if (method.aggregateField !== undefined) {
    const field = provider.config.fields.find(
      (candidate) => candidate.id === method.aggregateField && candidate.status !== 'deleted',
    );
    if (field === undefined) {
      throw new HttpError(
        422,
        `The method aggregates field ${method.aggregateField}, which provider ${provider.id} does not have`,
        'providerFieldNotFound',
      );
    }
    if (!access.canSeeField(field)) {
      throw new HttpError(403, 'The method aggregates a column you may not see');
    }
    path = [field.dbFieldName];
  }
  const pipeline: PipelineDefinition = {
    fromProviderId: provider.id,
    stages: [
      ...(method.filter === undefined
        ? []
        : [{ type: 'match' as const, filter: method.filter as unknown as QueryFilter }]),
      { type: 'group', groupBy: [], aggregations: [aggregationOf(method, path)] },
    ],
  };
  const sources = await readSources(scope.trx, scope.tenant, scope.versionId, context.host, [
    provider,
  ]);
  try {
    const rows = await runPipelineSql(scope.trx, pipeline, {
      scope: scope.tenant.scope,
      context,
      ...sources,
    });
    return rows[0]?.[valueProperty] ?? null;
  } catch (error) {
    if (error instanceof DefinitionError || error instanceof SqlQueryUnsupportedError) {
      throw new HttpError(
        422,
        `The aggregated_value method cannot be computed: ${error.message}`,
        'invalidMethod',
      );
    }
    throw error;
  }
}
