import type { JsonSchemaObject } from '../plugins/jsonSchema.types';

// Building blocks shared by the definition schemas. They are inlined (plain objects reused by
// reference), not registered, so they need no `$id` of their own.

/** Spec 001 §5.1 name_token: letters, digits, underscore, hyphen. @internal */
export const NAME_TOKEN_PATTERN = '^[A-Za-z0-9_-]+$';
/** Spec 002 §5: a colour is a hex value with 3, 6 or 8 digits. @internal */
export const HEX_COLOUR_PATTERN = '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$';
/** At least one character that is not white space. @internal */
export const NOT_BLANK_PATTERN = '\\S';
/** ISO 8601 date-time with `Z` or an offset (the engine never guesses a zone). @internal */
export const DATE_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$';

/**
 * A property name a query reads from a record or a row: `$id` or `$createdAt` (the record's own
 * values), or a name that does not start with `$` or white space (a data property).
 * @internal
 */
export const QUERY_FIELD_NAME_PATTERN = '^(\\$id|\\$createdAt|[^$\\s].*)$';

/** Readable messages for the patterns above, used instead of echoing the regular expression. @internal */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = Object.freeze({
  [NAME_TOKEN_PATTERN]: "may contain only Latin letters, digits, '-' and '_'",
  [HEX_COLOUR_PATTERN]: 'must be a hex colour with 3, 6 or 8 digits, e.g. #1f77b4',
  [NOT_BLANK_PATTERN]: 'must not be empty',
  [DATE_TIME_PATTERN]: 'must be an ISO 8601 date-time with Z or an offset',
  [QUERY_FIELD_NAME_PATTERN]:
    'must be a property name (not starting with "$" or a blank), or $id or $createdAt',
});

/** An entity id: any non-empty string (ids are generated elsewhere: uuids, slugs). @internal */
export const idSchema: JsonSchemaObject = { type: 'string', pattern: NOT_BLANK_PATTERN };

/** A designer-facing name or label. @internal */
export const nameSchema: JsonSchemaObject = { type: 'string', pattern: NOT_BLANK_PATTERN };

/** Role ids allowed to do something; duplicates are a definition error. @internal */
export const roleIdsSchema: JsonSchemaObject = {
  type: 'array',
  items: idSchema,
  uniqueItems: true,
};

/** A hex colour. @internal */
export const hexColourSchema: JsonSchemaObject = { type: 'string', pattern: HEX_COLOUR_PATTERN };

/** An ISO 8601 date-time string. @internal */
export const dateTimeSchema: JsonSchemaObject = { type: 'string', pattern: DATE_TIME_PATTERN };

/** A schema version: 1 up to the newest version this engine understands. @internal */
export function schemaVersionSchema(current: number): JsonSchemaObject {
  return { type: 'integer', minimum: 1, maximum: current };
}

/** A list of strings without duplicates. @internal */
export const idListSchema: JsonSchemaObject = { type: 'array', items: idSchema, uniqueItems: true };

/** A closed object: the listed properties, some required, nothing else (typos are errors). @internal */
export function closedObject(
  properties: Readonly<Record<string, JsonSchemaObject>>,
  required: readonly string[] = [],
): JsonSchemaObject {
  return {
    type: 'object',
    ...(required.length > 0 ? { required: [...required] } : {}),
    properties: { ...properties },
    additionalProperties: false,
  };
}

/**
 * One branch of a union discriminated by `type`: a closed object whose `type` is the constant.
 * Used with ajv's `discriminator`, so a wrong type reports one error, not one per branch.
 * @internal
 */
export function variantSchema(
  type: string,
  properties: Readonly<Record<string, JsonSchemaObject>> = {},
  required: readonly string[] = [],
): JsonSchemaObject {
  return closedObject({ type: { const: type }, ...properties }, ['type', ...required]);
}

/** A union discriminated by `type` (each branch built with {@link variantSchema}). @internal */
export function discriminatedUnion(
  branches: readonly JsonSchemaObject[],
  extra: Readonly<Record<string, unknown>> = {},
): JsonSchemaObject {
  return {
    type: 'object',
    discriminator: { propertyName: 'type' },
    oneOf: [...branches],
    ...extra,
  };
}

/** JSON Schema's `if`/`then`: `then` applies to values matching `if`. @internal */
export function ifThen(ifSchema: JsonSchemaObject, thenSchema: JsonSchemaObject): JsonSchemaObject {
  // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword, not a thenable.
  return { if: ifSchema, then: thenSchema };
}
