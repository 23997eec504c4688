import { type RawBuilder, sql } from 'kysely';
import type { Comparison } from './compileQuerySql';
import { itemKeyInRangeSql, type KeyRange } from './itemKeyRangeFunction';
import { indexedKeySql, ORDER_CLASS } from './orderKeyFunctions';
import type { JsonbSql } from './sqlValueKind';

// Filters test a field by its items — a list's items, any other value itself — with the
// conditions' comparison, written in general as `exists (select … from jsonb_array_elements …)`
// over every record. Against one number, word or boolean most of that work is known before the
// statement runs, so the test is written directly. A number or a boolean is tested on the
// field's key in the total order (`indexedKeySql`: class and number), the very expressions a
// field index holds (`fieldIndexes.ts`), so the planner can answer the filter from the field's
// index (reads go through `tenant_data_records`, where the tenant's condition is no barrier to
// it: migration `0010_tenant_reads`); only a list (class "list") takes the item-by-item test,
// which is the same key test on each item (an item passes the general comparison with one
// number or boolean exactly when its key does), as a call of a parallel-safe function
// (`itemKeyRangeFunction.ts`: a subquery here would be a correlated subplan, which keeps the
// whole scan out of parallel workers). A word is one JSONB equality, on the value, or on a list's
// items as containment (`["a", ["w"]] @> ["w"]` holds for the item "w" only: a list's scalar
// items are compared, never its nested lists or objects). Its key (class "text", 0, its text) is indexable too, and version 2 of the
// key functions settles a word without a regular expression, but measured (README, "Indexes")
// the planner does not combine a word's index with another (a word such as a status keeps half
// the records), and testing the key on each row another index found costs more than the
// equality. The answers are the general test's (`compileQuerySql.int.test.ts` holds both
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
  /** The key test on each of a list's items (any other value: on itself). */
  readonly items: RawBuilder<boolean>;
}

/** `range` as the key's test: its class, and its number within the bounds. */
function keyTestOf(field: JsonbSql, range: KeyRange): ScalarKeyTest {
  const [fieldClass, num] = indexedKeySql(field);
  const { lo, hi } = range;
  const bounds =
    lo !== undefined && hi !== undefined && lo.value === hi.value && !lo.open && !hi.open
      ? [sql<boolean>`${num} = ${lo.value}::float8`]
      : [
          ...(lo === undefined
            ? []
            : [sql<boolean>`${num} ${sql.raw(lo.open ? '>' : '>=')} ${lo.value}::float8`]),
          ...(hi === undefined
            ? []
            : [sql<boolean>`${num} ${sql.raw(hi.open ? '<' : '<=')} ${hi.value}::float8`]),
        ];
  return {
    key: sql<boolean>`(${fieldClass} = ${sql.lit(range.cls)} and ${sql.join(bounds, sql` and `)})`,
    isList: sql<boolean>`(${fieldClass} = ${sql.lit(ORDER_CLASS.list)})`,
    items: itemKeyInRangeSql(field, range),
  };
}

/**
 * `(key or class = list) and (not a list or <an item's key holds>)`: never null, so `not` of it is
 * the opposite test. The first part can be answered from the field's index (a bitmap `or` of two
 * ranges); the second is cheap for anything but a list.
 */
function fullTest(field: JsonbSql, test: ScalarKeyTest | null) {
  if (test === null) return null;
  return sql<boolean>`((${test.key} or ${test.isList})
    and (jsonb_typeof(${field}) is distinct from 'array' or ${test.items}))`;
}

/** The range of numbers that compare with `value` as `comparison`. */
function rangeOf(value: number, comparison: Comparison): Pick<KeyRange, 'lo' | 'hi'> {
  const closed = { value, open: false };
  switch (comparison) {
    case '=':
      return { lo: closed, hi: closed };
    case '>':
      return { lo: { value, open: true } };
    case '>=':
      return { lo: closed };
    case '<':
      return { hi: { value, open: true } };
    case '<=':
      return { hi: closed };
  }
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
    return keyTestOf(field, { cls: ORDER_CLASS.number, ...rangeOf(value, comparison) });
  }
  if (comparison !== '=') return null;
  if (typeof value === 'boolean') {
    return keyTestOf(field, { cls: ORDER_CLASS.boolean, ...rangeOf(value ? 1 : 0, '=') });
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
  return keyTestOf(field, {
    cls: ORDER_CLASS.number,
    ...(typeof start === 'number' ? { lo: { value: start, open: false } } : {}),
    ...(typeof end === 'number' ? { hi: { value: end, open: false } } : {}),
  });
}

/**
 * `exists (an item of the field <comparison> value)` for one number or boolean (`scalarKeySql`)
 * or word (one JSONB equality); else null.
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
    // `is true`: a missing field is not equal (and `not` of this must hold for it).
    return sql<boolean>`(case when jsonb_typeof(${field}) = 'array'
      then ${field} @> ${JSON.stringify([value])}::jsonb
      else (${field} = ${JSON.stringify(value)}::jsonb) is true end)`;
  }
  return fullTest(field, scalarKeySql(field, value, comparison));
}

/** `between` with number bounds (`scalarBetweenKeySql`); else null. @internal */
export function scalarBetweenSql(
  field: JsonbSql,
  start: unknown,
  end: unknown,
): RawBuilder<boolean> | null {
  return fullTest(field, scalarBetweenKeySql(field, start, end));
}
