import { describe, expect, it } from 'vitest';
import { DefinitionError } from '../definitions/definitionError';
import { createEvaluationContext } from '../host/createEvaluationContext';
import { createStaticHost } from '../host/createStaticHost';
import type { EvaluationContext } from '../host/evaluationContext.types';
import { compileCondition, validateCondition } from './compileCondition';
import type { ComparisonOperator, ConditionDefinition } from './condition.types';
import { betweenConst, compareConst } from './conditionTestKit';

const host = createStaticHost({
  now: new Date('2024-05-01T22:30:00Z'),
  timeZone: 'Europe/Warsaw',
  currentUser: { id: 'u1', email: 'a@b.pl', roleIds: ['r1', 'r2'], personalDetails: {} },
});

function contextOf(values: Record<string, unknown>, extra: Partial<EvaluationContext> = {}) {
  return createEvaluationContext({ host, values, ...extra });
}

function compare(
  operator: ComparisonOperator | undefined,
  right: unknown,
  fieldId = 'x',
): ConditionDefinition {
  return compareConst(operator, right, fieldId);
}

function holds(definition: ConditionDefinition, values: Record<string, unknown>): boolean {
  return compileCondition(definition)(contextOf(values));
}

describe('spec 001 §5.3 condition rules', () => {
  it('"A constant condition yields its value, default false"', () => {
    expect(holds({ type: 'constant' }, {})).toBe(false);
    expect(holds({ type: 'constant', value: true }, {})).toBe(true);
    expect(holds({ type: 'constant', value: false }, {})).toBe(false);
  });

  it('"A compare without an operator is false", whatever the values', () => {
    const condition = compileCondition(compare(undefined, 5));
    expect(condition(contextOf({ x: 5 }))).toBe(false);
    expect(condition(contextOf({}))).toBe(false);
    expect(condition.dependencies.fields).toEqual([]);
  });

  it('"and and or need at least one sub-condition": an empty list is a definition error', () => {
    for (const type of ['and', 'or'] as const) {
      expect(() => compileCondition({ type, conditions: [] })).toThrow(DefinitionError);
      expect(validateCondition({ type, conditions: [] })).toEqual([
        { path: 'conditions', message: `an "${type}" condition needs at least one sub-condition` },
      ]);
    }
  });

  it('and is true when every sub-condition is, or when any is', () => {
    const yes = { type: 'constant', value: true } as const;
    const no = { type: 'constant', value: false } as const;
    expect(holds({ type: 'and', conditions: [yes, yes, yes] }, {})).toBe(true);
    expect(holds({ type: 'and', conditions: [yes, no, yes] }, {})).toBe(false);
    expect(holds({ type: 'or', conditions: [no, no, yes] }, {})).toBe(true);
    expect(holds({ type: 'or', conditions: [no, no, no] }, {})).toBe(false);
  });

  it('nests and/or three deep and short-circuits like JavaScript', () => {
    const definition: ConditionDefinition = {
      type: 'or',
      conditions: [
        {
          type: 'and',
          conditions: [
            compare('greater_than', 10, 'a'),
            { type: 'or', conditions: [compare('equal', 'x', 'b'), compare('equal', 'y', 'b')] },
          ],
        },
        { type: 'is_empty', valueAccess: { fieldId: 'c' } },
      ],
    };
    const condition = compileCondition(definition);
    const cases: [Record<string, unknown>, boolean][] = [
      [{ a: 11, b: 'y', c: 'set' }, true],
      [{ a: 11, b: 'z', c: 'set' }, false],
      [{ a: 9, b: 'x', c: 'set' }, false],
      [{ a: 9, b: 'x', c: '' }, true],
    ];
    for (const [values, expected] of cases) expect(condition(contextOf(values))).toBe(expected);
    expect(condition.dependencies.fields).toEqual(['a', 'b', 'c']);
  });
});

describe('empty checks', () => {
  it('null, undefined, blank text and [] are empty; 0, false and {} are values', () => {
    const isEmpty = compileCondition({ type: 'is_empty', valueAccess: { fieldId: 'x' } });
    const nonEmpty = compileCondition({ type: 'non_empty', valueAccess: { fieldId: 'x' } });
    for (const value of [null, undefined, '', '   ', []]) {
      expect(isEmpty(contextOf({ x: value }))).toBe(true);
      expect(nonEmpty(contextOf({ x: value }))).toBe(false);
    }
    for (const value of [0, false, {}, 'a', [null]]) {
      expect(isEmpty(contextOf({ x: value }))).toBe(false);
      expect(nonEmpty(contextOf({ x: value }))).toBe(true);
    }
  });
});

describe('operators on numbers and numeric strings', () => {
  it('compares numbers, and numeric strings as numbers ("12" equals 12, "9" < "10")', () => {
    expect(holds(compare('equal', 12), { x: '12' })).toBe(true);
    expect(holds(compare('equal', '12.0'), { x: 12 })).toBe(true);
    expect(holds(compare('equal', '12'), { x: ' 12 ' })).toBe(true);
    expect(holds(compare('less_than', '10'), { x: '9' })).toBe(true);
    expect(holds(compare('greater_than', 5), { x: '1e1' })).toBe(true);
    expect(holds(compare('less_than_or_equal', 5), { x: 5 })).toBe(true);
    expect(holds(compare('greater_than_or_equal', 5), { x: 4.99 })).toBe(false);
  });

  it('text that is not plain decimal notation is not a number', () => {
    expect(holds(compare('equal', 12.5), { x: '12,5' })).toBe(false);
    expect(holds(compare('equal', 16), { x: '0x10' })).toBe(false);
    expect(holds(compare('less_than', 5), { x: 'abc' })).toBe(false);
    expect(holds(compare('greater_than', 5), { x: 'abc' })).toBe(false);
  });

  it('an empty left value is never less, greater or between anything', () => {
    for (const operator of [
      'less_than',
      'less_than_or_equal',
      'greater_than',
      'greater_than_or_equal',
    ] as const) {
      for (const value of [null, undefined, '', []]) {
        expect(holds(compare(operator, 5), { x: value })).toBe(false);
      }
    }
  });
});

describe('operators on dates and date-times', () => {
  it('compares dates as dates and date-times as instants', () => {
    expect(holds(compare('less_than', '2024-05-02'), { x: '2024-05-01' })).toBe(true);
    expect(
      holds(compare('equal', '2024-05-01T12:00:00Z'), { x: '2024-05-01T14:00:00+02:00' }),
    ).toBe(true);
    expect(
      holds(compare('less_than', '2024-05-01T12:00:00Z'), { x: '2024-05-01T13:59:00+02:00' }),
    ).toBe(true);
  });

  it('compares a date with a date-time as calendar dates in the host time zone', () => {
    // 22:30 UTC on 1 May is already 2 May in Warsaw.
    expect(holds(compare('equal', '2024-05-02'), { x: '2024-05-01T22:30:00Z' })).toBe(true);
    expect(holds(compare('less_than', '2024-05-02'), { x: '2024-05-01T21:59:00Z' })).toBe(true);
    expect(holds(compare('greater_than', '2024-05-01T21:00:00Z'), { x: '2024-05-02' })).toBe(true);
  });

  it('reads a zone-less date-time as wall time in the host time zone', () => {
    expect(holds(compare('equal', '2024-05-01T10:00:00Z'), { x: '2024-05-01 12:00:00' })).toBe(
      true,
    );
  });

  it('compares with today through an expression right value', () => {
    const today: ConditionDefinition = {
      type: 'compare_value',
      leftValueAccess: { fieldId: 'due' },
      operator: 'less_than',
      rightValue: { type: 'expression', expression: 'today_date' },
    };
    const condition = compileCondition(today);
    expect(condition(contextOf({ due: '2024-05-01' }))).toBe(true);
    expect(condition(contextOf({ due: '2024-05-02' }))).toBe(false);
    expect(condition.dependencies.context).toEqual(['clock']);
  });
});

describe('operators on booleans, text, arrays and objects', () => {
  it('booleans equal only booleans and are not ordered', () => {
    expect(holds(compare('equal', true), { x: true })).toBe(true);
    expect(holds(compare('equal', true), { x: 'true' })).toBe(false);
    expect(holds(compare('less_than', true), { x: false })).toBe(false);
    expect(holds(compare('less_than_or_equal', true), { x: true })).toBe(true);
  });

  it('text compares exactly and case-sensitively', () => {
    expect(holds(compare('equal', 'Kraków'), { x: 'Kraków' })).toBe(true);
    expect(holds(compare('equal', 'Kraków'), { x: 'kraków' })).toBe(false);
    expect(holds(compare('not_equal', 'Kraków'), { x: null })).toBe(true);
    expect(holds(compare('less_than', 'b'), { x: 'a' })).toBe(true);
  });

  it('empty values are equal to each other and to nothing else', () => {
    expect(holds(compare('equal', null), { x: '' })).toBe(true);
    expect(holds(compare('equal', []), { x: undefined })).toBe(true);
    expect(holds(compare('equal', null), { x: 0 })).toBe(false);
  });

  it('arrays are equal as sets; objects by their properties', () => {
    expect(holds(compare('equal', ['a', 'b']), { x: ['b', 'a', 'a'] })).toBe(true);
    expect(holds(compare('equal', ['a', 'b']), { x: ['a'] })).toBe(false);
    expect(holds(compare('equal', { a: 1, b: [2] }), { x: { b: ['2'], a: '1' } })).toBe(true);
    expect(holds(compare('equal', { a: 1 }), { x: { a: 1, b: 2 } })).toBe(false);
  });

  it('in_array and not_in_array test membership with equality', () => {
    expect(holds(compare('in_array', ['a', 'b']), { x: 'a' })).toBe(true);
    expect(holds(compare('in_array', [1, 2]), { x: '2' })).toBe(true);
    expect(holds(compare('in_array', ['a']), { x: null })).toBe(false);
    expect(holds(compare('not_in_array', ['a', 'b']), { x: 'c' })).toBe(true);
    expect(holds(compare('in_array', 'a'), { x: 'a' })).toBe(true);
  });

  it('includes and is_included_in find substrings and array items', () => {
    expect(holds(compare('includes', 'wak'), { x: 'Nowak' })).toBe(true);
    expect(holds(compare('includes', 'Wak'), { x: 'Nowak' })).toBe(false);
    expect(holds(compare('includes', 'c'), { x: ['a', 'c'] })).toBe(true);
    expect(holds(compare('includes', 3), { x: [1, '3'] })).toBe(true);
    expect(holds(compare('includes', ''), { x: 'abc' })).toBe(false);
    expect(holds(compare('is_included_in', 'AB12CD34'), { x: 'CD' })).toBe(true);
    expect(holds(compare('is_included_in', ['a', 'b']), { x: 'b' })).toBe(true);
    expect(holds(compare('is_included_in', [null, 'b']), { x: null })).toBe(false);
  });

  it('array_includes_all and array_not_includes_one_of compare item sets', () => {
    expect(holds(compare('array_includes_all', ['a', 'b']), { x: ['b', 'c', 'a'] })).toBe(true);
    expect(holds(compare('array_includes_all', ['a', 'd']), { x: ['b', 'c', 'a'] })).toBe(false);
    expect(holds(compare('array_includes_all', []), { x: null })).toBe(true);
    expect(holds(compare('array_includes_all', 'a'), { x: 'a' })).toBe(true);
    expect(holds(compare('array_not_includes_one_of', ['x', 'y']), { x: ['a', 'b'] })).toBe(true);
    expect(holds(compare('array_not_includes_one_of', ['x', 'b']), { x: ['a', 'b'] })).toBe(false);
    expect(holds(compare('array_not_includes_one_of', ['x']), { x: null })).toBe(true);
  });
});

describe('between', () => {
  const between = (start: unknown, end: unknown) => betweenConst(start, end, 'x');

  it('includes both bounds', () => {
    expect(holds(between(1, 5), { x: 1 })).toBe(true);
    expect(holds(between(1, 5), { x: 5 })).toBe(true);
    expect(holds(between(1, 5), { x: 5.01 })).toBe(false);
    expect(holds(between('2024-01-01', '2024-12-31'), { x: '2024-06-01' })).toBe(true);
  });

  it('leaves a side open when its bound is empty, and is false for an empty value', () => {
    expect(holds(between(null, 5), { x: -100 })).toBe(true);
    expect(holds(between(1, ''), { x: 1e9 })).toBe(true);
    expect(holds(between(null, null), { x: 'anything' })).toBe(true);
    expect(holds(between(null, null), { x: null })).toBe(false);
  });

  it('reads bounds from other fields', () => {
    const definition: ConditionDefinition = {
      type: 'compare_value',
      leftValueAccess: { fieldId: 'x' },
      operator: 'between',
      rightValue: {
        type: 'range',
        start: { type: 'another_field', valueAccess: { fieldId: 'from' } },
        end: { type: 'another_field', valueAccess: { fieldId: 'to' } },
      },
    };
    const condition = compileCondition(definition);
    expect(condition(contextOf({ x: 3, from: 1, to: 3 }))).toBe(true);
    expect(condition(contextOf({ x: 4, from: 1, to: 3 }))).toBe(false);
    expect(condition(contextOf({ x: 4, from: 1, to: null }))).toBe(true);
    expect(condition.dependencies.fields).toEqual(['x', 'from', 'to']);
  });

  it('between needs a range, and a range needs between', () => {
    expect(validateCondition(compare('between', 5))).toEqual([
      { path: 'rightValue', message: 'the between operator needs a range right value' },
    ]);
    expect(
      validateCondition({ ...between(1, 2), operator: 'equal' } as ConditionDefinition),
    ).toEqual([
      { path: 'rightValue.type', message: 'a range right value needs the between operator' },
    ]);
  });
});

describe('right values read at evaluation', () => {
  it('another_field compares two fields', () => {
    const definition: ConditionDefinition = {
      type: 'compare_value',
      leftValueAccess: { fieldId: 'age' },
      operator: 'less_than',
      rightValue: { type: 'another_field', valueAccess: { fieldId: 'limit' } },
    };
    const condition = compileCondition(definition);
    expect(condition(contextOf({ age: 10, limit: 18 }))).toBe(true);
    expect(condition(contextOf({ age: '10', limit: 9 }))).toBe(false);
    expect(condition(contextOf({ age: 10, limit: null }))).toBe(false);
  });

  it('current_user and current_user_roles come from the host', () => {
    const mine: ConditionDefinition = {
      type: 'compare_value',
      leftValueAccess: { fieldId: 'owner' },
      operator: 'equal',
      rightValue: { type: 'expression', expression: 'current_user' },
    };
    const role: ConditionDefinition = {
      type: 'compare_value',
      leftValueAccess: { fieldId: 'role' },
      operator: 'in_array',
      rightValue: { type: 'expression', expression: 'current_user_roles' },
    };
    expect(holds(mine, { owner: 'u1' })).toBe(true);
    expect(holds(mine, { owner: 'u2' })).toBe(false);
    expect(holds(role, { role: 'r2' })).toBe(true);
    expect(compileCondition(role).dependencies.context).toEqual(['user']);
  });
});

describe('left values inside fields (spec 001 §3.9 array access)', () => {
  const rows = [{ price: 10 }, { price: 20 }, { price: 30 }];
  const priceAt = (segment: unknown): ConditionDefinition =>
    ({
      type: 'compare_value',
      leftValueAccess: { fieldId: 'items', path: [segment, 'price'] },
      operator: 'equal',
      rightValue: { type: 'const', value: 20 },
    }) as ConditionDefinition;

  it('reads the current row of a repeating group with relative_position', () => {
    const condition = compileCondition(priceAt({ type: 'relative_position' }));
    expect(condition(contextOf({ items: rows }, { rowIndexes: { items: 1 } }))).toBe(true);
    expect(condition(contextOf({ items: rows }, { rowIndexes: { items: 2 } }))).toBe(false);
    const previous = compileCondition(priceAt({ type: 'relative_position', offset: -1 }));
    expect(previous(contextOf({ items: rows }, { rowIndexes: { items: 2 } }))).toBe(true);
  });

  it('reads 1-based absolute positions, first, after and last items', () => {
    const check = (segment: unknown) => holds(priceAt(segment), { items: rows });
    expect(check({ type: 'absolute_position', position: 2 })).toBe(true);
    expect(check({ type: 'absolute_position', positionType: 'afterPosition', position: 1 })).toBe(
      true,
    );
    expect(check({ type: 'absolute_position', positionType: 'firstItem' })).toBe(false);
    expect(check({ type: 'absolute_position', positionType: 'lastItem' })).toBe(false);
    expect(check({ type: 'absolute_position', position: 4 })).toBe(false);
  });

  it('"A wildcard for relative array indexes uses an absolute position of 1000": every item', () => {
    const every: ConditionDefinition = {
      type: 'compare_value',
      leftValueAccess: {
        fieldId: 'items',
        path: [{ type: 'absolute_position', position: 1000 }, 'price'],
      },
      operator: 'array_includes_all',
      rightValue: { type: 'const', value: [10, 30] },
    };
    expect(holds(every, { items: rows })).toBe(true);
    // Without a current row, a relative access is the wildcard too.
    const relative = compileCondition(priceAt({ type: 'relative_position' }));
    expect(relative(contextOf({ items: rows }))).toBe(false);
  });

  it('absolute positions start at 1', () => {
    expect(validateCondition(priceAt({ type: 'absolute_position', position: 0 }))).toEqual([
      { path: 'leftValueAccess.path[0].position', message: 'must be at least 1' },
    ]);
  });
});

describe('field ids that objects inherit', () => {
  it('reads only own values: a field "constructor" or "toString" is missing, not a function', () => {
    for (const fieldId of ['constructor', 'toString', '__proto__']) {
      const empty = compileCondition({ type: 'is_empty', valueAccess: { fieldId } });
      expect(empty(contextOf({}))).toBe(true);
      expect(empty(contextOf({ [fieldId]: 'set' }))).toBe(false);
    }
  });
});

describe('malformed definitions', () => {
  it('reports every problem with its path, in one DefinitionError', () => {
    const broken = {
      type: 'and',
      conditions: [
        { type: 'compare_value', leftValueAccess: {}, operator: 'bigger' },
        { type: 'or', conditions: [{ type: 'nope' }] },
        { type: 'constant', value: 'yes' },
      ],
    };
    let error: unknown;
    try {
      compileCondition(broken as unknown as ConditionDefinition);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DefinitionError);
    expect((error as DefinitionError).errors).toEqual([
      { path: 'conditions[0].leftValueAccess.fieldId', message: 'is required' },
      {
        path: 'conditions[0].operator',
        message:
          'must be one of equal, in_array, not_equal, not_in_array, less_than, less_than_or_equal, greater_than, greater_than_or_equal, between, includes, is_included_in, array_includes_all, array_not_includes_one_of',
      },
      {
        path: 'conditions[1].conditions[0].type',
        message: 'must be one of constant, compare_value, and, or, non_empty, is_empty',
      },
      { path: 'conditions[2].value', message: 'must be a boolean' },
    ]);
  });

  it('rejects unknown properties: a typo must not silently do nothing', () => {
    expect(
      validateCondition({ type: 'is_empty', valueAccess: { fieldId: 'x' }, negate: true }),
    ).toEqual([{ path: 'negate', message: 'is not a known property' }]);
  });
});
