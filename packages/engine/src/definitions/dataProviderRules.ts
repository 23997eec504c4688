import type { DataProvider } from './dataProvider.types';
import type { DefinitionIssue } from './definitionError';
import { duplicateIssues } from './duplicateIssues';
import { checkFieldSchema } from './fieldSchemaRules';
import type { ProviderField } from './providerField.types';
import { appendSegment, joinPath } from './readablePath';

/** Rules of one provider field beyond its JSON Schema (its value schema's own rules). @internal */
export function checkProviderField(field: ProviderField, path = ''): DefinitionIssue[] {
  if (field.fieldValue.type !== 'schema') return [];
  return checkFieldSchema(field.fieldValue.schema, joinPath(path, 'fieldValue.schema'));
}

/**
 * Rules of a data provider beyond its JSON Schema: field ids and dbFieldNames are unique (two
 * columns cannot share a key in the record), and access and binding name only its own fields.
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
