import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { useSeededDatabase } from './differentialTestKit';
import { itemKeyInRangeSql, type KeyRange } from './itemKeyRangeFunction';
import { indexedKeySql, ORDER_CLASS } from './orderKeyFunctions';
import { itemsOf } from './sqlValueKind';

// Values of every class, numbers at the bounds the ranges take.
const scalar = fc.constantFrom<unknown>(
  null,
  '',
  0,
  4,
  12,
  12.5,
  -3,
  '12',
  ' 4 ',
  '1e400',
  'abc',
  true,
  false,
  'true',
  '2024-05-01',
  { a: 12 },
);
const value = fc.oneof(
  scalar,
  fc.array(fc.oneof({ weight: 4, arbitrary: scalar }, fc.array(scalar, { maxLength: 2 })), {
    maxLength: 4,
  }),
);
const bound = fc.option(
  fc.record({ value: fc.constantFrom(-3, 0, 1, 4, 12, 12.5, 1e300), open: fc.boolean() }),
  { nil: undefined },
);
const range: fc.Arbitrary<KeyRange> = fc
  .tuple(fc.constantFrom(ORDER_CLASS.number, ORDER_CLASS.boolean), bound, bound)
  .map(([cls, lo, hi]) => ({
    cls,
    ...(lo === undefined ? {} : { lo }),
    ...(hi === undefined ? {} : { hi }),
  }));

describe.each(testDatabaseKinds)('the list items’ key test on %s', (kind) => {
  const database = useSeededDatabase(kind);

  it('answers as the item-by-item subquery of the order key functions it replaces', async () => {
    const { db } = database();
    await fc.assert(
      fc.asyncProperty(
        fc.array(value, { minLength: 1, maxLength: 8 }),
        range,
        async (values, wanted) => {
          const item = sql`item.value`;
          const [cls, num] = indexedKeySql(item);
          const op = (end: KeyRange['lo'], open: string, closed: string) =>
            end === undefined
              ? sql`true`
              : sql`${num} ${sql.raw(end.open ? open : closed)} ${end.value}::float8`;
          const { rows } = await sql<{ fn: boolean; inline: boolean }>`
          select ${itemKeyInRangeSql(sql`v`, wanted)} as fn,
            exists (select from ${itemsOf(sql`v`)} as item(value)
              where ${cls} = ${wanted.cls} and ${op(wanted.lo, '>', '>=')}
                and ${op(wanted.hi, '<', '<=')}) as inline
          from jsonb_array_elements(${JSON.stringify(values)}::jsonb) with ordinality as t(v, n)
          order by n`.execute(db.kysely);
          for (const row of rows) expect(row.fn).toBe(row.inline);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('tests a missing value as no item at all, never as null', async () => {
    const { db } = database();
    const { rows } = await sql<{ fn: boolean }>`select ${itemKeyInRangeSql(sql`null::jsonb`, {
      cls: ORDER_CLASS.number,
      lo: { value: 0, open: false },
    })} as fn`.execute(db.kysely);
    expect(rows[0]!.fn).toBe(false);
  });
});
