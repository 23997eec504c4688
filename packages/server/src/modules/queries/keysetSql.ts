import { DefinitionError, type QueryCursorPosition, type Sorting } from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import type { SqlRowReader } from './compileQuerySql';
import { indexedKeySql } from './orderKeyFunctions';
import { orderKeySql } from './orderKeySql';

// Keyset pagination in SQL (packages/engine/docs/queries.md "Pages by cursor"): the records after
// a cursor's place in a query's order, as one condition on the row, and the place of a row as the
// statement reads it. The order is `ORDER BY` each sort key's five parts `(class, number, text,
// instant, sub-rank)` in its direction, then `created_at` (nulls last), then `id`, so "after" is
// the lexicographic comparison of those, written out part by part: a row value `(a, b) > (x, y)`
// compares every part one way, which mixed directions are not, and says nothing useful of NULLs.
// The key parts are never NULL (every value has a class; the other parts default to 0 or '');
// only `created_at` can be (a virtual provider's numbered records), and it is handled apart.

/**
 * The cursor's values as a one-row derived table `k` (`v0`, `v1`… the sort values as JSONB,
 * `created`, `id`): cross joined into the statement, so each value is one parameter however often
 * the condition reads it, and PostgreSQL folds the parts of the constants when it plans.
 * @internal
 */
export interface SqlKeyset {
  /** The place the cursor names (its page number too). */
  readonly position: QueryCursorPosition;
  readonly table: RawBuilder<unknown>;
  /** The row `r` (read by the reader given) comes after the cursor's place. */
  readonly after: RawBuilder<boolean>;
}

/** JSON PostgreSQL cannot store as `jsonb`: a NUL character or half a surrogate pair. */
function isJsonbText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const low = text.charCodeAt(index + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return false;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}

function isJsonbValue(value: unknown): boolean {
  if (typeof value === 'string') return isJsonbText(value);
  if (Array.isArray(value)) return value.every(isJsonbValue);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(([key, item]) => isJsonbText(key) && isJsonbValue(item));
  }
  return true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The engine read the cursor (its layout, its scope); here what SQL needs on top: a record id
 * of the database (lowercase UUID text) and sort values PostgreSQL can hold as `jsonb` (the key
 * functions classify any of them: numeric text beyond a double is ±Infinity or 0, as in the
 * engine). A
 * cursor this statement's rows gave always has both; anything else is refused at
 * `pagination.after` as the engine refuses a malformed cursor.
 * @internal
 */
export function assertSqlCursor(position: QueryCursorPosition): void {
  if (UUID.test(position.id) && position.keys.every(isJsonbValue)) {
    return;
  }
  throw new DefinitionError(
    [
      {
        path: 'pagination.after',
        message: 'is not a cursor this query gave: start again from the first page',
      },
    ],
    'query request',
  );
}

/**
 * The condition "the row comes after the cursor's place" for the order of `sorting` (then
 * `created_at`, `id`), over the rows `rows` reads (`r`). `createdAlwaysSet`: the table's
 * `created_at` is never NULL (`data_records`), so the ties take one row comparison on
 * `(created_at, id)`, which the `(client_id, provider_id, created_at, id)` index serves.
 * @internal
 */
export function keysetSql(
  position: QueryCursorPosition,
  sorting: readonly Sorting[],
  rows: SqlRowReader,
  timeZone: string,
  createdAlwaysSet: boolean,
): SqlKeyset {
  const values = sorting.map(
    (_, index) =>
      sql`${JSON.stringify(position.keys[index] ?? null)}::jsonb as ${sql.id(`v${index}`)}`,
  );
  const table = sql`(select ${sql.join([
    ...values,
    sql`${position.createdAt}::timestamptz as created`,
    sql`${position.id}::uuid as id`,
  ])}) k`;

  const created = sql.ref('r.created_at');
  const id = sql.ref('r.id');
  let after: RawBuilder<boolean>;
  if (position.createdAt === null) {
    // Only rows without a creation instant follow one without.
    after = sql<boolean>`(${created} is null and ${id} > k.id)`;
  } else if (createdAlwaysSet) {
    after = sql<boolean>`((${created}, ${id}) > (k.created, k.id))`;
  } else {
    after = sql<boolean>`(${created} > k.created or (${created} = k.created and ${id} > k.id)
      or ${created} is null)`;
  }
  // Innermost last: each part either decides (strictly beyond the cursor's) or ties and defers
  // to the rest. The `>=` conjunct in front bounds the part as a range.
  for (let index = sorting.length - 1; index >= 0; index -= 1) {
    const key = sorting[index]!;
    const descending = key.direction === 'desc';
    const beyond = sql.raw(descending ? '<' : '>');
    const reached = sql.raw(descending ? '<=' : '>=');
    const rowParts = orderKeySql(rows.path(key.fieldAccess.path), timeZone);
    const cursorParts = orderKeySql(sql.ref(`k.v${index}`), timeZone);
    for (let part = rowParts.length - 1; part >= 0; part -= 1) {
      const row = rowParts[part]!;
      const cursor = cursorParts[part]!;
      after = sql<boolean>`(${row} ${reached} ${cursor} and (${row} ${beyond} ${cursor} or ${after}))`;
    }
  }
  return { position, table, after: sql<boolean>`(${indexBound(sorting[0], rows)}${after})` };
}

/**
 * The first sort key's indexed parts `(class, number, text)` reached by the row, as one row
 * comparison (every part of one key goes its key's way): implied by the condition
 * {@link keysetSql} writes part by part, but in the form PostgreSQL takes as an index condition
 * on the field's index, which holds exactly those three expressions after `client_id`
 * (`fieldIndexes.ts`). So a deep page by cursor starts its walk of the index at the cursor
 * instead of reading (and skipping) every entry before it. Empty without a sort.
 */
function indexBound(first: Sorting | undefined, rows: SqlRowReader): RawBuilder<unknown> {
  if (first === undefined) return sql``;
  const reached = sql.raw(first.direction === 'desc' ? '<=' : '>=');
  const row = indexedKeySql(rows.path(first.fieldAccess.path));
  const cursor = indexedKeySql(sql.ref('k.v0'));
  return sql`(${sql.join(row)}) ${reached} (${sql.join(cursor)}) and `;
}

/**
 * What a statement selects of each row to make the cursor of the page after it: the sort
 * values as read (`order_values`, a JSONB list) and the exact creation instant
 * (`created_text`, microseconds; the record's `createdAt` has milliseconds).
 * @internal
 */
export function positionColumnsSql(
  sorting: readonly Sorting[],
  rows: SqlRowReader,
): RawBuilder<unknown> {
  const values =
    sorting.length === 0
      ? sql`'[]'::jsonb`
      : sql`jsonb_build_array(${sql.join(sorting.map((key) => rows.path(key.fieldAccess.path)))})`;
  return sql`${values} as order_values,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_text`;
}

/** The columns {@link positionColumnsSql} adds to a row. @internal */
export interface SqlPositionColumns {
  readonly id: string;
  readonly order_values?: readonly unknown[];
  readonly created_text?: string | null;
}

/**
 * The place of a row (with {@link positionColumnsSql}'s columns) for the cursor of page `page`:
 * its creation instant written as the engine writes it (`toISOString`) unless it has
 * microseconds, which the comparison needs to keep.
 * @internal
 */
export function positionOfRow(row: SqlPositionColumns, page: number): QueryCursorPosition {
  const created = row.created_text ?? null;
  return {
    page,
    keys: row.order_values ?? [],
    createdAt: created === null ? null : created.replace(/(\.\d{3})000Z$/, '$1Z'),
    id: row.id,
  };
}
