import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DefinitionError } from '../definitions/definitionError';
import {
  applyTransformation,
  compileTransformation,
  compileTransformationChain,
  type DateShiftComponent,
  type FileContentHost,
  FileContentNotFoundError,
  parseValuePath,
  readValuePath,
  type TransformationDefinition,
  transformationSchema,
  validateTransformation,
} from './index';

const WARSAW = { timeZone: 'Europe/Warsaw' };
const shift = (value: unknown, ...components: DateShiftComponent[]) =>
  applyTransformation({ type: 'complex_date_shift', components }, value, WARSAW);
const c = (
  unit: DateShiftComponent['unit'],
  action: DateShiftComponent['action'],
  value: number,
) => ({
  unit,
  action,
  value,
});

// The options of the engine's ajv instance (definitions/definitionAjv.ts), strict mode included.
const ENGINE_AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  discriminator: true,
};

describe('complex_date_shift — "components of unit, action and value; actions shift or set; units year, month, day, weekDay, hour, minute, second"', () => {
  it.each([
    [c('year', 'shift', 1), '2025-05-17'],
    [c('year', 'shift', -4), '2020-05-17'],
    [c('month', 'shift', 8), '2025-01-17'],
    [c('day', 'shift', 15), '2024-06-01'],
    [c('day', 'shift', -17), '2024-04-30'],
    [c('year', 'set', 2030), '2030-05-17'],
    [c('month', 'set', 1), '2024-01-17'],
    [c('month', 'set', 12), '2024-12-17'],
    [c('day', 'set', 1), '2024-05-01'],
    [c('day', 'set', 31), '2024-05-31'],
  ])('shifts a date by %j, keeping a date (2024-05-17 → %s)', (component, expected) => {
    expect(shift('2024-05-17', component)).toBe(expected);
  });

  it('"weekday numbering 1 Monday to 7 Sunday": set weekDay moves within the Monday-based week', () => {
    // 2024-05-17 is a Friday.
    expect(shift('2024-05-17', c('weekDay', 'set', 1))).toBe('2024-05-13');
    expect(shift('2024-05-17', c('weekDay', 'set', 5))).toBe('2024-05-17');
    expect(shift('2024-05-17', c('weekDay', 'set', 7))).toBe('2024-05-19');
    expect(shift('2024-05-19', c('weekDay', 'set', 1))).toBe('2024-05-13');
  });

  it('shift weekDay counts working days (Monday to Friday)', () => {
    expect(shift('2024-05-17', c('weekDay', 'shift', 1))).toBe('2024-05-20');
    expect(shift('2024-05-20', c('weekDay', 'shift', -1))).toBe('2024-05-17');
    expect(shift('2024-05-17', c('weekDay', 'shift', 5))).toBe('2024-05-24');
  });

  it('clamps to the month end: 31 Jan + 1 month, 29 Feb set to 2023, day 31 in April', () => {
    expect(shift('2024-01-31', c('month', 'shift', 1))).toBe('2024-02-29');
    expect(shift('2024-02-29', c('year', 'set', 2023))).toBe('2023-02-28');
    expect(shift('2024-02-29', c('year', 'shift', 1))).toBe('2025-02-28');
    expect(shift('2024-04-15', c('day', 'set', 31))).toBe('2024-04-30');
    expect(shift('2024-03-31', c('month', 'set', 2))).toBe('2024-02-29');
  });

  it('applies components in order: "first day of next month", "last day of this month"', () => {
    expect(shift('2024-05-17', c('month', 'shift', 1), c('day', 'set', 1))).toBe('2024-06-01');
    expect(
      shift('2024-05-17', c('month', 'shift', 1), c('day', 'set', 1), c('day', 'shift', -1)),
    ).toBe('2024-05-31');
  });

  it('treats year-month and year inputs as dates (their first day)', () => {
    expect(shift('2024-05', c('month', 'shift', 1))).toBe('2024-06-01');
    expect(shift('2024', c('day', 'set', 10))).toBe('2024-01-10');
  });

  it('works in the time zone and returns a date-time as ISO_UTC', () => {
    // 23:30 UTC on 16 May is 01:30 on 17 May in Warsaw; setting 08:00 means Warsaw's 08:00.
    expect(shift('2024-05-16T23:30:00Z', c('hour', 'set', 8), c('minute', 'set', 0))).toBe(
      '2024-05-17T06:00:00.000Z',
    );
    expect(
      applyTransformation(
        { type: 'complex_date_shift', components: [c('hour', 'set', 8)] },
        '2024-05-16T23:30:00Z',
        {
          timeZone: 'UTC',
        },
      ),
    ).toBe('2024-05-16T08:30:00.000Z');
    expect(shift('2024-05-17 10:20:30', c('second', 'set', 0))).toBe('2024-05-17T08:20:00.000Z');
    expect(shift(new Date('2024-05-17T10:00:00Z'), c('day', 'shift', 1))).toBe(
      '2024-05-18T10:00:00.000Z',
    );
  });

  it('turns a date into a date-time when a time unit is used', () => {
    expect(shift('2024-05-17', c('hour', 'set', 9))).toBe('2024-05-17T07:00:00.000Z');
    expect(shift('2024-05-17', c('minute', 'shift', 90))).toBe('2024-05-16T23:30:00.000Z');
  });

  it('keeps the wall-clock time when shifting days across DST, adds elapsed time for hours', () => {
    expect(shift('2024-03-30 12:00', c('day', 'shift', 1))).toBe('2024-03-31T10:00:00.000Z');
    expect(shift('2024-03-31 01:30', c('hour', 'shift', 1))).toBe('2024-03-31T01:30:00.000Z');
  });

  it.each([null, undefined, '', 'not a date', '2024-02-30', 42, { date: '2024-05-17' }])(
    'gives no result for a non-date input %j',
    (value) => {
      expect(shift(value, c('day', 'shift', 1))).toBeNull();
    },
  );

  it('shift then shift back by days returns the same date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -5000, max: 5000 }),
        (date, days) => {
          const text = date.toISOString().slice(0, 10);
          const there = shift(text, c('day', 'shift', days));
          return shift(there, c('day', 'shift', -days)) === text;
        },
      ),
    );
  });

  it('set weekDay always lands on that ISO weekday, at most 6 days away (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 7 }),
        (date, weekDay) => {
          const text = date.toISOString().slice(0, 10);
          const result = shift(text, c('weekDay', 'set', weekDay)) as string;
          const day = new Date(`${result}T00:00:00Z`).getUTCDay() || 7;
          const distance = Math.abs(Date.parse(result) - Date.parse(text)) / 86_400_000;
          return day === weekDay && distance <= 6;
        },
      ),
    );
  });

  it.each([
    [[], 'components'],
    [[c('month', 'set', 13)], 'components[0].value'],
    [[c('month', 'set', 0)], 'components[0].value'],
    [[c('weekDay', 'set', 8)], 'components[0].value'],
    [[c('hour', 'set', 24)], 'components[0].value'],
    [[c('day', 'shift', 1.5)], 'components[0].value'],
    [[{ unit: 'week', action: 'shift', value: 1 }], 'components[0].unit'],
    [[{ unit: 'day', action: 'add', value: 1 }], 'components[0].action'],
  ])('rejects components %j at compile time (%s)', (components, path) => {
    const definition = { type: 'complex_date_shift', components } as TransformationDefinition;
    expect(validateTransformation(definition).map((issue) => issue.path)).toEqual([path]);
    expect(() => compileTransformation(definition)).toThrow(DefinitionError);
  });
});

describe('value paths', () => {
  it('parses dotted paths with 0-based numeric indexes', () => {
    expect(parseValuePath('items.0.price')).toEqual(['items', 0, 'price']);
    expect(parseValuePath('')).toEqual([]);
    expect(parseValuePath('a..b')).toBeNull();
    expect(parseValuePath('.a')).toBeNull();
    expect(parseValuePath('01')).toEqual(['01']);
  });

  it('reads own properties only', () => {
    expect(readValuePath({}, ['constructor'])).toBeUndefined();
    expect(readValuePath({ a: [1, 2] }, ['a', 'length'])).toBeUndefined();
    expect(readValuePath({ 0: 'zero' }, [0])).toBe('zero');
  });
});

describe('value_retrieve', () => {
  const record = {
    id: 'r1',
    address: { city: 'Łódź', lines: ['Piotrkowska 1', 'lok. 2'] },
    empty: null,
  };
  it.each([
    ['id', 'r1'],
    ['address.city', 'Łódź'],
    ['address.lines.1', 'lok. 2'],
    ['address.lines.5', null],
    ['address.zip', null],
    ['empty', null],
    ['id.length', null],
    ['address.lines.first', null],
  ])('%s → %j', (path, expected) => {
    expect(applyTransformation({ type: 'value_retrieve', path }, record, WARSAW)).toEqual(expected);
  });

  it('retrieves whole objects and arrays unchanged', () => {
    expect(applyTransformation({ type: 'value_retrieve', path: 'address' }, record, WARSAW)).toBe(
      record.address,
    );
  });
});

describe('array_column_retrieve', () => {
  const rows = [{ name: 'A', price: 1 }, { name: 'B' }, { name: 'C', price: null }, 'text', null];
  it('takes the column of every item, leaving out items without it and keeping nulls', () => {
    expect(
      applyTransformation({ type: 'array_column_retrieve', path: 'price' }, rows, WARSAW),
    ).toEqual([1, null]);
    expect(
      applyTransformation({ type: 'array_column_retrieve', path: 'name' }, rows, WARSAW),
    ).toEqual(['A', 'B', 'C']);
  });

  it('reads nested paths and treats a single object as one row', () => {
    expect(
      applyTransformation(
        { type: 'array_column_retrieve', path: 'a.0' },
        [{ a: [1, 2] }, { a: [3] }, { a: [] }],
        WARSAW,
      ),
    ).toEqual([1, 3]);
    expect(
      applyTransformation({ type: 'array_column_retrieve', path: 'x' }, { x: 5 }, WARSAW),
    ).toEqual([5]);
    expect(
      applyTransformation({ type: 'array_column_retrieve', path: 'x' }, null, WARSAW),
    ).toBeNull();
  });

  it('never yields more items than the input, in the input order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ k: fc.integer() }, { requiredKeys: [] })), (items) => {
        const column = applyTransformation(
          { type: 'array_column_retrieve', path: 'k' },
          items,
          WARSAW,
        ) as number[];
        return (
          JSON.stringify(column) ===
          JSON.stringify(items.filter((item) => 'k' in item).map((item) => item.k))
        );
      }),
    );
  });
});

describe('unwind — MongoDB $unwind semantics, as the pipeline unwind stage', () => {
  const order = { id: 1, lines: [{ sku: 'a' }, { sku: 'b' }] };
  it('yields one copy per array element with the element in its place', () => {
    expect(applyTransformation({ type: 'unwind', path: 'lines' }, order, WARSAW)).toEqual([
      { id: 1, lines: { sku: 'a' } },
      { id: 1, lines: { sku: 'b' } },
    ]);
    expect(order.lines).toHaveLength(2);
  });

  it('drops items whose path is missing, null or empty; keeps non-array values as they are', () => {
    const items = [
      { id: 1, tags: ['x', 'y'] },
      { id: 2, tags: [] },
      { id: 3 },
      { id: 4, tags: null },
      { id: 5, tags: 'z' },
    ];
    expect(applyTransformation({ type: 'unwind', path: 'tags' }, items, WARSAW)).toEqual([
      { id: 1, tags: 'x' },
      { id: 1, tags: 'y' },
      { id: 5, tags: 'z' },
    ]);
  });

  it('unwinds nested paths, copying only along the path', () => {
    const shared = { keep: true };
    const value = { meta: shared, data: { rows: [1, 2] } };
    const result = applyTransformation(
      { type: 'unwind', path: 'data.rows' },
      value,
      WARSAW,
    ) as Array<typeof value>;
    expect(result).toEqual([
      { meta: shared, data: { rows: 1 } },
      { meta: shared, data: { rows: 2 } },
    ]);
    expect(result[0]?.meta).toBe(shared);
  });

  it('without a path flattens one level', () => {
    expect(applyTransformation({ type: 'unwind' }, [[1, 2], 3, [[4]]], WARSAW)).toEqual([
      1,
      2,
      3,
      [4],
    ]);
    expect(applyTransformation({ type: 'unwind' }, null, WARSAW)).toBeNull();
  });

  it('yields as many items as the arrays hold in total (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ list: fc.array(fc.integer()) })), (items) => {
        const result = applyTransformation(
          { type: 'unwind', path: 'list' },
          items,
          WARSAW,
        ) as unknown[];
        return result.length === items.reduce((sum, item) => sum + item.list.length, 0);
      }),
    );
  });

  it.each([
    [{ type: 'value_retrieve' }, 'path'],
    [{ type: 'value_retrieve', path: '' }, 'path'],
    [{ type: 'array_column_retrieve', path: 'a..b' }, 'path'],
    [{ type: 'unwind', path: 7 }, 'path'],
    [{ type: 'reverse' }, 'type'],
  ])('rejects %j at compile time', (definition, path) => {
    expect(validateTransformation(definition).map((issue) => issue.path)).toEqual([path]);
    expect(() => compileTransformation(definition as TransformationDefinition)).toThrow(
      DefinitionError,
    );
  });
});

describe('file_content_retrieve (through the FileContentHost)', () => {
  const files: Record<string, string> = { f1: 'aGVsbG8=', f2: 'd29ybGQ=' };
  const host: FileContentHost = {
    async getFileContent(fileId) {
      const data = files[fileId];
      return data === undefined ? null : { name: `${fileId}.txt`, mimeType: 'text/plain', data };
    },
  };
  const context = { ...WARSAW, host };
  const definition = { type: 'file_content_retrieve' } as const;

  it('is asynchronous', () => {
    expect(compileTransformation(definition).isAsync).toBe(true);
    expect(compileTransformation({ type: 'unwind' }).isAsync).toBe(false);
  });

  it('reads the base64 content of a file id, a {fileId} or an {id}', async () => {
    await expect(applyTransformation(definition, 'f1', context)).resolves.toBe('aGVsbG8=');
    await expect(
      applyTransformation(definition, { fileId: 'f2', name: 'x' }, context),
    ).resolves.toBe('d29ybGQ=');
    await expect(applyTransformation(definition, { id: 'f1' }, context)).resolves.toBe('aGVsbG8=');
    await expect(
      applyTransformation(definition, ['f1', { id: 'f2' }, 5], context),
    ).resolves.toEqual(['aGVsbG8=', 'd29ybGQ=', null]);
    await expect(applyTransformation(definition, null, context)).resolves.toBeNull();
    await expect(applyTransformation(definition, [], context)).resolves.toBeNull();
  });

  it("rejects with 'Could not fetch content for file {id}' when the host has none", async () => {
    const result = applyTransformation(definition, 'missing', context);
    await expect(result).rejects.toBeInstanceOf(FileContentNotFoundError);
    await expect(result).rejects.toThrow('Could not fetch content for file missing');
  });

  it('rejects without a host', async () => {
    await expect(applyTransformation(definition, 'f1', WARSAW)).rejects.toThrow(/FileContentHost/);
  });
});

describe('compileTransformationChain', () => {
  it('applies steps in order, synchronously when it can', () => {
    const chain = compileTransformationChain([
      { type: 'value_retrieve', path: 'orders' },
      { type: 'array_column_retrieve', path: 'date' },
      { type: 'value_retrieve', path: '0' },
      { type: 'complex_date_shift', components: [c('day', 'shift', 7)] },
    ]);
    expect(chain.isAsync).toBe(false);
    expect(chain.apply({ orders: [{ date: '2024-05-17' }] }, WARSAW)).toBe('2024-05-24');
    expect(compileTransformationChain([]).apply('same', WARSAW)).toBe('same');
  });

  it('becomes asynchronous with a host step', async () => {
    const host: FileContentHost = {
      getFileContent: async () => ({ name: 'a', mimeType: 'a', data: 'QQ==' }),
    };
    const chain = compileTransformationChain([
      { type: 'value_retrieve', path: 'files' },
      { type: 'file_content_retrieve' },
    ]);
    expect(chain.isAsync).toBe(true);
    await expect(chain.apply({ files: ['x'] }, { ...WARSAW, host })).resolves.toEqual(['QQ==']);
  });

  it('names the failing step in issue paths', () => {
    try {
      compileTransformationChain([{ type: 'unwind' }, { type: 'value_retrieve', path: '' }]);
      expect.unreachable();
    } catch (error) {
      expect((error as DefinitionError).errors.map((issue) => issue.path)).toEqual(['[1].path']);
    }
  });
});

describe('transformationSchema', () => {
  const validate = new Ajv(ENGINE_AJV_OPTIONS).compile(transformationSchema);
  it.each([
    { type: 'complex_date_shift', components: [c('day', 'shift', -3), c('weekDay', 'set', 1)] },
    { type: 'value_retrieve', path: 'a.0.b' },
    { type: 'array_column_retrieve', path: 'name' },
    { type: 'unwind', path: 'lines' },
    { type: 'unwind' },
    { type: 'file_content_retrieve' },
  ])('accepts %j', (definition) => {
    expect(validate(definition)).toBe(true);
    expect(validateTransformation(definition)).toEqual([]);
  });

  it.each([
    { type: 'complex_date_shift', components: [] },
    { type: 'complex_date_shift', components: [{ unit: 'week', action: 'shift', value: 1 }] },
    { type: 'complex_date_shift', components: [c('day', 'shift', 0.5)] },
    { type: 'value_retrieve', path: '' },
    { type: 'value_retrieve', path: 'a..b' },
    { type: 'unwind', path: 'a', extra: true },
    { type: 'file_content_retrieve', path: 'x' },
    { type: 'sort' },
  ])('rejects %j', (definition) => {
    expect(validate(definition)).toBe(false);
  });
});
