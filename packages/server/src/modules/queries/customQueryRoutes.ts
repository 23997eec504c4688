import {
  compilePipeline,
  compileQuery,
  createEvaluationContext,
  DefinitionError,
  type GeneralQuery,
  type Pagination,
  type PipelineDefinition,
  type QueryCompileOptions,
  type QueryDefinition,
  type SingleDataRecordQuery,
  validatePipeline,
  validateQuery,
} from '@tessera/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { maxPerPage } from '../../http/collectionQuery';
import { HttpError } from '../../http/httpError';
import { invalidRequest, type RequestProblem } from '../../http/requestValidation';
import { type TenantContext, tenantOf } from '../access/requestContext';
import { requestHost } from '../access/requestHost';
import { definitionProblems } from '../definitions/definitionProblems';
import { requestVersion } from '../versions/requestVersion';
import { runPipelineSql } from './compilePipelineSql';
import { runQuerySql, type SqlProviderTables, SqlQueryUnsupportedError } from './compileQuerySql';
import { paginationRequestError } from './paginationRequestError';
import { runPipelinePageSql } from './pipelinePageSql';
import { loadProviderSources, type ProviderSources } from './providerSources';
import { whileConnected } from './requestAbortSignal';
import { runCancellable } from './runCancellable';
import { unknownQueryFields } from './unknownQueryFields';

/** How long one custom query may run before PostgreSQL stops it (milliseconds). @internal */
export const customQueryTimeoutMs = 30_000;

/** How deep a definition may nest: far beyond any real filter, short of any stack limit. */
const maxDefinitionDepth = 64;

interface CustomQueryBody {
  readonly query?: Record<string, unknown>;
  readonly pipeline?: Record<string, unknown>;
  readonly params?: {
    readonly pagination?: Pagination;
    readonly totals?: boolean;
  };
}

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // The definitions themselves are the engine's to validate (its schema and rules).
    query: { type: 'object' },
    pipeline: { type: 'object' },
    params: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pagination: {
          type: 'object',
          additionalProperties: false,
          required: ['perPage'],
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
            perPage: { type: 'integer', minimum: 1, maximum: maxPerPage },
            // The previous page's `meta.next`: the records after its last one (keyset).
            after: { type: 'string', minLength: 1 },
          },
          oneOf: [{ required: ['page'] }, { required: ['after'] }],
        },
        totals: { type: 'boolean' },
      },
    },
  },
  oneOf: [{ required: ['query'] }, { required: ['pipeline'] }],
} as const;

/** What a valid body runs: a list query, or a pipeline (given as one or as a pipeline query). */
type CustomQueryPlan =
  | {
      readonly kind: 'query';
      readonly base: string;
      readonly definition: GeneralQuery | SingleDataRecordQuery;
    }
  | { readonly kind: 'pipeline'; readonly base: string; readonly definition: PipelineDefinition };

function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  return Object.values(value).some((item) => nestsDeeperThan(item, limit - 1));
}

/** The body's definition, validated by the engine; 422 with the engine's issues otherwise. */
function planOf(body: CustomQueryBody, options: QueryCompileOptions): CustomQueryPlan {
  const base = body.query === undefined ? '/pipeline' : '/query';
  const definition = body.query ?? body.pipeline;
  if (nestsDeeperThan(definition, maxDefinitionDepth)) {
    throw invalidRequest([
      { path: base, message: `nests deeper than ${maxDefinitionDepth} levels` },
    ]);
  }
  const issues =
    body.query === undefined
      ? validatePipeline(definition, options)
      : validateQuery(definition, options);
  if (issues.length > 0) throw invalidRequest(definitionProblems(issues, base));
  let plan: CustomQueryPlan;
  if (body.query === undefined) {
    plan = { kind: 'pipeline', base, definition: definition as unknown as PipelineDefinition };
  } else {
    const query = definition as unknown as QueryDefinition;
    plan =
      query.type === 'pipeline_query'
        ? {
            kind: 'pipeline',
            base,
            definition: { fromProviderId: query.fromProviderId, stages: query.stages },
          }
        : { kind: 'query', base, definition: query };
  }
  const { params } = body;
  if (plan.kind === 'query' && plan.definition.type === 'general_query') return plan;
  // A pipeline pages by number (its rows have no order key to resume after) and always counts.
  const refused =
    plan.kind === 'pipeline'
      ? [
          params?.pagination?.after === undefined ? null : '/params/pagination/after',
          params?.totals === undefined ? null : '/params/totals',
        ]
      : [
          params?.pagination === undefined ? null : '/params/pagination',
          params?.totals === undefined ? null : '/params/totals',
        ];
  const problems = refused.flatMap((path) =>
    path === null ? [] : [{ path, message: 'applies to general queries only' }],
  );
  if (problems.length > 0) throw invalidRequest(problems);
  return plan;
}

/** The first place in the definition that names the provider (`fromProviderId` or a foreign field's). */
function providerPointer(value: unknown, providerId: string, at: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const path = `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if ((key === 'fromProviderId' || key === 'foreignProviderId') && item === providerId) {
      return path;
    }
    const found = providerPointer(item, providerId, path);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The providers the definition reads — 422 for every one that is not a data provider of the
 * request's version, for every field it names that its provider does not have, and for a virtual
 * provider that cannot be computed (at the place the definition names it) — and the derived
 * tables of the virtual ones.
 */
async function readProviders(
  request: FastifyRequest,
  trx: Transaction<DatabaseTables>,
  tenant: TenantContext,
  plan: CustomQueryPlan,
  options: QueryCompileOptions,
): Promise<SqlProviderTables> {
  const { providers: named } = (
    plan.kind === 'pipeline'
      ? compilePipeline(plan.definition, options)
      : compileQuery(plan.definition, options)
  ).dependencies;
  const version = await requestVersion(request, trx);
  const pointer = (providerId: string) =>
    providerPointer(plan.definition, providerId, plan.base) ?? `${plan.base}/fromProviderId`;
  let sources: ProviderSources;
  try {
    sources = await loadProviderSources(trx, tenant.scope, version.id, named, [], options);
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    throw invalidRequest([
      {
        path: `${plan.base}/fromProviderId`,
        message: `reads a data provider that cannot be computed: ${error.message}`,
      },
    ]);
  }
  const problems: RequestProblem[] = named
    .filter((providerId) => !sources.providers.has(providerId))
    .map((providerId) => ({
      path: pointer(providerId),
      message: `is not a data provider of this application version: ${JSON.stringify(providerId)}`,
    }));
  problems.push(...unknownQueryFields(plan.definition, sources.providers, plan.base));
  if (problems.length > 0) throw invalidRequest(problems);
  return sources.tables;
}

function isQueryCanceled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '57014';
}

/**
 * `POST queries/custom` (spec 001 §7): a designer's ad-hoc query or pipeline, run in SQL over the
 * records of the request's client with the request's user, time zone and clock. The engine
 * validates the definition (and the client's features: a union needs `pipelineUnionStage`);
 * every provider it reads must be a data provider of the request's version. A general query
 * pages by `params.pagination.page`, or by `after`: the `meta.next` of the page before (keyset;
 * 422 at `/params/pagination/after` for a cursor that is malformed or was made for another sort,
 * provider or time zone). A pipeline answers every row, or with `params.pagination.page` one page
 * of them and the count of all (`meta`: page, perPage, lastPage, total), run once. The statement
 * runs under a {@link customQueryTimeoutMs} `statement_timeout`, so a runaway query stops there; a
 * client that aborts its request cancels the running statement at once.
 * @internal
 */
export function customQueryRoutes(api: FastifyInstance): void {
  api.post<{ Body: CustomQueryBody }>(
    '/queries/custom',
    { config: { access: 'admin' }, schema: { body: bodySchema } },
    (request, reply) => whileConnected(reply, (signal) => runCustomQuery(request, signal)),
  );
}

/** Runs a custom query's plan; aborting `signal` cancels its statement. */
async function runCustomQuery(
  request: FastifyRequest<{ Body: CustomQueryBody }>,
  signal: AbortSignal,
): Promise<unknown> {
  const tenant = tenantOf(request);
  const options: QueryCompileOptions = { enabledFeatures: tenant.client.enabledFeatures };
  const plan = planOf(request.body, options);
  const context = createEvaluationContext({ host: requestHost(request, tenant) });
  try {
    return await tenant.run((trx) =>
      runCancellable(trx, signal, async () => {
        const tables = await readProviders(request, trx, tenant, plan, options);
        const run = { scope: tenant.scope, context, tables };
        await sql`select set_config('statement_timeout', ${String(customQueryTimeoutMs)}, true)`.execute(
          trx,
        );
        const { params } = request.body;
        if (plan.kind === 'pipeline') {
          const pagination = params?.pagination;
          if (pagination?.page === undefined) {
            const rows = await runPipelineSql(trx, plan.definition, run, options);
            return { data: rows, meta: { total: rows.length } };
          }
          const page = { page: pagination.page, perPage: pagination.perPage };
          const { rows, total } = await runPipelinePageSql(
            trx,
            plan.definition,
            run,
            page,
            options,
          );
          const lastPage = Math.max(1, Math.ceil(total / page.perPage));
          return { data: rows, meta: { ...page, lastPage, total } };
        }
        const result = await runQuerySql(
          trx,
          plan.definition,
          plan.definition.fromProviderId,
          run,
          {
            pagination: params?.pagination ?? { page: 1, perPage: 30 },
            ...(params?.totals === undefined ? {} : { totals: params.totals }),
          },
        );
        return result.type === 'general_query'
          ? { data: result.records, meta: result.meta }
          : { data: result.record, meta: {} };
      }),
    );
  } catch (error) {
    if (error instanceof SqlQueryUnsupportedError) {
      throw invalidRequest([{ path: plan.base, message: error.message }]);
    }
    if (error instanceof DefinitionError) {
      throw (
        paginationRequestError(error, '/params/pagination') ??
        invalidRequest(definitionProblems(error.errors, plan.base))
      );
    }
    if (isQueryCanceled(error)) {
      throw new HttpError(
        503,
        `The query ran longer than ${customQueryTimeoutMs / 1000} seconds and was stopped`,
        'queryTimeout',
      );
    }
    throw error;
  }
}
