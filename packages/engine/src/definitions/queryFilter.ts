import type { JsonSchemaObject } from '../plugins/jsonSchema.types';

/** Query filter types (spec 001 §3.12). @public */
export const QUERY_FILTER_TYPES = Object.freeze([
  'match_field',
  'field_not_empty',
  'field_is_empty',
  'and',
  'or',
] as const);

/**
 * A query filter (spec 001 §3.12) as far as the engine core knows it: its type. The full filter
 * shape (search fields, values, match kinds, applyCondition) belongs to the queries area, which
 * owns filter compilation; until then the rest of the object is carried through unchecked.
 * @public
 */
export interface QueryFilter {
  readonly type: (typeof QUERY_FILTER_TYPES)[number];
  readonly [property: string]: unknown;
}

/** JSON Schema of {@link QueryFilter}: the type is checked, the rest is open. @internal */
export const queryFilterSchema: JsonSchemaObject = {
  type: 'object',
  required: ['type'],
  properties: { type: { enum: [...QUERY_FILTER_TYPES] } },
};
