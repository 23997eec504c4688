import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEvaluationContext } from '../host/createEvaluationContext';
import { createStaticHost } from '../host/createStaticHost';
import { isEmptyValue } from '../plugins/defineFieldType';
import { asItems, isEmpty } from './compareValues';
import { compileInBothTiers } from './compileCondition';
import type { ComparisonOperator, ConditionDefinition } from './condition.types';
import { betweenConst, compareConst } from './conditionTestKit';
import {
  COMPARISON_OPERATORS,
  isBetween,
  OPERATOR_FUNCTIONS,
  type SingleValueOperator,
} from './operators';

// Property tests of the operator algebra (docs/conditions.md). Values come from small pools so
// that equal, ordered and included pairs turn up often. Every condition runs both as its branch
// program and as generated code (compileInBothTiers throws when they disagree).

const TIME_ZONE = 'Europe/Warsaw';
const host = createStaticHost({ now: new Date('2024-05-01T10:00:00Z'), timeZone: TIME_ZONE });
const RUNS = { numRuns: 300 };

const scalar = fc.oneof(
  fc.constantFrom(null, undefined, '', '  '),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, -1.25, 2.5),
  fc.constantFrom('1', ' 2 ', '2.0', '-3', '1e1', '0.5'),
  fc.constantFrom('2024-05-01', '2024-05-02', '2023-12-31'),
  fc.constantFrom('2024-05-01T10:00:00Z', '2024-05-01T12:00:00+02:00', '2024-05-01T23:30:00Z'),
  fc.constantFrom('2024-05-01 08:00', '2024-05-01 22:00:00'),
  fc.constantFrom('a', 'b', 'ab', 'Kraków', 'kraków', 'abc'),
  fc.boolean(),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('p', 'q'), scalar, { maxKeys: 2 }) },
);
const nonEmptyValue = value.filter((candidate) => !isEmpty(candidate));
const singleOperators = COMPARISON_OPERATORS.filter(
  (operator): operator is SingleValueOperator => operator !== 'between',
);
const operator = fc.constantFrom(...singleOperators);

function contextOf(values: Record<string, unknown>) {
  return createEvaluationContext({ host, values });
}

function withConstant(operator: ComparisonOperator, right: unknown): ConditionDefinition {
  return compareConst(operator, right ?? null);
}

function withField(operator: ComparisonOperator): ConditionDefinition {
  return {
    type: 'compare_value',
    leftValueAccess: { fieldId: 'l' },
    operator,
    rightValue: { type: 'another_field', valueAccess: { fieldId: 'r' } },
  } as ConditionDefinition;
}

/** The operator on two values through a condition reading both from fields. */
function apply(operator: ComparisonOperator, left: unknown, right: unknown): boolean {
  return compileInBothTiers(withField(operator))(contextOf({ l: left, r: right }));
}

describe('compiled constants agree with the reference semantics', () => {
  it('every operator: a constant right value, the same value from a field, and operators.ts agree', () => {
    fc.assert(
      fc.property(operator, value, value, (op, left, right) => {
        const reference = OPERATOR_FUNCTIONS[op](left, right ?? null, TIME_ZONE);
        const constant = compileInBothTiers(withConstant(op, right))(contextOf({ l: left }));
        expect(constant).toBe(reference);
        expect(apply(op, left, right ?? null)).toBe(reference);
      }),
      { numRuns: 3000 },
    );
  });

  it('between: constant bounds, bounds from fields and the reference agree', () => {
    fc.assert(
      fc.property(value, value, value, (left, start, end) => {
        const range = (kind: 'const' | 'field') =>
          ({
            type: 'compare_value',
            leftValueAccess: { fieldId: 'l' },
            operator: 'between',
            rightValue: {
              type: 'range',
              start:
                kind === 'const'
                  ? { type: 'const', value: start ?? null }
                  : { type: 'another_field', valueAccess: { fieldId: 's' } },
              end:
                kind === 'const'
                  ? { type: 'const', value: end ?? null }
                  : { type: 'another_field', valueAccess: { fieldId: 'e' } },
            },
          }) as ConditionDefinition;
        const context = contextOf({ l: left, s: start, e: end });
        const reference = isBetween(left, start, end, TIME_ZONE);
        expect(compileInBothTiers(range('const'))(context)).toBe(reference);
        expect(compileInBothTiers(range('field'))(context)).toBe(reference);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('the operator algebra', () => {
  it('not_equal ≡ ¬equal and not_in_array ≡ ¬in_array', () => {
    fc.assert(
      fc.property(value, value, (left, right) => {
        expect(apply('not_equal', left, right)).toBe(!apply('equal', left, right));
        expect(apply('not_in_array', left, right)).toBe(!apply('in_array', left, right));
      }),
      RUNS,
    );
  });

  it('equal is symmetric, and reflexive', () => {
    fc.assert(
      fc.property(value, value, (left, right) => {
        expect(apply('equal', left, right)).toBe(apply('equal', right, left));
        expect(apply('equal', left, left)).toBe(true);
      }),
      RUNS,
    );
  });

  it('less_than ≡ greater_than with the sides swapped (and the same for the "or equal" pair)', () => {
    fc.assert(
      fc.property(value, value, (left, right) => {
        expect(apply('less_than', left, right)).toBe(apply('greater_than', right, left));
        expect(apply('less_than_or_equal', left, right)).toBe(
          apply('greater_than_or_equal', right, left),
        );
      }),
      RUNS,
    );
  });

  it('for values, less_than_or_equal ≡ less_than ∨ equal and greater_than_or_equal ≡ greater_than ∨ equal', () => {
    fc.assert(
      fc.property(nonEmptyValue, nonEmptyValue, (left, right) => {
        const equal = apply('equal', left, right);
        expect(apply('less_than_or_equal', left, right)).toBe(
          apply('less_than', left, right) || equal,
        );
        expect(apply('greater_than_or_equal', left, right)).toBe(
          apply('greater_than', left, right) || equal,
        );
        // At most one of <, = and > holds.
        const count = [apply('less_than', left, right), equal, apply('greater_than', left, right)];
        expect(count.filter(Boolean).length).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it('between ≡ ≥ start ∧ ≤ end (for bounds that are values)', () => {
    fc.assert(
      fc.property(value, nonEmptyValue, nonEmptyValue, (left, start, end) => {
        const condition = compileInBothTiers(betweenConst(start, end));
        expect(condition(contextOf({ l: left }))).toBe(
          apply('greater_than_or_equal', left, start) && apply('less_than_or_equal', left, end),
        );
      }),
      RUNS,
    );
  });

  it('includes(a, b) ≡ is_included_in(b, a)', () => {
    fc.assert(
      fc.property(value, value, (left, right) => {
        expect(apply('includes', left, right)).toBe(apply('is_included_in', right, left));
      }),
      RUNS,
    );
  });

  it('a list includes all of any of its sub-lists', () => {
    fc.assert(
      fc.property(
        fc
          .array(scalar, { maxLength: 5 })
          .chain((items) => fc.tuple(fc.constant(items), fc.subarray(items))),
        ([items, part]) => {
          expect(apply('array_includes_all', items, part)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('array_includes_all ≡ every right item is in_array the left; array_not_includes_one_of ≡ none is', () => {
    fc.assert(
      fc.property(value, value, (left, right) => {
        const found = asItems(right).map((item) => apply('in_array', item, left));
        expect(apply('array_includes_all', left, right)).toBe(found.every(Boolean));
        expect(apply('array_not_includes_one_of', left, right)).toBe(!found.some(Boolean));
      }),
      RUNS,
    );
  });

  it('an empty left value is not ordered and not between anything', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, undefined, '', ' ', []), value, (left, right) => {
        for (const op of [
          'less_than',
          'less_than_or_equal',
          'greater_than',
          'greater_than_or_equal',
        ] as const) {
          expect(apply(op, left, right)).toBe(false);
        }
        expect(isBetween(left, right, right, TIME_ZONE)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('emptiness and negation', () => {
  it('the conditions agree with the engine-wide isEmptyValue', () => {
    fc.assert(
      fc.property(value, (candidate) => {
        const empty = compileInBothTiers({ type: 'is_empty', valueAccess: { fieldId: 'l' } });
        expect(empty(contextOf({ l: candidate }))).toBe(isEmptyValue(candidate));
      }),
      RUNS,
    );
  });

  it('non_empty ≡ ¬is_empty, and equal to null ≡ is_empty', () => {
    fc.assert(
      fc.property(value, (candidate) => {
        const context = contextOf({ l: candidate });
        const empty = compileInBothTiers({ type: 'is_empty', valueAccess: { fieldId: 'l' } })(
          context,
        );
        const nonEmpty = compileInBothTiers({ type: 'non_empty', valueAccess: { fieldId: 'l' } })(
          context,
        );
        expect(nonEmpty).toBe(!empty);
        expect(compileInBothTiers(withConstant('equal', null))(context)).toBe(empty);
      }),
      RUNS,
    );
  });
});

// Random condition trees against a direct recursive reading of the definition: the branch
// program a condition is linked into must give the same answers.
const FIELDS = ['a', 'b', 'c'] as const;
const leaf: fc.Arbitrary<ConditionDefinition> = fc.oneof(
  fc.record({ type: fc.constant('constant' as const), value: fc.boolean() }),
  fc.record({
    type: fc.constantFrom('is_empty' as const, 'non_empty' as const),
    valueAccess: fc.record({ fieldId: fc.constantFrom(...FIELDS) }),
  }),
  fc.record({
    type: fc.constant('compare_value' as const),
    leftValueAccess: fc.record({ fieldId: fc.constantFrom(...FIELDS) }),
    operator: operator,
    rightValue: fc.record({
      type: fc.constant('const' as const),
      value: scalar.map((v) => v ?? null),
    }),
  }),
);
const tree = fc.letrec<{ node: ConditionDefinition }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({
      type: fc.constantFrom('and' as const, 'or' as const),
      conditions: fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
    }),
  ),
})).node;

function interpret(definition: ConditionDefinition, values: Record<string, unknown>): boolean {
  switch (definition.type) {
    case 'constant':
      return definition.value ?? false;
    case 'is_empty':
      return isEmptyValue(values[definition.valueAccess.fieldId]);
    case 'non_empty':
      return !isEmptyValue(values[definition.valueAccess.fieldId]);
    case 'and':
      return definition.conditions.every((child) => interpret(child, values));
    case 'or':
      return definition.conditions.some((child) => interpret(child, values));
    case 'compare_value': {
      const right = definition.rightValue as { value: unknown };
      const op = definition.operator as SingleValueOperator;
      return OPERATOR_FUNCTIONS[op](
        values[definition.leftValueAccess.fieldId],
        right.value,
        TIME_ZONE,
      );
    }
  }
}

describe('and/or', () => {
  it('a compiled tree answers as the tree read directly', () => {
    fc.assert(
      fc.property(tree, fc.record({ a: value, b: value, c: value }), (definition, values) => {
        expect(compileInBothTiers(definition)(contextOf(values))).toBe(
          interpret(definition, values),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('identities: and[c] ≡ or[c] ≡ c; and[c, true] ≡ or[c, false] ≡ c; and[c, false] is false; or[c, true] is true; and/or commute', () => {
    const yes = { type: 'constant', value: true } as const;
    const no = { type: 'constant', value: false } as const;
    fc.assert(
      fc.property(tree, tree, fc.record({ a: value, b: value, c: value }), (c, d, values) => {
        const context = contextOf(values);
        const run = (definition: ConditionDefinition) => compileInBothTiers(definition)(context);
        const expected = run(c);
        expect(run({ type: 'and', conditions: [c] })).toBe(expected);
        expect(run({ type: 'or', conditions: [c] })).toBe(expected);
        expect(run({ type: 'and', conditions: [c, yes] })).toBe(expected);
        expect(run({ type: 'or', conditions: [no, c] })).toBe(expected);
        expect(run({ type: 'and', conditions: [c, no] })).toBe(false);
        expect(run({ type: 'or', conditions: [yes, c] })).toBe(true);
        expect(run({ type: 'and', conditions: [c, d] })).toBe(
          run({ type: 'and', conditions: [d, c] }),
        );
        expect(run({ type: 'or', conditions: [c, d] })).toBe(
          run({ type: 'or', conditions: [d, c] }),
        );
      }),
      RUNS,
    );
  });

  it('De Morgan through the empty checks: and[is_empty a, is_empty b] ≡ ¬or[non_empty a, non_empty b]', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        const context = contextOf({ a, b });
        const check = (type: 'is_empty' | 'non_empty', fieldId: string) =>
          ({ type, valueAccess: { fieldId } }) as const;
        const all = compileInBothTiers({
          type: 'and',
          conditions: [check('is_empty', 'a'), check('is_empty', 'b')],
        });
        const any = compileInBothTiers({
          type: 'or',
          conditions: [check('non_empty', 'a'), check('non_empty', 'b')],
        });
        expect(all(context)).toBe(!any(context));
      }),
      RUNS,
    );
  });
});
