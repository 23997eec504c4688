import type { ConditionDefinition } from '../conditions/condition.types';
import type { DataProvider, VirtualDataProvider } from '../definitions/dataProvider.types';
import { DefinitionError, type DefinitionIssue } from '../definitions/definitionError';
import type { ProviderField } from '../definitions/providerField.types';
import { appendSegment } from '../definitions/readablePath';
import type {
  GroupByExpression,
  PipelineAggregation,
  PipelineDefinition,
} from '../queries/query.types';
import { renameConditionFields } from './renameConditionFields';

/** Where one field of a virtual record is read from a row of its pipeline. @public */
export interface VirtualFieldSource {
  readonly dbFieldName: string;
  readonly path: readonly string[];
}

/**
 * How a virtual provider's records get their ids: `source` — each row is one record of the source
 * provider and keeps its id and creation instant; `numbered` — rows are numbered in their order
 * (see `numberedRecordId`).
 * @public
 */
export type VirtualRecordIds = 'source' | 'numbered';

/**
 * A virtual provider as a pipeline over another provider and the reading of each of its fields
 * from the pipeline's rows — what both executors (in memory and SQL) run.
 * @public
 */
export interface VirtualProviderPlan {
  readonly providerId: string;
  readonly pipeline: PipelineDefinition;
  /** The provider's fields that are not deleted, in their order. */
  readonly fields: readonly VirtualFieldSource[];
  readonly ids: VirtualRecordIds;
}

/** Whether a provider's records are computed from other providers' records. @public */
export function isVirtualProvider(provider: DataProvider): provider is VirtualDataProvider {
  return (
    provider.type === 'query_sourced' ||
    provider.type === 'pipeline_query' ||
    provider.type === 'aggregating'
  );
}

const liveFields = (provider: DataProvider): ProviderField[] =>
  provider.config.fields.filter((field) => field.status !== 'deleted');

/**
 * Plans a (valid) virtual provider (docs/virtual-providers.md). An aggregating provider needs
 * its source provider from `providerOf`, to read its fields' `dbFieldName`s.
 * @public
 * @throws DefinitionError naming the provider's part that points at nothing: an unknown source
 *   provider, or a source field id (grouping, aggregated or read by a condition) it does not have.
 */
export function planVirtualProvider(
  provider: VirtualDataProvider,
  providerOf: (providerId: string) => DataProvider | undefined,
): VirtualProviderPlan {
  const fields = liveFields(provider);
  const bySourcePath = (field: ProviderField): VirtualFieldSource => ({
    dbFieldName: field.dbFieldName,
    path: field.type === 'query_sourced_field' ? field.sourceFieldAccess.path : [field.dbFieldName],
  });
  switch (provider.type) {
    case 'query_sourced': {
      const { fromProviderId, filter } = provider.config.query;
      return {
        providerId: provider.id,
        pipeline: {
          fromProviderId,
          stages: filter === undefined ? [] : [{ type: 'match', filter }],
        },
        fields: fields.map(bySourcePath),
        ids: 'source',
      };
    }
    case 'pipeline_query':
      return {
        providerId: provider.id,
        pipeline: provider.config.pipeline,
        fields: fields.map(bySourcePath),
        ids: 'numbered',
      };
    case 'aggregating':
      return {
        providerId: provider.id,
        pipeline: aggregatingPipeline(provider, providerOf),
        fields: fields.map(bySourcePath),
        ids: 'numbered',
      };
  }
}

/** One group stage over the source: grouping fields as keys, aggregating fields as aggregations. */
function aggregatingPipeline(
  provider: Extract<VirtualDataProvider, { type: 'aggregating' }>,
  providerOf: (providerId: string) => DataProvider | undefined,
): PipelineDefinition {
  const { sourceProviderId } = provider.config;
  const source = providerOf(sourceProviderId);
  if (source === undefined) {
    throw new DefinitionError(
      [{ path: 'config.sourceProviderId', message: `unknown data provider "${sourceProviderId}"` }],
      'data provider',
    );
  }
  const names = new Map(liveFields(source).map((field) => [field.id, field.dbFieldName]));
  const issues: DefinitionIssue[] = [];
  const sourcePath = (fieldId: string, path: string): readonly string[] => {
    const name = names.get(fieldId);
    if (name === undefined) {
      issues.push({ path, message: `the source provider has no field "${fieldId}"` });
      return [fieldId];
    }
    return [name];
  };
  const groupBy: GroupByExpression[] = [];
  const aggregations: PipelineAggregation[] = [];
  provider.config.fields.forEach((field, index) => {
    if (field.status === 'deleted') return;
    const at = appendSegment('config.fields', index);
    if (field.type === 'grouping_field') {
      const path = sourcePath(field.groupByFieldId, appendSegment(at, 'groupByFieldId'));
      groupBy.push({ propertyName: field.dbFieldName, expression: { type: 'fieldPath', path } });
    }
    if (field.type !== 'aggregating_field') return;
    const { aggregation } = field;
    const conditionPath = appendSegment(appendSegment(at, 'aggregation'), 'condition');
    const condition =
      aggregation.condition === undefined
        ? {}
        : {
            condition: sourceCondition(aggregation.condition, (id) =>
              sourcePath(id, conditionPath),
            ),
          };
    if (aggregation.method === 'count') {
      aggregations.push({ propertyName: field.dbFieldName, method: 'count', ...condition });
      return;
    }
    const fieldPath = appendSegment(appendSegment(at, 'aggregation'), 'aggregateFieldId');
    aggregations.push({
      propertyName: field.dbFieldName,
      method: aggregation.method,
      aggregateField: { path: sourcePath(aggregation.aggregateFieldId, fieldPath) },
      ...condition,
    });
  });
  if (issues.length > 0) throw new DefinitionError(issues, 'data provider');
  return { fromProviderId: sourceProviderId, stages: [{ type: 'group', groupBy, aggregations }] };
}

/** An aggregation's condition names source fields by id; the group stage reads row properties. */
function sourceCondition(
  condition: ConditionDefinition,
  pathOf: (fieldId: string) => readonly string[],
): ConditionDefinition {
  return renameConditionFields(condition, (fieldId) => pathOf(fieldId)[0] ?? fieldId);
}
