import { checkPipeline, checkQuery } from '../queries/queryRules';
import type { DataProvider } from './dataProvider.types';
import type { DefinitionIssue } from './definitionError';
import { duplicateIssues } from './duplicateIssues';
import { checkFieldSchema } from './fieldSchemaRules';
import type { ProviderField, ProviderFieldKind } from './providerField.types';
import { appendSegment, joinPath } from './readablePath';

/** Rules of one provider field beyond its JSON Schema (its value schema's own rules). @internal */
export function checkProviderField(field: ProviderField, path = ''): DefinitionIssue[] {
  if (field.fieldValue.type !== 'schema') return [];
  return checkFieldSchema(field.fieldValue.schema, joinPath(path, 'fieldValue.schema'));
}

/** The field kinds each provider type may hold (docs/virtual-providers.md). */
const FIELD_KINDS: Readonly<Record<DataProvider['type'], readonly ProviderFieldKind[]>> = {
  manual: ['value_field', 'computed_string_template', 'computed_field'],
  process: ['value_field', 'computed_string_template', 'computed_field'],
  query_sourced: ['query_sourced_field'],
  pipeline_query: ['query_sourced_field'],
  aggregating: ['grouping_field', 'aggregating_field'],
};

/** Problems of the parts only virtual providers have: their query or pipeline, no binding. */
function virtualIssues(provider: DataProvider): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  if (provider.type === 'manual' || provider.type === 'process') return issues;
  if (provider.binding !== undefined) {
    issues.push({
      path: 'binding',
      message: 'a provider computed from other providers has no records to write elsewhere',
    });
  }
  if (provider.type === 'query_sourced') {
    const { query } = provider.config;
    if (query.type !== 'general_query') {
      issues.push({ path: 'config.query.type', message: 'must be general_query' });
    } else {
      issues.push(...prefixed(checkQuery(query), 'config.query'));
    }
    if (query.sorting !== undefined && query.sorting.length > 0) {
      issues.push({
        path: 'config.query.sorting',
        message: "a query-sourced provider's records keep their source order; sort them in a view",
      });
    }
  }
  if (provider.type === 'pipeline_query') {
    issues.push(...prefixed(checkPipeline(provider.config.pipeline), 'config.pipeline'));
  }
  return issues;
}

function prefixed(issues: readonly DefinitionIssue[], path: string): DefinitionIssue[] {
  return issues.map((issue) => ({ ...issue, path: joinPath(path, issue.path) }));
}

/**
 * Rules of a data provider beyond its JSON Schema: field ids and dbFieldNames are unique (two
 * columns cannot share a key in the record), access and binding name only its own fields, each
 * field's kind belongs to the provider's type, and a virtual provider's query or pipeline holds
 * the query rules.
 * @internal
 */
export function checkDataProvider(provider: DataProvider): DefinitionIssue[] {
  const fields = provider.config.fields;
  const fieldIds = new Set(fields.map((field) => field.id));
  const issues: DefinitionIssue[] = [
    ...duplicateIssues(fields, (field) => field.id, 'config.fields', 'id', 'field id'),
    ...duplicateIssues(fields, (field) => field.dbFieldName, 'config.fields', 'dbFieldName'),
    ...fields.flatMap((field, index) =>
      checkProviderField(field, appendSegment('config.fields', index)),
    ),
    ...fields.flatMap((field, index) =>
      FIELD_KINDS[provider.type].includes(field.type)
        ? []
        : [
            {
              path: appendSegment(appendSegment('config.fields', index), 'type'),
              message: `a ${provider.type} provider holds only ${FIELD_KINDS[provider.type].join(', ')} fields`,
            },
          ],
    ),
    ...virtualIssues(provider),
  ];
  (provider.access ?? []).forEach((access, accessIndex) => {
    if (access.columns.type !== 'limited') return;
    access.columns.fieldIds.forEach((fieldId, index) => {
      if (fieldIds.has(fieldId)) return;
      issues.push({
        path: `access[${accessIndex}].columns.fieldIds[${index}]`,
        message: `unknown field id "${fieldId}"`,
      });
    });
  });
  for (const fieldId of Object.keys(provider.binding?.fields ?? {})) {
    if (fieldIds.has(fieldId)) continue;
    issues.push({
      path: appendSegment('binding.fields', fieldId),
      message: `unknown field id "${fieldId}"`,
    });
  }
  return issues;
}
