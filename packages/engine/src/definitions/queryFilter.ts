import type { ConditionDefinition } from '../conditions/condition.types';
import type { FieldValueAccess } from '../conditions/valueAccess.types';
import { fieldValueAccessSchema } from '../conditions/valueAccessSchema';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import {
  DATE_SHIFT_ACTIONS,
  DATE_SHIFT_UNITS,
  type DateShiftComponent,
} from '../transformations/transformation.types';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import {
  closedObject,
  discriminatedUnion,
  ifThen,
  NOT_BLANK_PATTERN,
  QUERY_FIELD_NAME_PATTERN,
  variantSchema,
} from './schemaParts';

// The query filter of spec 001 §3.12: what `match` stages, general queries, list selects and the
// record-selecting automatic actions filter records with. Semantics: docs/queries.md.

/** Query filter types (spec 001 §3.12). @public */
export const QUERY_FILTER_TYPES = Object.freeze([
  'match_field',
  'field_not_empty',
  'field_is_empty',
  'and',
  'or',
] as const);

/** Search field types (spec 001 §3.12): where a filter reads the value it tests. @public */
export const SEARCH_FIELD_TYPES = Object.freeze([
  'own_field',
  'foreign_field',
  'field_schema_access',
] as const);

/** Filter value types (spec 001 §3.12): what a filter compares the field with. @public */
export const FILTER_VALUE_TYPES = Object.freeze([
  'date_expression',
  'user_expression',
  'user_roles_expression',
  'const',
  'compare_to_external_value',
  'range',
] as const);

/** Filter match kinds (spec 001 §3.12), in the spec's order. @public */
export const FILTER_MATCH_KINDS = Object.freeze([
  'match',
  'not_equal',
  'only_empty',
  'not_empty',
  'between',
  'greater_than',
  'greater_than_or_equal',
  'less_than',
  'less_than_or_equal',
] as const);

/** One of {@link FILTER_MATCH_KINDS}. @public */
export type FilterMatchKind = (typeof FILTER_MATCH_KINDS)[number];

/** The match kinds that take no value: they test emptiness. @public */
export const VALUELESS_MATCH_KINDS: readonly FilterMatchKind[] = Object.freeze([
  'only_empty',
  'not_empty',
]);

/**
 * The names a query reads a record's own system values by. Every other name is a property of the
 * record's `data`; provider fields are name tokens (no `$`), so the two never collide.
 * @public
 */
export const RECORD_SYSTEM_FIELDS = Object.freeze(['$id', '$createdAt'] as const);

/** The dates a `date_expression` starts from: today (a date) or now (an instant). @public */
export const FILTER_DATE_EXPRESSIONS = Object.freeze(['today_date', 'now_date_time'] as const);

/** One of {@link FILTER_DATE_EXPRESSIONS}. @public */
export type FilterDateExpression = (typeof FILTER_DATE_EXPRESSIONS)[number];

/** A property of the record (a `dbFieldName`, or `$id` / `$createdAt`). @public */
export interface OwnFieldSearch {
  readonly type: 'own_field';
  readonly fieldName: string;
}

/**
 * A part of a field's nested (schema-typed) value: `path` goes from the field's value through
 * property names; an array met on the way is read item by item.
 * @public
 */
export interface FieldSchemaAccessSearch {
  readonly type: 'field_schema_access';
  readonly fieldName: string;
  readonly path: readonly string[];
}

/**
 * A field of the records another provider's relation points to: `relationFieldName` holds the
 * related record id (or ids), `foreignField` is read on each related record of
 * `foreignProviderId`. One hop only: a longer chain is a pipeline `lookup`.
 * @public
 */
export interface ForeignFieldSearch {
  readonly type: 'foreign_field';
  readonly relationFieldName: string;
  readonly foreignProviderId: string;
  readonly foreignField: OwnFieldSearch | FieldSchemaAccessSearch;
}

/** Where a filter reads the value it tests (spec 001 §3.12 search field types). @public */
export type SearchField = OwnFieldSearch | FieldSchemaAccessSearch | ForeignFieldSearch;

/** A constant, any JSON. @public */
export interface ConstFilterValue {
  readonly type: 'const';
  readonly value: unknown;
}

/**
 * Today (`yyyy-MM-dd`) or now (an instant) in the user's time zone, optionally shifted or set
 * component by component as the `complex_date_shift` transformation does (`-7 day`: a week ago).
 * @public
 */
export interface DateExpressionFilterValue {
  readonly type: 'date_expression';
  readonly expression: FilterDateExpression;
  readonly shift?: readonly DateShiftComponent[];
}

/** The current user's id (what a user relation stores); null for a guest. @public */
export interface UserExpressionFilterValue {
  readonly type: 'user_expression';
}

/** The current user's role ids ([] for a guest). @public */
export interface UserRolesExpressionFilterValue {
  readonly type: 'user_roles_expression';
}

/**
 * A value from outside the query, read from the evaluation context the query runs with: a form
 * field, a view input (by id, with an optional path into it).
 * @public
 */
export interface ExternalFilterValue {
  readonly type: 'compare_to_external_value';
  readonly valueAccess: FieldValueAccess;
}

/** A filter value that is one value. @public */
export type SingleFilterValue =
  | ConstFilterValue
  | DateExpressionFilterValue
  | UserExpressionFilterValue
  | UserRolesExpressionFilterValue
  | ExternalFilterValue;

/**
 * The bounds of `between`, both inclusive; a missing or empty bound leaves that side open.
 * @public
 */
export interface RangeFilterValue {
  readonly type: 'range';
  readonly start?: SingleFilterValue;
  readonly end?: SingleFilterValue;
}

/** What a `match_field` filter compares with (spec 001 §3.12 filter value types). @public */
export type FilterValue = SingleFilterValue | RangeFilterValue;

/** What every filter may carry. @public */
export interface QueryFilterBase {
  /**
   * The filter applies only when this condition holds (evaluated once per run against the
   * query's evaluation context, never per record); otherwise it is left out as if absent.
   */
  readonly applyCondition?: ConditionDefinition;
}

/**
 * Tests a field against a value by a match kind. `between` takes a `range`, every other kind one
 * value; `only_empty` and `not_empty` need none (one left in place is ignored).
 * @public
 */
export interface MatchFieldFilter extends QueryFilterBase {
  readonly type: 'match_field';
  readonly searchField: SearchField;
  readonly matchKind: FilterMatchKind;
  readonly value?: FilterValue;
}

/** The field is not empty (null, missing, blank text and [] are empty). @public */
export interface FieldNotEmptyFilter extends QueryFilterBase {
  readonly type: 'field_not_empty';
  readonly searchField: SearchField;
}

/** The field is empty. @public */
export interface FieldIsEmptyFilter extends QueryFilterBase {
  readonly type: 'field_is_empty';
  readonly searchField: SearchField;
}

/** Every applied sub-filter holds (at least one sub-filter). @public */
export interface AndFilter extends QueryFilterBase {
  readonly type: 'and';
  readonly filters: readonly QueryFilter[];
}

/** Some applied sub-filter holds (at least one sub-filter). @public */
export interface OrFilter extends QueryFilterBase {
  readonly type: 'or';
  readonly filters: readonly QueryFilter[];
}

/** A query filter (spec 001 §3.12), discriminated by `type`. @public */
export type QueryFilter =
  | MatchFieldFilter
  | FieldNotEmptyFilter
  | FieldIsEmptyFilter
  | AndFilter
  | OrFilter;

/** A record property name: a data property, or one of {@link RECORD_SYSTEM_FIELDS}. @internal */
export const queryFieldNameSchema: JsonSchemaObject = {
  type: 'string',
  pattern: QUERY_FIELD_NAME_PATTERN,
};

/** A path inside a value: property names (as {@link queryFieldNameSchema}). @internal */
export const valuePathSchema: JsonSchemaObject = {
  type: 'array',
  minItems: 1,
  items: queryFieldNameSchema,
};

const ownFieldSchema = variantSchema('own_field', { fieldName: queryFieldNameSchema }, [
  'fieldName',
]);

const fieldSchemaAccessSchema = variantSchema(
  'field_schema_access',
  { fieldName: queryFieldNameSchema, path: valuePathSchema },
  ['fieldName', 'path'],
);

const searchFieldSchema = discriminatedUnion([
  ownFieldSchema,
  fieldSchemaAccessSchema,
  variantSchema(
    'foreign_field',
    {
      relationFieldName: queryFieldNameSchema,
      foreignProviderId: { type: 'string', pattern: NOT_BLANK_PATTERN },
      foreignField: discriminatedUnion([ownFieldSchema, fieldSchemaAccessSchema]),
    },
    ['relationFieldName', 'foreignProviderId', 'foreignField'],
  ),
]);

/** JSON Schema of a list of date shift components (as in `complex_date_shift`). @internal */
export const dateShiftComponentsSchema: JsonSchemaObject = {
  type: 'array',
  minItems: 1,
  items: closedObject(
    {
      unit: { enum: [...DATE_SHIFT_UNITS] },
      action: { enum: [...DATE_SHIFT_ACTIONS] },
      value: { type: 'integer' },
    },
    ['unit', 'action', 'value'],
  ),
};

const singleFilterValueSchema = discriminatedUnion([
  variantSchema('const', { value: {} }, ['value']),
  variantSchema(
    'date_expression',
    {
      expression: { enum: [...FILTER_DATE_EXPRESSIONS] },
      shift: dateShiftComponentsSchema,
    },
    ['expression'],
  ),
  variantSchema('user_expression'),
  variantSchema('user_roles_expression'),
  variantSchema('compare_to_external_value', { valueAccess: fieldValueAccessSchema }, [
    'valueAccess',
  ]),
]);

const rangeFilterValueSchema = variantSchema('range', {
  start: singleFilterValueSchema,
  end: singleFilterValueSchema,
});

const applyConditionSchema = schemaRef('condition');

const subFiltersSchema: JsonSchemaObject = {
  type: 'array',
  minItems: 1,
  items: schemaRef('queryFilter'),
};

const matchFieldSchema: JsonSchemaObject = {
  ...variantSchema(
    'match_field',
    {
      searchField: searchFieldSchema,
      matchKind: { enum: [...FILTER_MATCH_KINDS] },
      value: { type: 'object' },
      applyCondition: applyConditionSchema,
    },
    ['searchField', 'matchKind'],
  ),
  // between takes a range; the emptiness kinds may go without a value; the others need one.
  allOf: [
    ifThen(
      { required: ['matchKind'], properties: { matchKind: { const: 'between' } } },
      { required: ['value'], properties: { value: rangeFilterValueSchema } },
    ),
    ifThen(
      { required: ['matchKind'], properties: { matchKind: { enum: [...VALUELESS_MATCH_KINDS] } } },
      { properties: { value: singleFilterValueSchema } },
    ),
    ifThen(
      {
        required: ['matchKind'],
        properties: {
          matchKind: { not: { enum: ['between', ...VALUELESS_MATCH_KINDS] } },
        },
      },
      { required: ['value'], properties: { value: singleFilterValueSchema } },
    ),
  ],
};

/**
 * JSON Schema (draft-07) of {@link QueryFilter} (`$id` `https://tessera.dev/schemas/query-filter.json`);
 * and/or refer back to it, `applyCondition` to the condition schema.
 * @public
 */
export const queryFilterSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.queryFilter,
  title: 'Query filter',
  ...discriminatedUnion([
    matchFieldSchema,
    variantSchema(
      'field_not_empty',
      { searchField: searchFieldSchema, applyCondition: applyConditionSchema },
      ['searchField'],
    ),
    variantSchema(
      'field_is_empty',
      { searchField: searchFieldSchema, applyCondition: applyConditionSchema },
      ['searchField'],
    ),
    variantSchema('and', { filters: subFiltersSchema, applyCondition: applyConditionSchema }, [
      'filters',
    ]),
    variantSchema('or', { filters: subFiltersSchema, applyCondition: applyConditionSchema }, [
      'filters',
    ]),
  ]),
};
