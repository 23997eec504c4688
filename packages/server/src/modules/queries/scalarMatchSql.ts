import { type RawBuilder, sql } from 'kysely';
import type { Comparison } from './compileQuerySql';
import { indexedKeySql, ORDER_CLASS } from './orderKeyFunctions';
import type { JsonbSql } from './sqlValueKind';

// Filters test a field by its items — a list's items, any other value itself — with the
// conditions' comparison, written in general as `exists (select … from jsonb_array_elements …)`
// over every record. Against one number, word or boolean most of that work is known before the
// statement runs, so the test is written directly. A number or a boolean is tested on the field's
// key in the total order (`indexedKeySql`: class and number), the very expressions a field index
// holds (`fieldIndexes.ts`), so the planner can answer the filter from the field's index (reads
// go through `tenant_data_records`, where the tenant's condition is no barrier to it: migration
// `0010_tenant_reads`); only a list (class "list") takes the item-by-item test. A word is one
// JSONB equality: its key would be indexable too, but classifying text costs several times more
// per row whenever the planner checks it on rows another index found (README, "Indexes"). The
// answers are the general test's (`compileQuerySql.int.test.ts` holds both against the engine).

/** Text that is a word for the engine (kind text): not blank, numeric or a date, by its first character or a UUID's shape. */
const WORD_START = /^[^\s\d+\-.]/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `((class = <cls> and <key test>) or class = list) and (not a list or <lists>)`: never null, so
 * `not` of it is the opposite test. The first part is made of the index's expressions only, so it
 * can be answered from the field's index (a bitmap `or` of two ranges) and then needs no second
 * look at the row; the second part is cheap for anything but a list.
 */
function keyTest(
  field: JsonbSql,
  cls: number,
  holds: (num: RawBuilder<number>) => RawBuilder<boolean>,
  lists: RawBuilder<boolean>,
): RawBuilder<boolean> {
  const [fieldClass, num] = indexedKeySql(field);
  return sql<boolean>`(((${fieldClass} = ${sql.lit(cls)} and ${holds(num)})
      or ${fieldClass} = ${sql.lit(ORDER_CLASS.list)})
    and (jsonb_typeof(${field}) is distinct from 'array' or ${lists}))`;
}

/** `lists` for a non-empty list, `scalar` for anything else. */
function byType(field: JsonbSql, scalar: RawBuilder<boolean>, lists: RawBuilder<boolean>) {
  return sql<boolean>`(case when jsonb_typeof(${field}) = 'array' then ${lists} else ${scalar} end)`;
}

/**
 * `exists (an item of the field <comparison> value)` for one number, word or boolean (`lists`:
 * the general item-by-item test, which only a list reaches); null for any other value, for which
 * the caller writes the general test. A number orders only against numbers (JSON numbers and
 * numeric text: class "number"); a boolean equals only itself (class "boolean", 1 or 0), a word
 * only itself.
 * @internal
 */
export function scalarMatchSql(
  field: JsonbSql,
  value: unknown,
  comparison: Comparison,
  lists: RawBuilder<boolean>,
): RawBuilder<boolean> | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const op = sql.raw(comparison);
    return keyTest(
      field,
      ORDER_CLASS.number,
      (num) => sql<boolean>`${num} ${op} ${value}::float8`,
      lists,
    );
  }
  if (comparison !== '=') return null;
  if (typeof value === 'boolean') {
    return keyTest(
      field,
      ORDER_CLASS.boolean,
      (num) => sql<boolean>`${num} = ${sql.lit(value ? 1 : 0)}::float8`,
      lists,
    );
  }
  if (typeof value === 'string' && (WORD_START.test(value) || UUID.test(value))) {
    // `is true`: a missing field is not equal (and `not` of this must hold for it).
    return byType(field, sql<boolean>`(${field} = ${JSON.stringify(value)}::jsonb) is true`, lists);
  }
  return null;
}

/** `between` with number bounds (either may be missing, not both); else null. @internal */
export function scalarBetweenSql(
  field: JsonbSql,
  start: unknown,
  end: unknown,
  lists: RawBuilder<boolean>,
): RawBuilder<boolean> | null {
  const bound = (value: unknown) =>
    value === null || value === undefined || (typeof value === 'number' && Number.isFinite(value));
  if (!bound(start) || !bound(end) || (typeof start !== 'number' && typeof end !== 'number')) {
    return null;
  }
  return keyTest(
    field,
    ORDER_CLASS.number,
    (num) =>
      sql.join(
        [
          ...(typeof start === 'number' ? [sql<boolean>`${num} >= ${start}::float8`] : []),
          ...(typeof end === 'number' ? [sql<boolean>`${num} <= ${end}::float8`] : []),
        ],
        sql` and `,
      ),
    lists,
  );
}
