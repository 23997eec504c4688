import type { QueryFilter } from '../definitions/queryFilter';
import type { ContextSource } from '../host/dependencies';
import type { EvaluationContext } from '../host/evaluationContext.types';
import type { QueryType, Sorting } from './query.types';

/**
 * A data record as queries read it (spec 001 §3.4): `data` holds the read values by `dbFieldName`;
 * queries name the id and the creation instant `$id` and `$createdAt`.
 * @public
 */
export interface QueryRecord {
  readonly id: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** ISO 8601 instant, when known. */
  readonly createdAt?: string;
}

/**
 * A pipeline row: plain JSON. A record enters a pipeline as its data with `$id` (and
 * `$createdAt`) added. Rows share unchanged parts with their sources: treat them as read-only.
 * @public
 */
export type PipelineRow = Readonly<Record<string, unknown>>;

/**
 * The records of another provider (a lookup, a union source, the target of a foreign_field), in
 * source order; undefined for a provider the caller does not know, which reads as no records.
 * @public
 */
export type ProviderRecords = (providerId: string) => Iterable<QueryRecord> | undefined;

/** Everything one run of a compiled query reads. @public */
export interface QueryInput {
  /** The records of the query's `fromProviderId`, in source order (creation, then id). */
  readonly records: Iterable<QueryRecord>;
  /**
   * Where the clock, the time zone and the user come from (`host`), and the external values
   * (`values`: form fields, view inputs) that `compare_to_external_value` and `applyCondition` read.
   */
  readonly context: EvaluationContext;
  readonly providers?: ProviderRecords;
  /**
   * Runs inside the query for every record of every provider it reads, before filters, totals
   * and pagination: the caller's per-role record access.
   */
  readonly recordFilter?: (record: QueryRecord, providerId: string) => boolean;
}

/** A page by number: 1-based `page`, `perPage` records (both whole numbers ≥ 1). @public */
export interface PagePagination {
  readonly page: number;
  readonly perPage: number;
  readonly after?: undefined;
}

/**
 * A page by cursor: the `perPage` records after the place `after` names — a previous answer's
 * `meta.next`, made for the same provider, sort and time zone (docs/queries.md "Pages by cursor").
 * @public
 */
export interface CursorPagination {
  readonly after: string;
  readonly perPage: number;
  readonly page?: undefined;
}

/** Which page: by number or by cursor. @public */
export type Pagination = PagePagination | CursorPagination;

/** The parameters of one call (spec 001 §7 queries): all optional. @public */
export interface QueryRequest {
  /** Added to the query's own filter (both must hold). */
  readonly filter?: QueryFilter;
  /** Replaces the query's sorting when not empty. */
  readonly sort?: readonly Sorting[];
  readonly pagination?: Pagination;
  /** Count every record that passes (an exact total); otherwise reading stops after the page. */
  readonly totals?: boolean;
}

/**
 * Paging facts (spec 002 §7 "paged result: data and meta (page, lastPage)"). Without totals,
 * `lastPage` is `page + 1` when a record follows the page and `page` otherwise. A page by cursor
 * reports the page number the cursor carries (the pages walked to it).
 * @public
 */
export interface PageMeta {
  readonly page: number;
  readonly perPage: number;
  readonly lastPage: number;
  /** Present when totals were asked for. */
  readonly total?: number;
  /**
   * The cursor of the next page (for `pagination.after`), present when a record follows this
   * page. Opaque: it is valid for the same provider, sort and time zone only.
   */
  readonly next?: string;
}

/** The record a pipeline query yields: its rows under `data.rows`. @public */
export interface PipelineResultRecord {
  readonly id: string | null;
  readonly data: { readonly rows: readonly PipelineRow[] };
}

/** What a compiled query gives, by its kind. @public */
export type QueryResult =
  | { readonly type: 'single_data_record'; readonly record: QueryRecord | null }
  | {
      readonly type: 'general_query';
      readonly records: readonly QueryRecord[];
      readonly meta: PageMeta;
    }
  | { readonly type: 'pipeline_query'; readonly record: PipelineResultRecord };

/** What compiling needs besides the definition. @public */
export interface QueryCompileOptions {
  /**
   * The client's switched-on features (spec 001 §3.20), as the client record holds them or as a
   * list of names. The union stage needs `pipelineUnionStage`.
   */
  readonly enabledFeatures?: Readonly<Record<string, boolean>> | readonly string[];
}

/**
 * What a compiled query or pipeline reads: the providers (to fetch before running), the external
 * value field ids and the parts of the context (clock, user).
 * @public
 */
export interface QueryDependencies {
  readonly providers: readonly string[];
  readonly fields: readonly string[];
  readonly context: readonly ContextSource[];
}

/** A pipeline compiled once into closures. @public */
export interface CompiledPipeline {
  readonly dependencies: QueryDependencies;
  /** Runs the stages over the input; never throws for any record values. */
  run(input: QueryInput): readonly PipelineRow[];
}

/** A query compiled once into closures. @public */
export interface CompiledQuery {
  readonly type: QueryType;
  readonly dependencies: QueryDependencies;
  /**
   * Runs the query. A malformed `request.filter` or `request.sort` throws a `DefinitionError`
   * (they come from the caller); record values never make it throw.
   */
  run(input: QueryInput, request?: QueryRequest): QueryResult;
}
