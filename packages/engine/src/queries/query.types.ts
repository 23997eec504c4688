import type { ConditionDefinition } from '../conditions/condition.types';
import type { FieldAccess } from '../definitions/fieldAccess';
import type { QueryFilter } from '../definitions/queryFilter';

// Stored query and pipeline definitions (spec 001 §3.12–3.13). Semantics: docs/queries.md.

/** Query kinds (spec 001 §3.12). @public */
export const QUERY_TYPES = Object.freeze([
  'single_data_record',
  'general_query',
  'pipeline_query',
] as const);

/** One of {@link QUERY_TYPES}. @public */
export type QueryType = (typeof QUERY_TYPES)[number];

/** Pipeline stage types (spec 001 §3.13). @public */
export const PIPELINE_STAGE_TYPES = Object.freeze([
  'match',
  'lookup',
  'sort',
  'group',
  'unwind',
  'union',
] as const);

/** One of {@link PIPELINE_STAGE_TYPES}. @public */
export type PipelineStageType = (typeof PIPELINE_STAGE_TYPES)[number];

/** Sort directions (spec 001 §3.17). @public */
export const SORT_DIRECTIONS = Object.freeze(['asc', 'desc'] as const);

/** One of {@link SORT_DIRECTIONS}. @public */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Pipeline expression types (spec 001 §3.13). @public */
export const PIPELINE_EXPRESSION_TYPES = Object.freeze(['fieldPath', 'dateFormat'] as const);

/** The client feature flag that allows the union stage (spec 001 §3.13, §3.20). @public */
export const PIPELINE_UNION_FEATURE_FLAG = 'pipelineUnionStage';

/**
 * One sort key: a path from the row (or the record: `$id`, `$createdAt`, else a data property)
 * and a direction. Keys compare by the total order of docs/queries.md.
 * @public
 */
export interface Sorting {
  readonly fieldAccess: FieldAccess;
  /** @default 'asc' */
  readonly direction?: SortDirection;
}

/** What every stored query has. @public */
export interface QueryDefinitionBase {
  readonly id?: string;
  readonly name?: string;
  /** Version of this definition's shape; 1 when absent (see `SCHEMA_VERSIONS`). */
  readonly schemaVersion?: number;
  /** The provider whose records the query reads. */
  readonly fromProviderId: string;
}

/** The first record that passes the filter, in the sorting's order; null when none does. @public */
export interface SingleDataRecordQuery extends QueryDefinitionBase {
  readonly type: 'single_data_record';
  readonly filter?: QueryFilter;
  readonly sorting?: readonly Sorting[];
}

/** The records that pass the filter, sorted, a page at a time. @public */
export interface GeneralQuery extends QueryDefinitionBase {
  readonly type: 'general_query';
  readonly filter?: QueryFilter;
  readonly sorting?: readonly Sorting[];
}

/** Filters the rows (spec 001 §3.13 match). @public */
export interface MatchStage {
  readonly type: 'match';
  readonly filter: QueryFilter;
}

/** One equality of a lookup: the local row's field and the foreign record's field. @public */
export interface LookupCondition {
  readonly localField: FieldAccess;
  readonly foreignField: FieldAccess;
}

/**
 * Adds to each row, as `asPropertyName`, the list of rows of `fromProviderId`'s records for which
 * every condition holds (a hash join). No match gives `[]`.
 * @public
 */
export interface LookupStage {
  readonly type: 'lookup';
  readonly fromProviderId: string;
  readonly asPropertyName: string;
  readonly conditions: readonly LookupCondition[];
}

/** Orders the rows, key by key, stably. @public */
export interface SortStage {
  readonly type: 'sort';
  readonly sorting: readonly Sorting[];
}

/** The value at a path of the row. @public */
export interface FieldPathExpression {
  readonly type: 'fieldPath';
  readonly path: readonly string[];
}

/**
 * A date value at a path written with a format of `%` tokens (`%Y-%m` is the month), as wall time
 * in `timeZone` (IANA) or, without one, in the user's zone. Not a date: null.
 * @public
 */
export interface DateFormatExpression {
  readonly type: 'dateFormat';
  readonly path: readonly string[];
  readonly format: string;
  readonly timeZone?: string;
}

/** A pipeline expression (spec 001 §3.13 expression types). @public */
export type PipelineExpression = FieldPathExpression | DateFormatExpression;

/** One group key: the property of the output row and the expression that gives it. @public */
export interface GroupByExpression {
  readonly propertyName: string;
  readonly expression: PipelineExpression;
}

/** Aggregation methods (spec 001 §3.13). @public */
export const PIPELINE_AGGREGATION_METHODS = Object.freeze([
  'count',
  'sum',
  'average',
  'max',
  'min',
] as const);

/** One of {@link PIPELINE_AGGREGATION_METHODS}. @public */
export type PipelineAggregationMethod = (typeof PIPELINE_AGGREGATION_METHODS)[number];

/**
 * Counts the rows of a group for which the condition holds (every row without one). With an
 * `aggregateField`, only rows whose field is not empty count (SQL's `count(field)`).
 * @public
 */
export interface CountAggregation {
  readonly propertyName: string;
  readonly method: 'count';
  readonly aggregateField?: FieldAccess;
  readonly condition?: ConditionDefinition;
}

/** Sum, average, maximum or minimum of a field over the rows for which the condition holds. @public */
export interface FieldAggregation {
  readonly propertyName: string;
  readonly method: 'sum' | 'average' | 'max' | 'min';
  readonly aggregateField: FieldAccess;
  readonly condition?: ConditionDefinition;
}

/** An aggregation of a group stage. @public */
export type PipelineAggregation = CountAggregation | FieldAggregation;

/**
 * Groups rows by the values of `groupBy` and gives one row per group: its keys, then its
 * aggregations, groups in key order. Without keys, one row for all the rows (even none).
 * @public
 */
export interface GroupStage {
  readonly type: 'group';
  readonly groupBy: readonly GroupByExpression[];
  readonly aggregations: readonly PipelineAggregation[];
}

/**
 * One row per item of the array at `path` (the item in the array's place). A value that is not an
 * array is one item. An empty value gives no row, or with `keepEmpty` one row with null there.
 * @public
 */
export interface UnwindStage {
  readonly type: 'unwind';
  readonly path: readonly string[];
  /** @default false */
  readonly keepEmpty?: boolean;
}

/** Another provider whose records a union adds, optionally filtered. @public */
export interface UnionSource {
  /** How `commonFields[].paths` and the source property name this source. */
  readonly name: string;
  readonly fromProviderId: string;
  readonly filter?: QueryFilter;
}

/**
 * A property of every union output row, read from each source at its own path; a source that
 * names no path reads the property of the same name.
 * @public
 */
export interface UnionCommonField {
  readonly propertyName: string;
  readonly paths?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The pipeline's rows followed by the records of other providers, each reduced to the common
 * fields. Gated by the client feature `pipelineUnionStage`.
 * @public
 */
export interface UnionStage {
  readonly type: 'union';
  /** The name the pipeline's own rows go by (in `paths` and the source property). */
  readonly inputSource: { readonly name: string };
  readonly sources: readonly UnionSource[];
  readonly commonFields: readonly UnionCommonField[];
  /** When set, each output row tells the name of its source in this property. */
  readonly sourcePropertyName?: string;
}

/** A pipeline stage (spec 001 §3.13), discriminated by `type`. @public */
export type PipelineStage =
  | MatchStage
  | LookupStage
  | SortStage
  | GroupStage
  | UnwindStage
  | UnionStage;

/** A pipeline: the provider its rows start from and its stages, run in order. @public */
export interface PipelineDefinition {
  readonly fromProviderId: string;
  readonly stages: readonly PipelineStage[];
}

/**
 * A query that runs a pipeline; spec 001 §3.12: it yields a single result record, whose data holds
 * the pipeline's rows (`{ rows }`).
 * @public
 */
export interface PipelineQuery extends QueryDefinitionBase {
  readonly type: 'pipeline_query';
  readonly stages: readonly PipelineStage[];
}

/** A stored query (spec 001 §3.12), discriminated by `type`. @public */
export type QueryDefinition = SingleDataRecordQuery | GeneralQuery | PipelineQuery;
