import type { GeneralQuery, PageMeta, PipelineDefinition, QueryRecord } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/** The parameters of a custom general query: the page, and whether to count every record. @public */
export interface CustomQueryParams {
  readonly pagination?: { readonly page: number; readonly perPage: number };
  /** Count every matching record, so `meta.total` is exact. */
  readonly totals?: boolean;
}

/** One page of records a general query found (`data` holds read values by `dbFieldName`). @public */
export interface CustomQueryPage {
  readonly data: readonly QueryRecord[];
  readonly meta: PageMeta;
}

/**
 * `POST queries/custom` (spec 001 §7) with a general query: a designer's ad-hoc read of one
 * provider's records, in the request's version and with the user's record access, one page at a
 * time (30 per page unless `params` says otherwise). Admins. 422 with JSON pointers under
 * `/query` for a malformed query or a provider the version does not have.
 * @public
 * @example
 * runGeneralQuery(adapter, { type: 'general_query', fromProviderId }, { totals: true });
 */
export async function runGeneralQuery(
  adapter: HttpAdapter,
  query: GeneralQuery,
  params: CustomQueryParams = {},
  options: CallOptions = {},
): Promise<CustomQueryPage> {
  return adapter.request<CustomQueryPage>({
    method: 'POST',
    path: 'queries/custom',
    body: { query, params },
    ...options,
  });
}

/** The parameters of a custom pipeline: one page of its rows by number (all rows without it). @public */
export interface CustomPipelineParams {
  readonly pagination?: { readonly page: number; readonly perPage: number };
}

/**
 * The rows a pipeline gave: all of them, or the page asked for. `meta.total` counts every row the
 * pipeline gives; a page adds its place (`page`, `perPage`, `lastPage`).
 * @public
 */
export interface CustomPipelineResult {
  readonly data: readonly Readonly<Record<string, unknown>>[];
  readonly meta: {
    readonly total: number;
    readonly page?: number;
    readonly perPage?: number;
    readonly lastPage?: number;
  };
}

/**
 * `POST queries/custom` (spec 001 §7) with a pipeline: a designer's ad-hoc run of a pipeline over
 * the records of the request's version, with the user's record access; every row at once, or one
 * page of them with `params.pagination` (the pipeline still runs whole, once: its rows are
 * counted and paged on the server). Admins. 422 with JSON pointers under `/pipeline` for a
 * malformed pipeline (the engine's problems), a provider the version does not have, or a field
 * its provider lacks; 503 `queryTimeout` when it runs too long.
 * @public
 * @example
 * runCustomPipeline(adapter, { fromProviderId, stages }, { pagination: { page: 1, perPage: 50 } });
 */
export async function runCustomPipeline(
  adapter: HttpAdapter,
  pipeline: PipelineDefinition,
  params: CustomPipelineParams = {},
  options: CallOptions = {},
): Promise<CustomPipelineResult> {
  return adapter.request<CustomPipelineResult>({
    method: 'POST',
    path: 'queries/custom',
    body: params.pagination === undefined ? { pipeline } : { pipeline, params },
    ...options,
  });
}
