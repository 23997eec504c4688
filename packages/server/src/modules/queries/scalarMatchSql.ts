import { type RawBuilder, sql } from 'kysely';
import type { Comparison } from './compileQuerySql';
import { indexedKeySql } from './orderKeyFunctions';
import type { JsonbSql } from './sqlValueKind';

// Filters test a field by its items — a list's items, any other value itself — with the
// conditions' comparison, written in general as `exists (select … from jsonb_array_elements …)`
// over every record. Against one number, word or boolean most of that work is known before the
// statement runs, so the test is written by the field's JSON type instead: one JSONB equality for
// a word or a boolean, one cast and compare for a JSON number, the value classification only for
// text, and the item-by-item test only for a list. The answers are the general test's
// (`compileQuerySql.int.test.ts` holds both forms against the engine). No index serves them: under
// row-level security PostgreSQL checks a condition on `data` only after the tenant's policy, as
// `->` is not leakproof (the README's "Indexes").

/** Text that is a word for the engine (kind text): not blank, numeric or a date, by its first character or a UUID's shape. */
const WORD_START = /^[^\s\d+\-.]/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `lists` for a non-empty list, `scalar` for anything else. */
function byType(field: JsonbSql, scalar: RawBuilder<boolean>, lists: RawBuilder<boolean>) {
  return sql<boolean>`(case when jsonb_typeof(${field}) = 'array' then ${lists} else ${scalar} end)`;
}

/** Whether a number compares as `holds` says: a JSON number directly, numeric text by its value. */
function numberTest(
  field: JsonbSql,
  holds: (num: RawBuilder<number>) => RawBuilder<boolean>,
  lists: RawBuilder<boolean>,
): RawBuilder<boolean> {
  const [cls, num] = indexedKeySql(field);
  return sql<boolean>`(case jsonb_typeof(${field})
    when 'number' then ${holds(sql<number>`(${field})::float8`)}
    when 'string' then ${cls} = 2 and ${holds(num)}
    when 'array' then ${lists}
    else false end)`;
}

/**
 * `exists (an item of the field <comparison> value)` for one number, word or boolean (`lists`:
 * the general item-by-item test, which only a list reaches); null for any other value, for which
 * the caller writes the general test. A number orders only against numbers (JSON numbers and
 * numeric text); a word or a boolean equals only itself.
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
    return numberTest(field, (num) => sql<boolean>`${num} ${op} ${value}::float8`, lists);
  }
  const word = typeof value === 'string' && (WORD_START.test(value) || UUID.test(value));
  if (comparison === '=' && (typeof value === 'boolean' || word)) {
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
  return numberTest(
    field,
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
