import type { JsonSchemaObject } from '@tessera/engine';

/** How one option of a field type is edited, read from its JSON Schema. */
export type SchemaOptionInput =
  | { readonly key: string; readonly kind: 'text'; readonly nullable: boolean }
  | {
      readonly key: string;
      readonly kind: 'number';
      readonly nullable: boolean;
      readonly integer: boolean;
      readonly minimum?: number;
      readonly maximum?: number;
    }
  | { readonly key: string; readonly kind: 'boolean' }
  | {
      readonly key: string;
      readonly kind: 'enum';
      readonly values: readonly (string | number | boolean | null)[];
    }
  | { readonly key: string; readonly kind: 'stringList' };

const typesOf = (schema: JsonSchemaObject): string[] => {
  const declared = schema.type;
  if (Array.isArray(declared)) return declared.map(String);
  return typeof declared === 'string' ? [declared] : [];
};

function inputOf(key: string, schema: JsonSchemaObject): SchemaOptionInput | null {
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.filter(
      (value): value is string | number | boolean | null =>
        value === null || ['string', 'number', 'boolean'].includes(typeof value),
    );
    return values.length === schema.enum.length ? { key, kind: 'enum', values } : null;
  }
  const types = typesOf(schema);
  const nullable = types.includes('null');
  const [main, ...others] = types.filter((type) => type !== 'null');
  if (main === undefined || others.length > 0) return null;
  switch (main) {
    case 'string':
      return { key, kind: 'text', nullable };
    case 'number':
    case 'integer':
      return {
        key,
        kind: 'number',
        nullable,
        integer: main === 'integer',
        ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
      };
    case 'boolean':
      return { key, kind: 'boolean' };
    case 'array': {
      const items = schema.items as JsonSchemaObject | undefined;
      return items && typesOf(items).join() === 'string' ? { key, kind: 'stringList' } : null;
    }
    default:
      return null;
  }
}

/**
 * The inputs a field type's options schema can be edited with (issue 8: "a property panel
 * generated from the field type's options schema"): text, numbers (whole or not, with their
 * bounds), yes/no, a choice among constants, and lists of texts — in the schema's order. Options
 * of another shape (objects, references, unions) are kept as they are and edited by the type's
 * own editor, when its plugin has one.
 */
export function schemaOptionInputs(schema: JsonSchemaObject): SchemaOptionInput[] {
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties as Record<string, JsonSchemaObject>).flatMap(
    ([key, property]) => {
      const input = inputOf(key, property);
      return input ? [input] : [];
    },
  );
}
