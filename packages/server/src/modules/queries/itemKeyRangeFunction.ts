import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  createImmutableSqlFunction,
  ORDER_KEY_VERSION,
  orderKeyFunctionNames,
} from './orderKeyFunctions';
import { itemsOf, type JsonbSql } from './sqlValueKind';

// A filter against one number or boolean tests a list's items one by one (`scalarMatchSql.ts`).
// Written in the statement, that test is `exists (select … from jsonb_array_elements(…))`: a
// correlated subplan, which PostgreSQL 15 never runs in a parallel worker, so every scan that
// carries it — a view's count, a pipeline's match — keeps to one process even where the field
// holds no list at all. As a function call it is one more parallel-safe expression: the same
// test, in a SQL function whose body (a subquery) PostgreSQL does not inline.
//
// It is built on the order key functions of its version (the class and the number of each item),
// so it carries their version in its name (migration `0014_item_key_range_function`).

/** The function's name. @internal */
export const ITEM_KEY_RANGE_FUNCTION = `tessera_item_key_in_range_v${ORDER_KEY_VERSION}`;

const PARAMETERS = 'items jsonb, cls int, lo float8, lo_open boolean, hi float8, hi_open boolean';

/** One end of a range of the order key's number: the value, and whether the value itself is out. */
export interface KeyBound {
  readonly value: number;
  readonly open: boolean;
}

/** The keys an item must have: its class, and its number between the bounds (a missing one: unbounded). */
export interface KeyRange {
  readonly cls: number;
  readonly lo?: KeyBound;
  readonly hi?: KeyBound;
}

/**
 * The function's body (`select …` of its parameters), by name: whether an item of `items` (a
 * list's items, any other value itself) has class `cls` and a number within the bounds. It
 * calls the order key functions by their name in `schema`, whatever the search path.
 * @internal
 */
export function itemKeyRangeFunctionBody(schema: string): Record<string, RawBuilder<unknown>> {
  const names = orderKeyFunctionNames();
  const item = sql`item.value`;
  const cls = sql`${sql.id(schema, names.cls)}(${item})`;
  const num = sql`${sql.id(schema, names.num)}(${item})`;
  return {
    [ITEM_KEY_RANGE_FUNCTION]: sql`select exists (select from ${itemsOf(sql.raw('items'))} as item(value)
      where ${cls} = cls
        and (lo is null or ${num} > lo or (not lo_open and ${num} = lo))
        and (hi is null or ${num} < hi or (not hi_open and ${num} = hi)))`,
  };
}

/** Creates the function (migration `0014_item_key_range_function`). @internal */
export async function createItemKeyRangeFunction(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  for (const [name, body] of Object.entries(itemKeyRangeFunctionBody(rows[0]!.schema))) {
    await createImmutableSqlFunction(db, name, PARAMETERS, 'boolean', body);
  }
}

/** Drops the function. @internal */
export async function dropItemKeyRangeFunction(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ${sql.raw(ITEM_KEY_RANGE_FUNCTION)}(jsonb, int, float8, boolean, float8, boolean)`.execute(
    db,
  );
}

/**
 * Whether an item of the value (a list's items, any other value itself) has its order key in
 * the range: the function's call, never null.
 * @internal
 */
export function itemKeyInRangeSql(value: JsonbSql, range: KeyRange): RawBuilder<boolean> {
  const bound = (end: KeyBound | undefined) =>
    end === undefined ? sql`null::float8, false` : sql`${end.value}::float8, ${sql.lit(end.open)}`;
  return sql<boolean>`${sql.raw(ITEM_KEY_RANGE_FUNCTION)}(${value}, ${sql.lit(range.cls)}, ${bound(range.lo)}, ${bound(range.hi)})`;
}
