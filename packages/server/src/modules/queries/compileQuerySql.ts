import {
  compileCondition,
  compileMethod,
  compileQuery,
  createDateShift,
  type EvaluationContext,
  encodeQueryCursor,
  evaluateContextExpression,
  type FilterValue,
  type GeneralQuery,
  isEmptyValue,
  type PageMeta,
  type Pagination,
  type QueryCursorPosition,
  type QueryCursorScope,
  type QueryFilter,
  type QueryRecord,
  type QueryRequest,
  readQueryCursor,
  type SearchField,
  type SingleDataRecordQuery,
  type Sorting,
} from '@tessera/engine';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import { countedPageRows } from './countedPageRows';
import { propertyNameSql, providerIdSql } from './indexedLiterals';
import {
  assertSqlCursor,
  keysetSql,
  positionColumnsSql,
  positionOfRow,
  type SqlKeyset,
  type SqlPositionColumns,
} from './keysetSql';
import { orderKeySql } from './orderKeySql';
import { pageLimitSql } from './pageLimitSql';
import { pageTotal } from './pageTotal';
import { recordKeyCountsSql, type SqlRecordKeys } from './recordKeys';
import {
  type ScalarKeyTest,
  scalarBetweenKeySql,
  scalarBetweenSql,
  scalarKeySql,
  scalarMatchSql,
} from './scalarMatchSql';
import {
  dayOf,
  instantOf,
  isEmptySql,
  itemsOf,
  type JsonbSql,
  kindOf,
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
   * The caller's per-role record access as a condition on a `data_records` row (`record` is its
   * alias: `${record}.data`, `${record}.created_by`, ...), for every provider the query reads —
   * its own and the foreign providers of foreign fields, lookups and unions — ANDed in before
   * filters, totals and pagination (the engine's `recordFilter(record, providerId)`).
   */
  readonly recordFilter?: SqlRecordFilter;
  /**
   * Where `recordFilter` is only a test of one field's words for a stored provider, those words:
   * a count of the records then reads the field's record keys (`recordKeys.ts`).
   */
  readonly recordKeys?: SqlRecordKeys;
  /** Where virtual providers' records come from; without it every provider is stored. */
  readonly tables?: SqlProviderTables;
}

/**
 * The rows of virtual providers (query-sourced, pipeline, aggregating), shaped like
 * `data_records` rows (`client_id`, `provider_id`, `status`, `id`, `data`, `created_at`,
 * `created_by`), so every statement reads them where it would read stored records.
 * @internal
 */
export interface SqlProviderTables {
  /** The provider's rows as a derived table; undefined for a stored provider. */
  tableOf(providerId: string, build: SqlBuild): RawBuilder<unknown> | undefined;
}

/** A record access condition on the `data_records` row named `record`. @internal */
export type SqlRecordFilter = (
  record: RawBuilder<unknown>,
  providerId: string,
) => RawBuilder<boolean>;

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
  /**
   * With totals and a page: `query` with the count as one more column, `total` (a subquery
   * PostgreSQL runs once, at the first row): a page and its total in one statement, one round trip
   * fewer. An empty page has no row to carry it, and a NULL `total` none (a count from record keys
   * not filled yet): `count` runs then.
   */
  readonly countedQuery?: RawBuilder<SqlRecordRow & { readonly total: number | string | null }>;
  /**
   * The statement's parts over the `data_records` row named `r`: every condition a record holds
   * (tenant, provider, status, record access, filters) and the `order by` list, for statements
   * built around the query's records (the choices of a select list).
   */
  readonly where: RawBuilder<boolean>;
  readonly order: RawBuilder<unknown>;
  /** What `r` is read from (see {@link providerTableSql}). */
  readonly table: RawBuilder<unknown>;
  /**
   * When the request pages by cursor: the cursor's one-row table `k` (cross join it) and the
   * condition that `r` comes after its place.
   */
  readonly keyset?: SqlKeyset;
  /** What to select of `r` to make a cursor of its place ({@link cursorOf}). */
  readonly positionColumns: RawBuilder<unknown>;
  /** The cursor (`meta.next`) of the page numbered `page` that starts after the row. */
  cursorOf(row: SqlPositionColumns, page: number): string;
  /**
   * With totals, the total the statement's rows already tell, so that `count` need not run:
   * every record when there is no page, and the records before a page by number plus its own
   * when it is the last one (not full, and not past the end); undefined otherwise.
   */
  totalOf(rows: readonly SqlRecordRow[]): number | undefined;
  /** Turns the statement's rows (and the count) into the engine's result. */
  finish(rows: readonly SqlRecordRow[], total?: number): SqlQueryResult;
}

/** One row of a compiled statement. @internal */
export interface SqlRecordRow extends SqlPositionColumns {
  readonly id: string;
  readonly data: Record<string, unknown>;
  /** Null for a virtual provider's numbered records. */
  readonly created_at: Date | string | null;
}

/**
 * A query request as the SQL compiler takes it: the engine's, and `countCap` — with `totals`,
 * count at most this many records past the filter and report a capped total (a lower bound,
 * `totalCapped`) when there are more, so a view of a large provider does not count all of it.
 * @internal
 */
export interface SqlQueryRequest extends QueryRequest {
  readonly countCap?: number;
}

/** Paging facts, with `totalCapped` when the total is a capped count. @internal */
export interface SqlPageMeta extends PageMeta {
  readonly totalCapped?: true;
}

/** The engine's query result, for the kinds compiled here. @internal */
export type SqlQueryResult =
  | { readonly type: 'single_data_record'; readonly record: QueryRecord | null }
  | {
      readonly type: 'general_query';
      readonly records: readonly QueryRecord[];
      readonly meta: SqlPageMeta;
    };

/** An ordering {@link compareSql} tests. @internal */
export type Comparison = '=' | '>' | '>=' | '<' | '<=';

/** What compiling a statement for one run knows: resolved once, before the statement is built. @internal */
export interface SqlBuild {
  readonly timeZone: string;
  /** The context with the clock read once. */
  readonly context: EvaluationContext;
  readonly scope: TenantScope;
  readonly recordFilter: SqlRecordFilter | undefined;
  readonly recordKeys: SqlRecordKeys | undefined;
  readonly tables: SqlProviderTables | undefined;
}

type Build = SqlBuild;

/** Reads values by path from the rows a filter or sort is over. @internal */
export interface SqlRowReader {
  path(path: readonly string[]): JsonbSql;
}

/** The run's build: the clock read once, as the engine's run state does. @internal */
export function createSqlBuild(run: SqlQueryContext): SqlBuild {
  const { host } = run.context;
  const now = host.now();
  const context: EvaluationContext = {
    ...run.context,
    host: Object.create(host, { now: { value: () => new Date(now.getTime()) } }),
  };
  return {
    timeZone: host.timeZone,
    context,
    scope: run.scope,
    recordFilter: run.recordFilter,
    recordKeys: run.recordKeys,
    tables: run.tables,
  };
}

/**
 * Where a provider's records are read from: `tenant_data_records` (the transaction's tenant's
 * `data_records`, through which field indexes can answer filters: migration `0010_tenant_reads`),
 * or a virtual provider's derived table (see {@link SqlProviderTables}). Name it with an alias
 * and hold {@link providerRecordsSql} on it.
 * @internal
 */
export function providerTableSql(providerId: string, build: SqlBuild): RawBuilder<unknown> {
  return build.tables?.tableOf(providerId, build) ?? sql`tenant_data_records`;
}

/**
 * The conditions every read of a provider's records holds: the tenant, the provider, active
 * records and the caller's record access.
 *
 * The tenant is the statement's own, held together with the transaction's (the row-level policy
 * and `tenant_data_records`): a statement built for one tenant gives nothing in another's
 * transaction. It is written `= any(array[$n])`, not `= $n`: PostgreSQL would join an equality
 * to the policy's equality on `client_id` and prove the two values equal once per scan, in a
 * gate of its own (a `Result` with a one-time filter) that every row then passes through — a
 * sixth of a capped count of 10,000 (server README, "Endpoint"). As a list of one it stays a
 * condition of the index scan, and the policy's equality still makes `client_id` constant for
 * the order of the indexes.
 * @internal
 */
export function providerRecordsSql(
  alias: string,
  providerId: string,
  build: SqlBuild,
): RawBuilder<boolean> {
  const where: RawBuilder<boolean>[] = [
    sql<boolean>`${sql.ref(`${alias}.client_id`)} = any(array[${build.scope.clientId}]::uuid[])`,
    sql<boolean>`${sql.ref(`${alias}.provider_id`)} = ${providerIdSql(providerId)}`,
    sql<boolean>`${sql.ref(`${alias}.status`)} = 'active'`,
  ];
  if (build.recordFilter !== undefined) where.push(build.recordFilter(sql.id(alias), providerId));
  return sql<boolean>`(${sql.join(where, sql` and `)})`;
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
  request: SqlQueryRequest = {},
): CompiledSqlQuery {
  const filter = combinedFilter(definition, request);
  const sorting =
    (request.sort !== undefined && request.sort.length > 0 ? request.sort : definition.sorting) ??
    [];
  // The engine's validation: schema, rules and the request's pagination (a cursor's too).
  compileQuery({
    ...definition,
    ...(filter === undefined ? {} : { filter }),
    sorting,
  }).run({ records: [], context: run.context }, { pagination: request.pagination, totals: false });

  const build = createSqlBuild(run);
  const table = providerTableSql(providerId, build);
  const where: RawBuilder<boolean>[] = [providerRecordsSql('r', providerId, build)];
  const rows = recordReader('r');
  const condition = filter === undefined ? null : filterSql(filter, rows, build);
  if (condition !== null) where.push(condition);
  const order = [
    ...sorting.flatMap((key) => sortSql(rows.path(key.fieldAccess.path ?? []), key, build)),
    sql`r.created_at`,
    sql`r.id`,
  ];
  const whereSql = sql<boolean>`${sql.join(where, sql` and `)}`;
  const orderSql = sql.join(order, sql`, `);
  const { pagination } = request;
  const scope: QueryCursorScope = {
    providerId: definition.fromProviderId,
    sorting,
    timeZone: build.timeZone,
  };
  const position = cursorPosition(pagination, scope);
  const keyset =
    position === undefined
      ? undefined
      : keysetSql(
          position,
          sorting,
          rows,
          build.timeZone,
          build.tables?.tableOf(providerId, build) === undefined,
        );
  const positionColumns = positionColumnsSql(sorting, rows);
  const parts = {
    where: whereSql,
    order: orderSql,
    table,
    ...(keyset === undefined ? {} : { keyset }),
    positionColumns,
    cursorOf: (row: SqlPositionColumns, page: number) =>
      encodeQueryCursor(scope, positionOfRow(row, page)),
  };

  if (definition.type === 'single_data_record') {
    const query = sql<SqlRecordRow>`select r.id, r.data, r.created_at from ${table} r
      where ${whereSql} order by ${orderSql} limit 1`;
    return {
      query,
      ...parts,
      totalOf: () => undefined,
      finish: (rows) => ({
        type: 'single_data_record',
        record: rows[0] === undefined ? null : toRecord(rows[0]),
      }),
    };
  }

  const totals = request.totals === true;
  const { countCap } = request;
  const capped = totals && countCap !== undefined && pagination !== undefined;
  // A cursor's page starts right after its place; a numbered one counts the pages before it off.
  // The row after the page tells whether one follows.
  const page =
    pagination === undefined
      ? sql``
      : position === undefined
        ? pageLimitSql(pagination.perPage + 1, (pagination.page! - 1) * pagination.perPage)
        : pageLimitSql(pagination.perPage + 1);
  // Only a page can have a next one, whose cursor the place of its last row makes.
  const columns =
    pagination === undefined
      ? sql`r.id, r.data, r.created_at`
      : sql`r.id, r.data, r.created_at, ${positionColumns}`;
  const select = <Row>(selected: RawBuilder<unknown>) =>
    keyset === undefined
      ? sql<Row>`select ${selected}
          from ${table} r where ${whereSql} order by ${orderSql} ${page}`
      : sql<Row>`select ${selected}
          from ${table} r cross join ${keyset.table}
          where ${whereSql} and ${keyset.after} order by ${orderSql} ${page}`;
  const query = select<SqlRecordRow>(columns);
  // A filter made of key tests only is counted as two disjoint sets (`ScalarKeyTest`): the
  // records every key test holds for, found from the field indexes with no condition left to
  // test on the row (PostgreSQL still reads each row's page to see whether it is visible: on
  // 15.18 a bitmap heap scan reads all-visible pages too, measured, and an expression index gives
  // no index-only scan), and those holding a list in a tested field that pass the whole filter
  // (an index probe of class "list", for most fields no record at all).
  const keys = filter === undefined ? null : keyTestsOf(filter, rows, build);
  const counted =
    keys === null || keys.length === 0
      ? [whereSql]
      : [
          sql<boolean>`${providerRecordsSql('r', providerId, build)} and ${sql.join(
            keys.map((test) => test.key),
            sql` and `,
          )}`,
          sql<boolean>`${whereSql} and (${sql.join(
            keys.map((test) => test.isList),
            sql` or `,
          )})`,
        ];
  // A count with no condition on the records' values reads index entries only: those of the
  // active records' count index (`data_records_active_count_idx`, migration 0018), the smallest,
  // whose deduplicated entries hold a provider's rows in the order they were written, so the
  // index-only scan checks each page's visibility once (README, "Counting every record").
  const recordsCount = !totals
    ? undefined
    : capped
      ? sql<{ total: number | string }>`select count(*) as total from (${sql.join(
          counted.map(
            (part) => sql`(select from ${table} r where ${part} ${pageLimitSql(countCap + 1)})`,
          ),
          sql` union all `,
        )}) as counted`
      : sql<{ total: number | string }>`select ${sql.join(
          counted.map((part) => sql`(select count(*) from ${table} r where ${part})`),
          sql` + `,
        )} as total`;
  // A reader who may see the records holding some words in a field, and no other condition: the
  // records are counted from the field's record keys (`recordKeys.ts`), an index-only scan.
  const keyWords =
    condition === null && build.tables?.tableOf(providerId, build) === undefined
      ? build.recordKeys?.(providerId)
      : undefined;
  const fromKeys =
    recordsCount === undefined || keyWords === undefined
      ? undefined
      : recordKeyCountsSql(
          build.scope.clientId,
          providerId,
          keyWords,
          capped ? countCap + 1 : undefined,
          recordsCount,
        );
  const count = fromKeys?.count ?? recordsCount;
  return {
    query,
    ...parts,
    ...(count === undefined ? {} : { count }),
    // Without a page the rows tell the total themselves.
    ...(count === undefined || pagination === undefined
      ? {}
      : {
          countedQuery: select<SqlRecordRow & { total: number | string | null }>(
            sql`${columns}, (${fromKeys?.carried ?? count}) as total`,
          ),
        }),
    totalOf: (rows) =>
      totals ? pageTotal(rows.length, pagination, keyset === undefined) : undefined,
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
      const { perPage } = pagination;
      const number = keyset?.position.page ?? pagination.page!;
      const hasNext = rows.length > perPage;
      const records = rows.slice(0, perPage).map(toRecord);
      const next = hasNext ? { next: parts.cursorOf(rows[perPage - 1]!, number + 1) } : {};
      if (capped && total > countCap) {
        // More than the cap: the total is a lower bound, and the pages known are those it
        // fills, or the next one when a record follows this page.
        const lastPage = Math.max(Math.ceil(countCap / perPage), hasNext ? number + 1 : number);
        return {
          type: 'general_query',
          records,
          meta: { page: number, perPage, lastPage, total: countCap, totalCapped: true, ...next },
        };
      }
      const lastPage = totals
        ? Math.max(1, Math.ceil(total / perPage))
        : hasNext
          ? number + 1
          : number;
      return {
        type: 'general_query',
        records,
        meta: { page: number, perPage, lastPage, ...(totals ? { total } : {}), ...next },
      };
    },
  };
}

/**
 * The place a cursor names (the engine has read it: its layout and scope), checked for what SQL
 * needs too; undefined for a page by number.
 */
function cursorPosition(
  pagination: Pagination | undefined,
  scope: QueryCursorScope,
): QueryCursorPosition | undefined {
  if (pagination?.after === undefined) return undefined;
  const reading = readQueryCursor(pagination.after, scope);
  if (!reading.ok) throw new Error('the engine accepted a cursor it cannot read');
  assertSqlCursor(reading.position);
  return reading.position;
}

function toRecord(row: SqlRecordRow): QueryRecord {
  // A virtual provider's numbered records have no creation instant.
  if (row.created_at === null) return { id: row.id, data: row.data };
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
  request: SqlQueryRequest = {},
): Promise<SqlQueryResult> {
  const compiled = compileQuerySql(definition, providerId, run, request);
  const { count, countedQuery } = compiled;
  if (count === undefined) return compiled.finish((await compiled.query.execute(trx)).rows);
  // Without a page (no `countedQuery`) the rows tell the total themselves.
  const { rows, total } = await countedPageRows(
    trx,
    countedQuery ?? compiled.query,
    count,
    compiled.totalOf,
  );
  return compiled.finish(rows, total);
}

// ---------------------------------------------------------------------------------------------
// Filters

/**
 * A filter as a condition on the rows `rows` reads; null when its applyCondition leaves it out
 * (and an and/or whose every part is left out).
 * @internal
 */
export function filterSql(
  filter: QueryFilter,
  rows: SqlRowReader,
  build: SqlBuild,
): RawBuilder<boolean> | null {
  if (
    filter.applyCondition !== undefined &&
    !compileCondition(filter.applyCondition)(build.context)
  )
    return null;
  switch (filter.type) {
    case 'and':
    case 'or': {
      const parts = filter.filters
        .map((child) => filterSql(child, rows, build))
        .filter((part): part is RawBuilder<boolean> => part !== null);
      if (parts.length === 0) return null;
      return sql<boolean>`(${sql.join(parts, filter.type === 'and' ? sql` and ` : sql` or `)})`;
    }
    case 'field_is_empty':
      return isEmptySql(searchFieldSql(filter.searchField, rows, build));
    case 'field_not_empty':
      return sql<boolean>`not ${isEmptySql(searchFieldSql(filter.searchField, rows, build))}`;
    case 'match_field': {
      const field = searchFieldSql(filter.searchField, rows, build);
      // A foreign field is a subquery: the direct form would run it once per part.
      const direct = filter.searchField.type !== 'foreign_field';
      switch (filter.matchKind) {
        case 'only_empty':
          return isEmptySql(field);
        case 'not_empty':
          return sql<boolean>`not ${isEmptySql(field)}`;
        case 'match':
          return matchSql(field, resolveValue(filter.value, build), '=', build, direct);
        case 'not_equal':
          return sql<boolean>`not ${matchSql(field, resolveValue(filter.value, build), '=', build, direct)}`;
        case 'between':
          return betweenSql(field, filter.value, build, direct);
        default: {
          const wanted = valueItems(resolveValue(filter.value, build));
          if (wanted.length === 0) return sql<boolean>`false`;
          return matchSql(field, wanted, COMPARISONS[filter.matchKind], build, direct);
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

/**
 * Whether the field (a list: one of its items) compares as `comparison` with one of the wanted
 * values; with no wanted value, whether it is empty. One wanted value on an own field takes the
 * direct form of `scalarMatchSql` where its kind has one.
 */
function matchSql(
  field: JsonbSql,
  value: unknown,
  comparison: Comparison,
  build: Build,
  direct: boolean,
): RawBuilder<boolean> {
  const wanted = valueItems(value);
  if (wanted.length === 0) return isEmptySql(field);
  const scalar =
    direct && wanted.length === 1 ? scalarMatchSql(field, wanted[0], comparison) : null;
  return (
    scalar ??
    anyItem(field, (item) =>
      sql.join(
        wanted.map((one) => compareSql(item, one, comparison, build)),
        sql` or `,
      ),
    )
  );
}

function betweenSql(
  field: JsonbSql,
  value: FilterValue | undefined,
  build: Build,
  direct: boolean,
): RawBuilder<boolean> {
  const [start, end] = rangeOf(value, build);
  return (
    (direct ? scalarBetweenSql(field, start, end) : null) ??
    anyItem(field, (item) => {
      const parts = [sql<boolean>`not ${isEmptySql(item)}`];
      if (!isEmptyValue(start)) parts.push(compareSql(item, start, '>=', build));
      if (!isEmptyValue(end)) parts.push(compareSql(item, end, '<=', build));
      return sql.join(parts, sql` and `);
    })
  );
}

/** A `between` filter's resolved start and end (null when missing). */
function rangeOf(value: FilterValue | undefined, build: Build): [unknown, unknown] {
  const range = value?.type === 'range' ? value : undefined;
  return [
    range?.start === undefined ? null : resolveSingle(range.start, build),
    range?.end === undefined ? null : resolveSingle(range.end, build),
  ];
}

/**
 * The key tests of a filter made of them only — an `and` of own-field matches against one
 * number, word or boolean and of number ranges (`scalarKeySql`), parts its applyCondition leaves
 * out dropped — in the order `filterSql` writes them; null for any other filter.
 */
function keyTestsOf(
  filter: QueryFilter,
  rows: SqlRowReader,
  build: SqlBuild,
): ScalarKeyTest[] | null {
  if (
    filter.applyCondition !== undefined &&
    !compileCondition(filter.applyCondition)(build.context)
  )
    return [];
  if (filter.type === 'and') {
    const parts = filter.filters.map((child) => keyTestsOf(child, rows, build));
    return parts.every((part) => part !== null) ? parts.flat() : null;
  }
  if (filter.type !== 'match_field' || filter.searchField.type === 'foreign_field') return null;
  const field = searchFieldSql(filter.searchField, rows, build);
  if (filter.matchKind === 'between') {
    const test = scalarBetweenKeySql(field, ...rangeOf(filter.value, build));
    return test === null ? null : [test];
  }
  const comparison =
    filter.matchKind === 'match'
      ? '='
      : filter.matchKind in COMPARISONS
        ? COMPARISONS[filter.matchKind as keyof typeof COMPARISONS]
        : undefined;
  if (comparison === undefined) return null;
  const wanted = valueItems(resolveValue(filter.value, build));
  const test = wanted.length === 1 ? scalarKeySql(field, wanted[0], comparison) : null;
  return test === null ? null : [test];
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
 * @internal
 */
export function compareSql(
  item: JsonbSql,
  value: unknown,
  comparison: Comparison,
  build: Pick<Build, 'timeZone'>,
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

/**
 * Reads a `data_records` row named `alias` as queries read records: `$id`, `$createdAt`, else
 * `data` by property names (parameters).
 * @internal
 */
export function recordReader(alias: string): SqlRowReader {
  const id = sql.ref(`${alias}.id`);
  const created = sql.ref(`${alias}.created_at`);
  const data = sql.ref(`${alias}.data`);
  return {
    path(path) {
      const [first, ...rest] = path;
      if (first === undefined) return sql`null::jsonb`;
      if (first === '$id') return rest.length === 0 ? sql`to_jsonb(${id}::text)` : sql`null::jsonb`;
      if (first === '$createdAt') {
        return rest.length === 0 ? createdAtSql(created) : sql`null::jsonb`;
      }
      if (rest.length === 0) return sql`(${data} -> ${propertyNameSql(first)})`;
      // Arrays met on a nested path are not read item by item here yet (docs: "lax" paths).
      return sql`(${data} #> ${path}::text[])`;
    },
  };
}

/** A record's creation instant as the engine's records carry it (`toISOString()`). @internal */
export function createdAtSql(created: RawBuilder<unknown>): JsonbSql {
  return sql`to_jsonb(to_char(${created} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
}

/** Lowercase UUID text: what `id::text` gives, so matching it as text stays exact. */
const UUID_TEXT = sql.raw(`'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`);

function searchFieldSql(search: SearchField, rows: SqlRowReader, build: Build): JsonbSql {
  switch (search.type) {
    case 'own_field':
      return rows.path([search.fieldName]);
    case 'field_schema_access':
      return rows.path([search.fieldName, ...search.path]);
    case 'foreign_field':
      return foreignFieldSql(search, rows, build);
  }
}

/**
 * A foreign field's value: the list of the related records' values of the foreign field, empty
 * ones left out, lists giving their items. The relation holds an id, a list of ids or objects
 * with `id`, matched as text (an id that is not lowercase UUID text matches no record).
 */
function foreignFieldSql(
  search: Extract<SearchField, { type: 'foreign_field' }>,
  rows: SqlRowReader,
  build: Build,
): JsonbSql {
  const relation = rows.path([search.relationFieldName]);
  const foreign = recordReader('ff').path(
    search.foreignField.type === 'own_field'
      ? [search.foreignField.fieldName]
      : [search.foreignField.fieldName, ...search.foreignField.path],
  );
  const reference = sql`(case jsonb_typeof(ref.value)
    when 'string' then ref.value #>> '{}'
    when 'number' then ref.value #>> '{}'
    when 'object' then case when jsonb_typeof(ref.value -> 'id') in ('string', 'number')
      then ref.value ->> 'id' end
    end)`;
  return sql`(select coalesce(jsonb_agg(found.value order by ref.n, found.n), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(${relation}) = 'array' then ${relation}
      else jsonb_build_array(${relation}) end) with ordinality as ref(value, n)
    join ${providerTableSql(search.foreignProviderId, build)} ff
      on ${providerRecordsSql('ff', search.foreignProviderId, build)}
      and ff.id = (case when ${reference} ~ ${UUID_TEXT} then (${reference})::uuid end)
    cross join lateral jsonb_array_elements(case when jsonb_typeof(${foreign}) = 'array'
      then ${foreign} else jsonb_build_array(${foreign}) end) with ordinality as found(value, n)
    where not ${isEmptySql(foreign)})`;
}

/** A sort key's `ORDER BY` parts. */
function sortSql(value: JsonbSql, sorting: Sorting, build: SqlBuild): RawBuilder<unknown>[] {
  const direction = sql.raw(sorting.direction === 'desc' ? 'desc' : 'asc');
  return orderKeySql(value, build.timeZone).map((part) => sql`${part} ${direction}`);
}
