import {
  compileCondition,
  compileMethod,
  compileQuery,
  createDateShift,
  type EvaluationContext,
  evaluateContextExpression,
  type FilterValue,
  type GeneralQuery,
  isEmptyValue,
  type PageMeta,
  type QueryFilter,
  type QueryRecord,
  type QueryRequest,
  type SearchField,
  type SingleDataRecordQuery,
  type Sorting,
} from '@tessera/engine';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import {
  dayOf,
  instantOf,
  isEmptySql,
  itemsOf,
  type JsonbSql,
  kindOf,
  midnightOf,
  numberOf,
  textOf,
} from './sqlValueKind';

// Compiles a stored query (packages/engine/docs/queries.md) into one parameterised SQL statement
// over `data_records` that answers what the engine's `compileQuery(...).run(...)` answers. Filter
// values and applyConditions are worked out here, before the statement is built (the doc's "In
// SQL: all of them are parameters"); record values are only ever compared inside PostgreSQL.

/** What a query reads when it runs in SQL. @internal */
export interface SqlQueryContext {
  readonly scope: TenantScope;
  /** The evaluation context: clock, time zone, user, external values. */
  readonly context: EvaluationContext;
  /**
   * The caller's per-role record access as a condition on the record row `r` (`r.data`,
   * `r.created_by`, ...): ANDed into the WHERE before filters, totals and pagination.
   */
  readonly recordFilter?: RawBuilder<boolean>;
}

/** A query kind the SQL compiler runs. @internal */
export type SqlQueryDefinition = GeneralQuery | SingleDataRecordQuery;

/** Thrown for definitions whose semantics the SQL compiler does not cover yet. @internal */
export class SqlQueryUnsupportedError extends Error {
  override readonly name = 'SqlQueryUnsupportedError';
}

/** The compiled statement and how to read its rows into the engine's result. @internal */
export interface CompiledSqlQuery {
  /** Rows `{ id, data, created_at }`. */
  readonly query: RawBuilder<SqlRecordRow>;
  /** With totals: `{ total }`, the number of records that pass. */
  readonly count?: RawBuilder<{ total: number | string }>;
  /** Turns the statement's rows (and the count) into the engine's result. */
  finish(rows: readonly SqlRecordRow[], total?: number): SqlQueryResult;
}

/** One row of a compiled statement. @internal */
export interface SqlRecordRow {
  readonly id: string;
  readonly data: Record<string, unknown>;
  readonly created_at: Date | string;
}

/** The engine's query result, for the kinds compiled here. @internal */
export type SqlQueryResult =
  | { readonly type: 'single_data_record'; readonly record: QueryRecord | null }
  | {
      readonly type: 'general_query';
      readonly records: readonly QueryRecord[];
      readonly meta: PageMeta;
    };

type Comparison = '=' | '>' | '>=' | '<' | '<=';

interface Build {
  readonly timeZone: string;
  readonly context: EvaluationContext;
}

/** The query's filter and the request's, both to hold. */
function combinedFilter(
  definition: SqlQueryDefinition,
  request: QueryRequest,
): QueryFilter | undefined {
  const filters = [definition.filter, request.filter].filter(
    (filter): filter is QueryFilter => filter !== undefined,
  );
  return filters.length < 2 ? filters[0] : { type: 'and', filters };
}

/**
 * Compiles a query (and the request's filter, sort and pagination) into one statement. A
 * malformed definition or request throws the engine's `DefinitionError` (the engine validates
 * it); a search field or value the SQL compiler does not cover throws
 * {@link SqlQueryUnsupportedError}.
 * @internal
 */
export function compileQuerySql(
  definition: SqlQueryDefinition,
  providerId: string,
  run: SqlQueryContext,
  request: QueryRequest = {},
): CompiledSqlQuery {
  const filter = combinedFilter(definition, request);
  const sorting =
    request.sort !== undefined && request.sort.length > 0 ? request.sort : definition.sorting;
  // The engine's validation: schema, rules and the request's pagination.
  compileQuery({
    ...definition,
    ...(filter === undefined ? {} : { filter }),
    ...(sorting === undefined ? {} : { sorting }),
  }).run({ records: [], context: run.context }, { pagination: request.pagination, totals: false });

  const { host } = run.context;
  const now = host.now();
  const context: EvaluationContext = {
    ...run.context,
    host: Object.create(host, { now: { value: () => new Date(now.getTime()) } }),
  };
  const build: Build = { timeZone: host.timeZone, context };
  const where: RawBuilder<boolean>[] = [
    sql<boolean>`r.client_id = ${run.scope.clientId}`,
    sql<boolean>`r.provider_id = ${providerId}`,
    sql<boolean>`r.status = 'active'`,
  ];
  if (run.recordFilter !== undefined) where.push(run.recordFilter);
  const condition = filter === undefined ? null : filterSql(filter, build);
  if (condition !== null) where.push(condition);
  const order = [
    ...(sorting ?? []).flatMap((key) => sortSql(key, build)),
    sql`r.created_at`,
    sql`r.id`,
  ];
  const whereSql = sql.join(where, sql` and `);
  const orderSql = sql.join(order, sql`, `);

  if (definition.type === 'single_data_record') {
    const query = sql<SqlRecordRow>`select r.id, r.data, r.created_at from data_records r
      where ${whereSql} order by ${orderSql} limit 1`;
    return {
      query,
      finish: (rows) => ({
        type: 'single_data_record',
        record: rows[0] === undefined ? null : toRecord(rows[0]),
      }),
    };
  }

  const totals = request.totals === true;
  const { pagination } = request;
  const page =
    pagination === undefined
      ? sql``
      : sql`limit ${pagination.perPage + (totals ? 0 : 1)} offset ${(pagination.page - 1) * pagination.perPage}`;
  const query = sql<SqlRecordRow>`select r.id, r.data, r.created_at from data_records r
    where ${whereSql} order by ${orderSql} ${page}`;
  const count = totals
    ? sql<{
        total: number | string;
      }>`select count(*) as total from data_records r where ${whereSql}`
    : undefined;
  return {
    query,
    ...(count === undefined ? {} : { count }),
    finish(rows, total = 0) {
      if (pagination === undefined) {
        const records = rows.map(toRecord);
        return {
          type: 'general_query',
          records,
          meta: {
            page: 1,
            perPage: records.length,
            lastPage: 1,
            ...(totals ? { total } : {}),
          },
        };
      }
      const { page: number, perPage } = pagination;
      const records = rows.slice(0, perPage).map(toRecord);
      if (totals) {
        const lastPage = Math.max(1, Math.ceil(total / perPage));
        return { type: 'general_query', records, meta: { page: number, perPage, lastPage, total } };
      }
      return {
        type: 'general_query',
        records,
        meta: { page: number, perPage, lastPage: rows.length > perPage ? number + 1 : number },
      };
    },
  };
}

function toRecord(row: SqlRecordRow): QueryRecord {
  const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  return { id: row.id, data: row.data, createdAt: created.toISOString() };
}

/**
 * Runs a query in a scoped transaction of the scope's client (`runScoped`), as the engine would.
 * @internal
 */
export async function runQuerySql(
  trx: Transaction<DatabaseTables>,
  definition: SqlQueryDefinition,
  providerId: string,
  run: SqlQueryContext,
  request: QueryRequest = {},
): Promise<SqlQueryResult> {
  const compiled = compileQuerySql(definition, providerId, run, request);
  const { rows } = await compiled.query.execute(trx);
  if (compiled.count === undefined) return compiled.finish(rows);
  const counted = await compiled.count.execute(trx);
  return compiled.finish(rows, Number(counted.rows[0]?.total ?? 0));
}

// ---------------------------------------------------------------------------------------------
// Filters

function filterSql(filter: QueryFilter, build: Build): RawBuilder<boolean> | null {
  if (
    filter.applyCondition !== undefined &&
    !compileCondition(filter.applyCondition)(build.context)
  )
    return null;
  switch (filter.type) {
    case 'and':
    case 'or': {
      const parts = filter.filters
        .map((child) => filterSql(child, build))
        .filter((part): part is RawBuilder<boolean> => part !== null);
      if (parts.length === 0) return null;
      return sql<boolean>`(${sql.join(parts, filter.type === 'and' ? sql` and ` : sql` or `)})`;
    }
    case 'field_is_empty':
      return isEmptySql(searchFieldSql(filter.searchField));
    case 'field_not_empty':
      return sql<boolean>`not ${isEmptySql(searchFieldSql(filter.searchField))}`;
    case 'match_field': {
      const field = searchFieldSql(filter.searchField);
      switch (filter.matchKind) {
        case 'only_empty':
          return isEmptySql(field);
        case 'not_empty':
          return sql<boolean>`not ${isEmptySql(field)}`;
        case 'match':
          return matchSql(field, resolveValue(filter.value, build), build);
        case 'not_equal':
          return sql<boolean>`not ${matchSql(field, resolveValue(filter.value, build), build)}`;
        case 'between':
          return betweenSql(field, filter.value, build);
        default: {
          const comparison = COMPARISONS[filter.matchKind];
          const wanted = valueItems(resolveValue(filter.value, build));
          if (wanted.length === 0) return sql<boolean>`false`;
          return anyItem(field, (item) =>
            sql.join(
              wanted.map((one) => compareSql(item, one, comparison, build)),
              sql` or `,
            ),
          );
        }
      }
    }
  }
}

const COMPARISONS: Readonly<
  Record<'greater_than' | 'greater_than_or_equal' | 'less_than' | 'less_than_or_equal', Comparison>
> = {
  greater_than: '>',
  greater_than_or_equal: '>=',
  less_than: '<',
  less_than_or_equal: '<=',
};

/** A list's non-empty items, or the value itself when not empty. */
function valueItems(value: unknown): unknown[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item) => !isEmptyValue(item));
}

function matchSql(field: JsonbSql, value: unknown, build: Build): RawBuilder<boolean> {
  const wanted = valueItems(value);
  if (wanted.length === 0) return isEmptySql(field);
  return anyItem(field, (item) =>
    sql.join(
      wanted.map((one) => compareSql(item, one, '=', build)),
      sql` or `,
    ),
  );
}

function betweenSql(
  field: JsonbSql,
  value: FilterValue | undefined,
  build: Build,
): RawBuilder<boolean> {
  const range = value?.type === 'range' ? value : undefined;
  const start = range?.start === undefined ? null : resolveSingle(range.start, build);
  const end = range?.end === undefined ? null : resolveSingle(range.end, build);
  return anyItem(field, (item) => {
    const parts = [sql<boolean>`not ${isEmptySql(item)}`];
    if (!isEmptyValue(start)) parts.push(compareSql(item, start, '>=', build));
    if (!isEmptyValue(end)) parts.push(compareSql(item, end, '<=', build));
    return sql.join(parts, sql` and `);
  });
}

/** Whether the field value, or for a list one of its items, passes. */
function anyItem(
  field: JsonbSql,
  test: (item: JsonbSql) => RawBuilder<unknown>,
): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from ${itemsOf(field)} as item(value) where ${test(sql`item.value`)})`;
}

/**
 * The conditions' ordering of an item against a resolved value (`compareValues`, with text by
 * code point) holds as `comparison`: false when the two cannot be ordered.
 */
function compareSql(
  item: JsonbSql,
  value: unknown,
  comparison: Comparison,
  build: Build,
): RawBuilder<boolean> {
  if (typeof value === 'object' && value !== null) {
    throw new SqlQueryUnsupportedError(
      'lists and objects as filter values are not compiled to SQL',
    );
  }
  const op = sql.raw(comparison);
  const other = sql`${JSON.stringify(value)}::jsonb`;
  const { timeZone } = build;
  const a = kindOf(item);
  const b = kindOf(other);
  const equalOnly = comparison === '=' || comparison === '>=' || comparison === '<=';
  return sql<boolean>`(case
    when ${a} = 0 or ${b} = 0 then false
    when ${a} = 1 and ${b} = 1 then ${numberOf(item)} ${op} ${numberOf(other)}
    when jsonb_typeof(${item}) = 'string' and jsonb_typeof(${other}) = 'string' then case
      when ${a} = 3 and ${b} = 3 then ${instantOf(item, timeZone)} ${op} ${instantOf(other, timeZone)}
      when ${a} = 2 and ${b} = 3 then ${textOf(item)} collate "C" ${op} ${dayOf(other, timeZone)}
      when ${a} = 3 and ${b} = 2 then ${dayOf(item, timeZone)} collate "C" ${op} ${textOf(other)}
      else ${textOf(item)} collate "C" ${op} ${textOf(other)} end
    when ${a} = 5 and ${b} = 5 then ${equalOnly ? sql`${item} = ${other}` : sql`false`}
    else false end)`;
}

function resolveValue(value: FilterValue | undefined, build: Build): unknown {
  if (value === undefined) return null;
  if (value.type === 'range') {
    throw new SqlQueryUnsupportedError('a range is only for between');
  }
  return resolveSingle(value, build);
}

function resolveSingle(value: Exclude<FilterValue, { type: 'range' }>, build: Build): unknown {
  switch (value.type) {
    case 'const':
      return value.value ?? null;
    case 'date_expression': {
      const start = evaluateContextExpression(value.expression, build.context);
      return value.shift === undefined
        ? start
        : createDateShift(value.shift)(start, build.timeZone);
    }
    case 'user_expression':
      return evaluateContextExpression('current_user', build.context);
    case 'user_roles_expression':
      return evaluateContextExpression('current_user_roles', build.context);
    case 'compare_to_external_value':
      return compileMethod({ type: 'field_value_access', ...value.valueAccess })(build.context);
  }
}

// ---------------------------------------------------------------------------------------------
// Search fields and sorting

/** A record value by path: `$id`, `$createdAt`, else `data` by property names (parameters). */
function pathSql(path: readonly string[]): JsonbSql {
  const [first, ...rest] = path;
  if (first === '$id') return rest.length === 0 ? sql`to_jsonb(r.id::text)` : sql`null::jsonb`;
  if (first === '$createdAt') {
    return rest.length === 0
      ? sql`to_jsonb(to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`null::jsonb`;
  }
  if (rest.length === 0) return sql`(r.data -> ${first}::text)`;
  // Arrays met on a nested path are not read item by item here yet (docs: "lax" paths).
  return sql`(r.data #> ${path}::text[])`;
}

function searchFieldSql(search: SearchField): JsonbSql {
  switch (search.type) {
    case 'own_field':
      return pathSql([search.fieldName]);
    case 'field_schema_access':
      return pathSql([search.fieldName, ...search.path]);
    case 'foreign_field':
      throw new SqlQueryUnsupportedError('foreign_field search fields are not compiled to SQL yet');
  }
}

/**
 * The total order's key parts of a sort key: (class, number, sub-rank, text by code point). The
 * classes: 0 empty, 1 booleans, 2 numbers, 3 dates and date-times, 4 text, 5 lists, 6 objects.
 * Lists and objects are ordered by their class only (not yet item by item).
 */
function sortSql(sorting: Sorting, build: Build): RawBuilder<unknown>[] {
  const value = pathSql(sorting.fieldAccess.path ?? []);
  const direction = sql.raw(sorting.direction === 'desc' ? 'desc' : 'asc');
  const kind = kindOf(value);
  const { timeZone } = build;
  const cls = sql`(case ${kind} when 0 then 0 when 5 then 1 when 1 then 2 when 2 then 3 when 3 then 3
    when 4 then 4 when 6 then 5 else 6 end)`;
  const num = sql`(case ${kind}
    when 1 then ${numberOf(value)}
    when 5 then case when ${value} = 'true'::jsonb then 1 else 0 end
    when 2 then extract(epoch from ${midnightOf(value, timeZone)})::float8
    when 3 then extract(epoch from ${instantOf(value, timeZone)})::float8
    else 0 end)`;
  const sub = sql`(case ${kind} when 3 then 1 else 0 end)`;
  const text = sql`(case ${kind} when 4 then ${textOf(value)} else '' end) collate "C"`;
  return [cls, num, sub, text].map((part) => sql`${part} ${direction}`);
}
