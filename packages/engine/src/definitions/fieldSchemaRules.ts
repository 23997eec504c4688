import type { DefinitionIssue } from './definitionError';
import { duplicateIssues } from './duplicateIssues';
import type { FieldSchema } from './fieldSchema.types';
import { appendSegment } from './readablePath';

/**
 * Rules a field schema must follow beyond its JSON Schema: property names of an object schema are
 * unique at every depth (two `city` properties would make reads ambiguous).
 * @internal
 */
export function checkFieldSchema(schema: FieldSchema, path = ''): DefinitionIssue[] {
  if (schema.type === 'array') return checkFieldSchema(schema.item, appendSegment(path, 'item'));
  if (schema.type !== 'object') return [];
  const propertiesPath = appendSegment(path, 'properties');
  return [
    ...duplicateIssues(
      schema.properties,
      (property) => property.propertyName,
      propertiesPath,
      'propertyName',
      'property name',
    ),
    ...schema.properties.flatMap((property, index) =>
      checkFieldSchema(
        property.value,
        appendSegment(appendSegment(propertiesPath, index), 'value'),
      ),
    ),
  ];
}
