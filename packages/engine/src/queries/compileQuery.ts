import { DefinitionError, type DefinitionIssue } from '../definitions/definitionError';
import { appendSegment, joinPath } from '../definitions/readablePath';
import { validateDefinition } from '../definitions/validateDefinition';
import { buildPipeline, createCompileNotes, sealQueryDependencies } from './compilePipeline';
import { compileQueryFilter, type FilterPlan, type FramePredicate } from './compileQueryFilter';
import { createAfterCursor, cursorPositionOf } from './createAfterCursor';
import type { GeneralQuery, QueryDefinition, SingleDataRecordQuery, Sorting } from './query.types';
import {
  encodeQueryCursor,
  type QueryCursorPosition,
  type QueryCursorScope,
  readQueryCursor,
} from './queryCursor';
import { checkFilter, featureIssues } from './queryRules';
import type {
  CompiledQuery,
  PageMeta,
  Pagination,
  QueryCompileOptions,
  QueryInput,
  QueryRecord,
  QueryRequest,
  QueryResult,
} from './queryRun.types';
import { createFrame, RECORD_SHAPE } from './rowAccess';
import { createRunState, type RunState } from './runState';
import { type SortKeySpec, SortKeys } from './sortKeys';
import { compileSorting } from './sortStage';

/**
 * Every problem of a query: its schema, the rules a schema cannot say, and stages the client's
 * features do not allow. Empty when it compiles.
 * @public
 */
export function validateQuery(
  definition: unknown,
  options?: QueryCompileOptions,
): readonly DefinitionIssue[] {
  const result = validateDefinition('query', definition);
  if (!result.ok) return result.errors;
  const query = result.value;
  return query.type === 'pipeline_query' ? featureIssues(query.stages, 'stages', options) : [];
}

/**
 * Compiles a stored query once into closures (spec 001 §3.12): `single_data_record` gives the
 * first record that passes, `general_query` a page of them, `pipeline_query` one record whose
 * `data.rows` are the pipeline's rows. Throws a `DefinitionError` listing every problem of a
 * malformed query.
 * @example
 * const openOrders = compileQuery({
 *   type: 'general_query',
 *   fromProviderId: 'orders',
 *   filter: { type: 'match_field', searchField: { type: 'own_field', fieldName: 'status' },
 *             matchKind: 'match', value: { type: 'const', value: 'open' } },
 *   sorting: [{ fieldAccess: { path: ['$createdAt'] }, direction: 'desc' }],
 * });
 * openOrders.run({ records, context }, { pagination: { page: 1, perPage: 30 }, totals: true });
 * // { type: 'general_query', records: [...], meta: { page: 1, perPage: 30, lastPage: 4, total: 97 } }
 * @public
 */
export function compileQuery(
  definition: QueryDefinition,
  options?: QueryCompileOptions,
): CompiledQuery {
  const issues = validateQuery(definition, options);
  if (issues.length > 0) throw new DefinitionError(issues, 'query');
  const notes = createCompileNotes();
  if (definition.type === 'pipeline_query') {
    const pipeline = buildPipeline(definition.fromProviderId, definition.stages, notes);
    const id = definition.id ?? null;
    return Object.freeze({
      type: definition.type,
      dependencies: sealQueryDependencies(definition.fromProviderId, notes),
      run: (input: QueryInput): QueryResult => ({
        type: 'pipeline_query',
        record: { id, data: { rows: pipeline(input) } },
      }),
    });
  }
  return compileListQuery(definition, notes);
}

function compileListQuery(
  definition: SingleDataRecordQuery | GeneralQuery,
  notes: ReturnType<typeof createCompileNotes>,
): CompiledQuery {
  const filter =
    definition.filter === undefined
      ? undefined
      : compileQueryFilter(definition.filter, RECORD_SHAPE, notes);
  const sorting = compileSorting(definition.sorting ?? [], RECORD_SHAPE);
  const { fromProviderId } = definition;
  return Object.freeze({
    type: definition.type,
    dependencies: sealQueryDependencies(fromProviderId, notes),
    run(input: QueryInput, request: QueryRequest = {}): QueryResult {
      const prepared = prepareRequest(request, {
        providerId: fromProviderId,
        sorting: effectiveSorting(definition, request),
        timeZone: input.context.host.timeZone,
      });
      const run = createRunState(input);
      const test = combine(
        [filter, prepared.filter].flatMap((plan) => (plan === undefined ? [] : [plan])),
        run,
      );
      const specs = prepared.sorting ?? sorting;
      const keep = input.recordFilter;
      const passes = (record: QueryRecord, frame: ReturnType<typeof createFrame>): boolean => {
        if (keep !== undefined && !keep(record, fromProviderId)) return false;
        frame.base = record;
        return test === null || test(frame);
      };
      if (definition.type === 'single_data_record') {
        return { type: 'single_data_record', record: firstRecord(input, passes, specs, run) };
      }
      return {
        type: 'general_query',
        ...pageOf(input, passes, specs, run, request.totals === true, prepared.page),
      };
    },
  });
}

/** The sort a call runs with: the request's when it gives one, else the query's. */
function effectiveSorting(
  definition: SingleDataRecordQuery | GeneralQuery,
  request: QueryRequest,
): readonly Sorting[] {
  return request.sort !== undefined && request.sort.length > 0
    ? request.sort
    : (definition.sorting ?? []);
}

/** The page a call asks for: its number and size, and the cursor's place when it gives one. */
interface PagePlan {
  readonly page: number;
  readonly perPage: number;
  readonly after?: QueryCursorPosition;
  /** What the cursor of the next page is made for. */
  readonly scope: QueryCursorScope;
}

/** The caller's filter, sort and page, validated and compiled for this call. */
function prepareRequest(
  request: QueryRequest,
  scope: QueryCursorScope,
): {
  readonly filter?: FilterPlan;
  readonly sorting?: readonly SortKeySpec[];
  readonly page?: PagePlan;
} {
  const issues: DefinitionIssue[] = [];
  let filter: FilterPlan | undefined;
  let sorting: SortKeySpec[] | undefined;
  if (request.filter !== undefined) {
    const result = validateDefinition('queryFilter', request.filter);
    if (result.ok) {
      const ruleIssues = checkFilter(result.value, 'filter');
      if (ruleIssues.length > 0) issues.push(...ruleIssues);
      else filter = compileQueryFilter(result.value, RECORD_SHAPE, createCompileNotes());
    } else {
      issues.push(
        ...result.errors.map((issue) => ({ ...issue, path: joinPath('filter', issue.path) })),
      );
    }
  }
  if (request.sort !== undefined && request.sort.length > 0) {
    // The sort list is checked by the query schema's own sorting part.
    const result = validateDefinition('query', {
      type: 'general_query',
      fromProviderId: 'request',
      sorting: request.sort,
    });
    if (result.ok) sorting = compileSorting(request.sort as readonly Sorting[], RECORD_SHAPE);
    else {
      issues.push(
        ...result.errors.map((issue) => ({
          ...issue,
          path: issue.path.replace(/^sorting/, 'sort'),
        })),
      );
    }
  }
  const page =
    request.pagination === undefined ? undefined : pagePlan(request.pagination, scope, issues);
  if (issues.length > 0) throw new DefinitionError(issues, 'query request');
  return {
    ...(filter ? { filter } : {}),
    ...(sorting ? { sorting } : {}),
    ...(page ? { page } : {}),
  };
}

const WHOLE_NUMBER = 'must be a whole number of at least 1';

/** The request's pagination checked: a page number or a cursor of this scope, and a size. */
function pagePlan(
  pagination: Pagination,
  scope: QueryCursorScope,
  issues: DefinitionIssue[],
): PagePlan | undefined {
  const { perPage, after } = pagination;
  const before = issues.length;
  if (after === undefined ? !isWholeNumber(pagination.page) : pagination.page !== undefined) {
    issues.push({
      path: appendSegment('pagination', 'page'),
      message:
        after === undefined
          ? WHOLE_NUMBER
          : 'must not be given with after: a cursor names its page',
    });
  }
  if (!isWholeNumber(perPage)) {
    issues.push({ path: appendSegment('pagination', 'perPage'), message: WHOLE_NUMBER });
  }
  if (after === undefined) {
    return issues.length > before ? undefined : { page: pagination.page, perPage, scope };
  }
  const reading = readQueryCursor(after, scope);
  if (!reading.ok) {
    issues.push({ path: appendSegment('pagination', 'after'), message: reading.message });
    return undefined;
  }
  return issues.length > before
    ? undefined
    : { page: reading.position.page, perPage, after: reading.position, scope };
}

function isWholeNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1;
}

function combine(plans: readonly FilterPlan[], run: RunState): FramePredicate | null {
  const tests = plans.flatMap((plan) => {
    const bound = plan.bind(run);
    return bound === null ? [] : [bound];
  });
  if (tests.length === 0) return null;
  if (tests.length === 1) return tests[0]!;
  const [first, second] = tests as [FramePredicate, FramePredicate];
  return (frame) => first(frame) && second(frame);
}

type Passes = (record: QueryRecord, frame: ReturnType<typeof createFrame>) => boolean;

/** The records that pass, in sorted order (every one read: a sort needs them all). */
function sortedRecords(
  input: QueryInput,
  passes: Passes,
  specs: readonly SortKeySpec[],
  run: RunState,
): QueryRecord[] {
  const frame = createFrame();
  const records: QueryRecord[] = [];
  const keys = new SortKeys(specs, run.temporal);
  for (const record of input.records) {
    if (!passes(record, frame)) continue;
    records.push(record);
    keys.add(frame);
  }
  return keys.order().map((position) => records[position]!);
}

function firstRecord(
  input: QueryInput,
  passes: Passes,
  specs: readonly SortKeySpec[],
  run: RunState,
): QueryRecord | null {
  if (specs.length > 0) return sortedRecords(input, passes, specs, run)[0] ?? null;
  const frame = createFrame();
  for (const record of input.records) if (passes(record, frame)) return record;
  return null;
}

function pageOf(
  input: QueryInput,
  passes: Passes,
  specs: readonly SortKeySpec[],
  run: RunState,
  totals: boolean,
  plan: PagePlan | undefined,
): { readonly records: readonly QueryRecord[]; readonly meta: PageMeta } {
  if (plan === undefined) {
    if (specs.length > 0) {
      const all = sortedRecords(input, passes, specs, run);
      return { records: all, meta: wholeMeta(all.length, totals) };
    }
    const frame = createFrame();
    const records: QueryRecord[] = [];
    for (const record of input.records) if (passes(record, frame)) records.push(record);
    return { records, meta: wholeMeta(records.length, totals) };
  }
  const { perPage } = plan;
  // A cursor's page starts right after its place; a numbered one after the pages before it.
  const skip = plan.after === undefined ? (plan.page - 1) * perPage : 0;
  const after =
    plan.after === undefined ? null : createAfterCursor(plan.after, specs, run.temporal);
  const frame = createFrame();
  let total = 0;
  let pageRows: QueryRecord[];
  if (specs.length > 0) {
    const kept: QueryRecord[] = [];
    const keys = new SortKeys(specs, run.temporal);
    for (const record of input.records) {
      if (!passes(record, frame)) continue;
      total += 1;
      if (after !== null && !after(record, frame)) continue;
      kept.push(record);
      keys.add(frame);
    }
    // The page and the record after it (which tells that a next page exists).
    pageRows = keys
      .order()
      .slice(skip, skip + perPage + 1)
      .map((position) => kept[position]!);
  } else {
    pageRows = [];
    let kept = 0;
    for (const record of input.records) {
      if (!passes(record, frame)) continue;
      total += 1;
      if (after !== null && !after(record, frame)) continue;
      kept += 1;
      if (kept <= skip) continue;
      if (pageRows.length <= perPage) pageRows.push(record);
      // Without totals, one record past the page tells there is a next page: stop there.
      if (pageRows.length > perPage && !totals) break;
    }
  }
  const hasNext = pageRows.length > perPage;
  const records = hasNext ? pageRows.slice(0, perPage) : pageRows;
  const last = records.at(-1);
  let next: string | undefined;
  if (hasNext && last !== undefined) {
    frame.base = last;
    next = encodeQueryCursor(plan.scope, cursorPositionOf(last, frame, specs, plan.page + 1));
  }
  const lastPage = totals
    ? Math.max(1, Math.ceil(total / perPage))
    : hasNext
      ? plan.page + 1
      : plan.page;
  return {
    records,
    meta: {
      page: plan.page,
      perPage,
      lastPage,
      ...(totals ? { total } : {}),
      ...(next === undefined ? {} : { next }),
    },
  };
}

/** Meta of an unpaged result: one page holding everything. */
function wholeMeta(count: number, totals: boolean): PageMeta {
  return { page: 1, perPage: count, lastPage: 1, ...(totals ? { total: count } : {}) };
}
