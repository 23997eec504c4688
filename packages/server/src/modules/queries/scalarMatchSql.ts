import { type RawBuilder, sql } from 'kysely';
import type { Comparison } from './compileQuerySql';
import { indexedKeySql, ORDER_CLASS } from './orderKeyFunctions';
import { itemsOf, type JsonbSql } from './sqlValueKind';

// Filters test a field by its items — a list's items, any other value itself — with the
// conditions' comparison, written in general as `exists (select … from jsonb_array_elements …)`
// over every record. Against one number, word or boolean most of that work is known before the
// statement runs, so the test is written directly. A number or a boolean is tested on the
// field's key in the total order (`indexedKeySql`: class and number), the very expressions a
// field index holds (`fieldIndexes.ts`), so the planner can answer the filter from the field's
// index (reads go through `tenant_data_records`, where the tenant's condition is no barrier to
// it: migration `0010_tenant_reads`); only a list (class "list") takes the item-by-item test,
// which is the same key test on each item (an item passes the general comparison with one
// number or boolean exactly when its key does). A word is one JSONB containment (the value, or
// a list's items). Its key (class "text", 0, its text) is indexable too, and version 2 of the
// key functions settles a word without a regular expression, but measured (README, "Indexes")
// the planner does not combine a word's index with another (a word such as a status keeps half
// the records), and testing the key on each row another index found costs more than the
// containment. The answers are the general test's (`compileQuerySql.int.test.ts` holds both
// against the engine). Writing a list's items with the value's own test rather than the general
// comparison keeps the statement small: PostgreSQL plans it in less time.

/** Text that is a word for the engine (kind text): not blank, numeric or a date, by its first character or a UUID's shape. */
const WORD_START = /^[^\s\d+\-.]/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A test of a field's key alone: `key` (class and number or text: the field index's expressions
 * only) holds for a record exactly when the filter does, unless the field holds a list there
 * (`isList`, class "list"), where the item-by-item test decides. So the records a conjunction of
 * such tests keeps are those every `key` holds for, and those holding a list in one of the fields
 * that pass the whole filter: two disjoint sets, the first answered from the indexes alone
 * (`compileQuerySql`'s count).
 * @internal
 */
export interface ScalarKeyTest {
  readonly key: RawBuilder<boolean>;
  readonly isList: RawBuilder<boolean>;
}

function keyTestOf(
  field: JsonbSql,
  cls: number,
  holds: (num: RawBuilder<number>, text: RawBuilder<string>) => RawBuilder<boolean>,
): ScalarKeyTest {
  const [fieldClass, num, text] = indexedKeySql(field);
  return {
    key: sql<boolean>`(${fieldClass} = ${sql.lit(cls)} and ${holds(num, text)})`,
    isList: sql<boolean>`(${fieldClass} = ${sql.lit(ORDER_CLASS.list)})`,
  };
}

/** Whether an item of the field (a list; any other value: itself) passes `test`. */
function anyItemSql(
  field: JsonbSql,
  test: (item: JsonbSql) => RawBuilder<boolean>,
): RawBuilder<boolean> {
  return sql<boolean>`exists (select from ${itemsOf(field)} as item(value) where ${test(sql`item.value`)})`;
}

/**
 * `(key or class = list) and (not a list or <an item's key holds>)`: never null, so `not` of it is
 * the opposite test. The first part can be answered from the field's index (a bitmap `or` of two
 * ranges); the second is cheap for anything but a list.
 */
function fullTest(field: JsonbSql, keyOf: (value: JsonbSql) => ScalarKeyTest | null) {
  const test = keyOf(field);
  if (test === null) return null;
  const lists = anyItemSql(field, (item) => keyOf(item)!.key);
  return sql<boolean>`((${test.key} or ${test.isList})
    and (jsonb_typeof(${field}) is distinct from 'array' or ${lists}))`;
}

/**
 * The key test of `exists (an item of the field <comparison> value)` for one number or boolean;
 * null for any other value, for which the caller writes the general test. A number orders only
 * against numbers (JSON numbers and numeric text: class "number"); a boolean equals only itself
 * (class "boolean", 1 or 0).
 * @internal
 */
export function scalarKeySql(
  field: JsonbSql,
  value: unknown,
  comparison: Comparison,
): ScalarKeyTest | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const op = sql.raw(comparison);
    return keyTestOf(
      field,
      ORDER_CLASS.number,
      (num) => sql<boolean>`${num} ${op} ${value}::float8`,
    );
  }
  if (comparison !== '=') return null;
  if (typeof value === 'boolean') {
    return keyTestOf(
      field,
      ORDER_CLASS.boolean,
      (num) => sql<boolean>`${num} = ${sql.lit(value ? 1 : 0)}::float8`,
    );
  }
  return null;
}

/** The key test of `between` with number bounds (either may be missing, not both); else null. @internal */
export function scalarBetweenKeySql(
  field: JsonbSql,
  start: unknown,
  end: unknown,
): ScalarKeyTest | null {
  const bound = (value: unknown) =>
    value === null || value === undefined || (typeof value === 'number' && Number.isFinite(value));
  if (!bound(start) || !bound(end) || (typeof start !== 'number' && typeof end !== 'number')) {
    return null;
  }
  return keyTestOf(field, ORDER_CLASS.number, (num) =>
    sql.join(
      [
        ...(typeof start === 'number' ? [sql<boolean>`${num} >= ${start}::float8`] : []),
        ...(typeof end === 'number' ? [sql<boolean>`${num} <= ${end}::float8`] : []),
      ],
      sql` and `,
    ),
  );
}

/**
 * `exists (an item of the field <comparison> value)` for one number or boolean (`scalarKeySql`)
 * or word (one JSONB containment); else null.
 * @internal
 */
export function scalarMatchSql(
  field: JsonbSql,
  value: unknown,
  comparison: Comparison,
): RawBuilder<boolean> | null {
  if (
    comparison === '=' &&
    typeof value === 'string' &&
    (WORD_START.test(value) || UUID.test(value))
  ) {
    // JSONB containment of a scalar is exactly "the value is the word, or a list with an item
    // that is" (a list nested in the list, an object or another word does not contain it), with
    // one read of the field from the record where the branch on its type read it twice (about
    // 200 ms of the pipeline benchmark's 1,000,000-order match). `coalesce`: a missing field is
    // not equal, and `not` of this must hold for it.
    return sql<boolean>`coalesce(${field} @> ${JSON.stringify(value)}::jsonb, false)`;
  }
  return fullTest(field, (one) => scalarKeySql(one, value, comparison));
}

/** `between` with number bounds (`scalarBetweenKeySql`); else null. @internal */
export function scalarBetweenSql(
  field: JsonbSql,
  start: unknown,
  end: unknown,
): RawBuilder<boolean> | null {
  return fullTest(field, (one) => scalarBetweenKeySql(one, start, end));
}
