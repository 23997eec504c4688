import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { getDefinitionAjv } from './definitionAjv';
import { definitionIssues } from './definitionIssues';
import type { DefinitionValidation } from './validateDefinition';

/**
 * Compiles a JSON Schema declared elsewhere — a plugin's options or value schema — with the
 * engine's one ajv instance, so it can `$ref` the definition schemas (`SCHEMA_IDS.method`...) and
 * its errors read like every other definition error. Compile once, validate many; a malformed
 * schema throws here, at start-up.
 * @example
 * const validateOptions = compileJsonSchema<TextOptions>(textFieldType.optionsSchema);
 * validateOptions({ prefix: 1 }); // { ok: false, errors: [{ path: 'prefix', message: 'must be a string' }] }
 * @public
 */
export function compileJsonSchema<T>(
  schema: JsonSchemaObject,
): (value: unknown) => DefinitionValidation<T> {
  const ajv = getDefinitionAjv();
  const validate = ajv.compile(schema);
  const lookup = (id: string) => ajv.getSchema(id)?.schema;
  return (value) =>
    validate(value)
      ? { ok: true, value: value as T }
      : { ok: false, errors: definitionIssues(validate.errors ?? [], lookup) };
}
