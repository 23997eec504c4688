import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { useSeededDatabase } from './differentialTestKit';
import { ORDER_CLASS, ORDER_KEY_VERSION, orderKeyFunctionBodies } from './orderKeyFunctions';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

// Values at the classes' boundaries (docs/queries.md "Values", "Ordering"), with the key the
// engine gives them: class, number (JavaScript's `Number` of numeric text: ±Infinity beyond a
// double, 0 below it) and text.
const boundaries: readonly [value: unknown, key: [number, number, string]][] = [
  [null, [ORDER_CLASS.empty, 0, '']],
  ['', [ORDER_CLASS.empty, 0, '']],
  [' \t\n', [ORDER_CLASS.empty, 0, '']],
  // Blank only when the first character is an ASCII blank, as the engine's `isBlank` reads it.
  ['\u00a0\u3000\ufeff', [ORDER_CLASS.text, 0, '\u00a0\u3000\ufeff']],
  [[], [ORDER_CLASS.empty, 0, '']],
  [false, [ORDER_CLASS.boolean, 0, '']],
  [true, [ORDER_CLASS.boolean, 1, '']],
  [0, [ORDER_CLASS.number, 0, '']],
  ['-0', [ORDER_CLASS.number, 0, '']],
  [' 12', [ORDER_CLASS.number, 12, '']],
  ['\u00a012\u3000', [ORDER_CLASS.number, 12, '']],
  ['+.5e1', [ORDER_CLASS.number, 5, '']],
  ['5.', [ORDER_CLASS.number, 5, '']],
  ['1e400', [ORDER_CLASS.number, Number.POSITIVE_INFINITY, '']],
  ['-1E+400', [ORDER_CLASS.number, Number.NEGATIVE_INFINITY, '']],
  ['1e99999999999999999999', [ORDER_CLASS.number, Number.POSITIVE_INFINITY, '']],
  ['1e-400', [ORDER_CLASS.number, 0, '']],
  ['-1e-99999999999999999999', [ORDER_CLASS.number, 0, '']],
  ['1.7976931348623157e308', [ORDER_CLASS.number, Number.MAX_VALUE, '']],
  ['1.7976931348623158e308', [ORDER_CLASS.number, Number.MAX_VALUE, '']],
  ['1.7976931348623159e308', [ORDER_CLASS.number, Number.POSITIVE_INFINITY, '']],
  ['2.4703282292062327e-324', [ORDER_CLASS.number, 0, '']],
  ['2.4703282292062328e-324', [ORDER_CLASS.number, Number.MIN_VALUE, '']],
  ['4.9e-324', [ORDER_CLASS.number, Number.MIN_VALUE, '']],
  [`1${'0'.repeat(400)}`, [ORDER_CLASS.number, Number.POSITIVE_INFINITY, '']],
  [`0.${'0'.repeat(400)}1`, [ORDER_CLASS.number, 0, '']],
  [`0.${'0'.repeat(400)}1e410`, [ORDER_CLASS.number, 1e9, '']],
  [Number.MAX_SAFE_INTEGER, [ORDER_CLASS.number, Number.MAX_SAFE_INTEGER, '']],
  ['2024-01-01', [ORDER_CLASS.temporal, 0, '']],
  ['2024-02-30', [ORDER_CLASS.text, 0, '2024-02-30']],
  ['2024-01-01T10:00:00Z', [ORDER_CLASS.temporal, 0, '']],
  ['12,5', [ORDER_CLASS.text, 0, '12,5']],
  ['Infinity', [ORDER_CLASS.text, 0, 'Infinity']],
  [uuid, [ORDER_CLASS.text, 0, uuid]],
  ['open', [ORDER_CLASS.text, 0, 'open']],
  [' open', [ORDER_CLASS.text, 0, ' open']],
  ['\u3000x', [ORDER_CLASS.text, 0, '\u3000x']],
  ['Żółw', [ORDER_CLASS.text, 0, 'Żółw']],
  [
    [1, [2]],
    [ORDER_CLASS.list, 0, ''],
  ],
  [[[]], [ORDER_CLASS.list, 0, '']],
  [{ a: 1 }, [ORDER_CLASS.object, 0, '']],
];

/** Numeric text in the grammar's forms, around and far beyond a double's range. */
const numericText = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc
    .tuple(
      fc.constantFrom('', '+', '-'),
      fc.stringMatching(/^[0-9]{0,30}$/),
      fc.stringMatching(/^[0-9]{0,30}$/),
      fc.integer({ min: -420, max: 420 }),
      fc.constantFrom('e', 'E', 'e+'),
    )
    .filter(([, whole, fraction]) => whole.length + fraction.length > 0)
    .map(([sign, whole, fraction, exponent, e]) =>
      `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}${e}${exponent}`.replace('e+-', 'e-'),
    ),
);

describe.each(testDatabaseKinds)('order key functions on %s', (kind) => {
  const database = useSeededDatabase(kind);

  it('hold what the code generates: a change needs new versions, not a silent drift under built indexes', async () => {
    const { db } = database();
    const { rows: schemas } = await sql<{
      schema: string;
    }>`select current_schema() as schema`.execute(db.kysely);
    const bodies = orderKeyFunctionBodies(schemas[0]!.schema);
    const { rows } = await sql<{ name: string; body: string; volatile: string }>`
      select proname as name, prosrc as body, provolatile as volatile from pg_proc
      where proname ~ '^tessera_.*_v[0-9]+$'
        and pronamespace = to_regnamespace(current_schema())::oid`.execute(db.kysely);
    // One generation: migration 0011 dropped version 1.
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(bodies).sort());
    for (const row of rows) {
      expect(row.body).toBe(bodies[row.name]!.compile(db.kysely).sql);
      expect(row.volatile).toBe('i');
    }
  });

  const keysOf = async (values: readonly unknown[]) => {
    const { db } = database();
    const { rows } = await sql<{ cls: number; num: number | string; text: string }>`
      select ${sql.raw(`tessera_order_class_v${ORDER_KEY_VERSION}`)}(v) as cls,
        ${sql.raw(`tessera_order_number_v${ORDER_KEY_VERSION}`)}(v) as num,
        ${sql.raw(`tessera_order_text_v${ORDER_KEY_VERSION}`)}(v) as text
      from jsonb_array_elements(${JSON.stringify(values)}::jsonb) with ordinality as item(v, n)
      order by n`.execute(db.kysely);
    // `+ 0`: -0 and 0 are one number in the order (and in a B-tree).
    return rows.map((row) => [row.cls, Number(row.num) + 0, row.text]);
  };

  it('key values at the classes’ boundaries as the engine does: "1e400" is a number, Infinity, never an error', async () => {
    const keys = await keysOf(boundaries.map(([value]) => value));
    expect(keys).toEqual(boundaries.map(([, key]) => key));
  });

  it('read numeric text as JavaScript’s Number does, near and far beyond a double’s range', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(numericText, { minLength: 1, maxLength: 20 }), async (texts) => {
        const keys = await keysOf(texts);
        expect(keys).toEqual(texts.map((text) => [ORDER_CLASS.number, Number(text) + 0, '']));
      }),
      { numRuns: 60 },
    );
  });
});
