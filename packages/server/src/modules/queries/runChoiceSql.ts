import type { FieldAccess, GeneralQuery, Pagination } from '@tessera/engine';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { compileQuerySql, recordReader, type SqlQueryContext } from './compileQuerySql';
import type { SqlPositionColumns } from './keysetSql';
import { pageLimitSql } from './pageLimitSql';

/** What a choice field shows of the records of its query. @internal */
export interface ChoiceColumns {
  readonly valueAccess: FieldAccess;
  readonly presentValueAccess: FieldAccess;
  readonly colorAccess?: FieldAccess | null;
}

/**
 * What the person asks of the choices: a text to search, the values to look up, a page — by
 * number, or the choices after a previous page's cursor (`next`).
 * @internal
 */
export interface ChoiceRequest {
  /** Trimmed; empty matches every choice. */
  readonly search: string;
  readonly values?: readonly (string | number)[];
  readonly pagination: Pagination;
}

/** One choice as read from the database (the colour still to be checked). @internal */
export interface ChoiceRow {
  readonly value: string | number;
  readonly text: string;
  readonly color: unknown;
}

/**
 * One page of choices, its number, how many there are in all and, when more follow, the cursor
 * of the next page.
 * @internal
 */
export interface ChoicePage {
  readonly items: readonly ChoiceRow[];
  readonly page: number;
  readonly total: number;
  readonly next?: string;
}

/** A choice as the statement gives it: with the place of the record it was first read from. */
interface PlacedChoiceRow extends ChoiceRow, SqlPositionColumns {}

/**
 * The choices of a select list (spec 002 §7 "select lists") in one statement over every record
 * of the field's query, however many: the query's records (its filter, the person's record
 * access, its sorting) give a value and a text each; records whose value is not a string or a
 * number are skipped; the search and the looked-up values are applied; a value shown by several
 * records is the first one's, in the query's order; then the page.
 *
 * The text is the presented value as text (the value's when the presented one is missing or
 * null; a list or an object as its JSON). The search is a case-insensitive "contains":
 * `strpos(lower(text), lower(search)) > 0` — `lower()` under the database's default collation
 * (`C.UTF-8` ctype on PGlite and on our PostgreSQL: Unicode case mapping, so `KRAKÓW` and `Łódź`
 * fold as `toLocaleLowerCase('pl')` folds them), and `strpos` rather than `LIKE`/`ILIKE`, so no
 * character of the search is a wildcard and nothing needs escaping. Values are looked up by JSON
 * equality (`1` is not `'1'`), as `isSameJsonValue` compares them.
 *
 * A page by cursor holds the choices whose first record comes after the cursor's place in the
 * query's order (the last choice of the page before: its first record's place), so a record
 * written meanwhile neither repeats a choice nor hides one; the choices are still worked out
 * over every record (a choice is its value's first record), so it reads no fewer records than a
 * page by number. A malformed or foreign cursor is the engine's `DefinitionError` at
 * `pagination.after`.
 * @internal
 */
export async function runChoiceSql(
  trx: Transaction<DatabaseTables>,
  query: GeneralQuery,
  columns: ChoiceColumns,
  run: SqlQueryContext,
  request: ChoiceRequest,
): Promise<ChoicePage> {
  const { pagination } = request;
  const compiled = compileQuerySql(query, query.fromProviderId, run, { pagination });
  const rows = recordReader('r');
  const value = rows.path(columns.valueAccess.path);
  const presented = rows.path(columns.presentValueAccess.path);
  const color = columns.colorAccess ? rows.path(columns.colorAccess.path) : sql`null::jsonb`;
  const text = sql<string>`(case jsonb_typeof(${presented})
    when 'string' then ${presented} #>> '{}'
    when 'number' then ${presented} #>> '{}'
    when 'boolean' then ${presented} #>> '{}'
    when 'array' then ${presented}::text
    when 'object' then ${presented}::text
    else ${value} #>> '{}' end)`;
  const conditions = [sql<boolean>`jsonb_typeof(c.value) in ('string', 'number')`];
  if (request.search !== '') {
    conditions.push(sql<boolean>`strpos(lower(c.text), lower(${request.search})) > 0`);
  }
  if (request.values !== undefined) {
    conditions.push(
      sql<boolean>`${JSON.stringify(request.values)}::jsonb @> jsonb_build_array(c.value)`,
    );
  }
  const { keyset } = compiled;
  const { perPage } = pagination;
  // The page and the choice after it, which tells that a next page exists.
  const window =
    keyset === undefined
      ? sql`where true order by position ${pageLimitSql(perPage + 1, (pagination.page! - 1) * perPage)}`
      : sql`where after order by position ${pageLimitSql(perPage + 1)}`;
  const statement = sql<{ total: number | string; items: PlacedChoiceRow[] }>`with candidates as (
      select ${value} as value, ${text} as text, ${color} as color, r.id,
        ${compiled.positionColumns}, ${keyset?.after ?? sql`true`} as after,
        row_number() over (order by ${compiled.order}) as position
      from ${compiled.table} r ${keyset === undefined ? sql`` : sql`cross join ${keyset.table}`}
      where ${compiled.where}
    ), firsts as (
      select distinct on (c.value) c.* from candidates c
      where ${sql.join(conditions, sql` and `)}
      order by c.value, c.position
    )
    select (select count(*) from firsts) as total,
      coalesce((select jsonb_agg(jsonb_build_object('value', p.value, 'text', p.text,
        'color', p.color, 'id', p.id, 'order_values', p.order_values,
        'created_text', p.created_text) order by p.position)
        from (select * from firsts ${window}) p), '[]'::jsonb) as items`;
  const { rows: answer } = await statement.execute(trx);
  const first = answer[0];
  const placed = first?.items ?? [];
  const page = keyset?.position.page ?? pagination.page!;
  return {
    items: placed.slice(0, perPage).map((row) => ({
      value: row.value,
      text: row.text,
      color: row.color,
    })),
    page,
    total: Number(first?.total ?? 0),
    ...(placed.length > perPage ? { next: compiled.cursorOf(placed[perPage - 1]!, page + 1) } : {}),
  };
}
