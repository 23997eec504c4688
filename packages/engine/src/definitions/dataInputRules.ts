import type { DataInput } from './dataInput.types';
import type { DefinitionIssue } from './definitionError';
import { checkFieldSchema } from './fieldSchemaRules';

/**
 * Rules of a data input beyond its JSON Schema: its field schema's rules, and it is not computed
 * from itself (that would be a circular dependency no evaluation order can satisfy).
 * @internal
 */
export function checkDataInput(input: DataInput): DefinitionIssue[] {
  const issues = checkFieldSchema(input.schema, 'schema');
  (input.calculatedUsingInputIds ?? []).forEach((inputId, index) => {
    if (inputId !== input.inputId) return;
    issues.push({
      path: `calculatedUsingInputIds[${index}]`,
      message: 'an input cannot be calculated using itself',
    });
  });
  return issues;
}
