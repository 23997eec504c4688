import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEvaluationContext } from '../host/createEvaluationContext';
import { createStaticHost } from '../host/createStaticHost';
import { numericValue } from './compareValues';
import { compileInBothTiers } from './compileCondition';
import type { ConditionDefinition } from './condition.types';
import { betweenConst, compareConst } from './conditionTestKit';
import { isBetween, OPERATOR_FUNCTIONS, type SingleValueOperator } from './operators';

// The specialised tests of the branch program (conditionTests.ts, the switch of
// conditionProgram.ts) and of the generated code (generateConditionCode.ts) against the
// reference operators (operators.ts): each generator below aims at one fast path and at the
// values next to it that must leave it. Every condition runs in both tiers
// (compileInBothTiers throws when they disagree).

const TIME_ZONE = 'Europe/Warsaw';
const host = createStaticHost({ now: new Date('2024-05-01T10:00:00Z'), timeZone: TIME_ZONE });

const contextOf = (values: Record<string, unknown>) => createEvaluationContext({ host, values });

/** The compiled condition and the reference operator give one answer for `left`. */
function agrees(operator: SingleValueOperator, left: unknown, right: unknown): void {
  const compiled = compileInBothTiers(compareConst(operator, right))(contextOf({ l: left }));
  expect(compiled).toBe(OPERATOR_FUNCTIONS[operator](left, right, TIME_ZONE));
}

const ORDERINGS = [
  'less_than',
  'less_than_or_equal',
  'greater_than',
  'greater_than_or_equal',
] as const;
const ordering = fc.constantFrom(...ORDERINGS);

const blanks = fc.constantFrom(null, undefined, '', '   ', [], false, 0);
const dates = fc.constantFrom('2023-12-31', '2024-05-01', '2024-05-02', '2024-02-29', '2024-13-01');
const dateTimes = fc.constantFrom(
  '2024-05-01T10:00:00Z',
  '2024-05-01T23:30:00Z',
  '2024-05-01 08:00',
  '2024-05-02 00:30:00',
  '2024-05-01Tbogus-text',
);
const words = fc.constantFrom(
  'a',
  'b',
  'ab',
  'abc',
  'Kraków',
  'kraków',
  'Z',
  ' a',
  'new',
  'closed',
);
const numbers = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.constantFrom(0.5, -1.25, Number.NaN, Number.POSITIVE_INFINITY),
);
// Digit strings take the hand-written parser, the rest the grammar; both must read as Number().
const digitStrings = fc.oneof(
  fc.stringMatching(/^[0-9]{1,20}$/),
  fc.constantFrom(' 12 ', '+3', '-3', '1.5', '1e2', '.5', '5.', '0x10', '12,5', '١٢', '007'),
);
const anything = fc.oneof(blanks, dates, dateTimes, words, numbers, digitStrings, fc.boolean());

// Strings next to the inline paths of generated code: blank and control characters, blanks
// above 32 that trim() removes (and isBlank does not count), `!` (the first character after
// them), literals Number() reads but the grammar does not (0x/0o/0b, Infinity, blank text).
const edgeTexts = fc.constantFrom(
  '\t',
  ' \n ',
  '\u00a0',
  ' \u00a0',
  '\u3000x',
  '!',
  ' !',
  'a b',
  ' a',
  '0x1F',
  '0b11',
  '0o7',
  ' 0x10',
  '0x0',
  '0XFFFF',
  '0xFFFFF',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '+.5',
  '00',
  '100',
  '999999',
  '1000000',
  '12345678',
);
// Short strings of digits, signs, points, exponent and literal letters, and blanks.
const numberLikeTexts = fc.string({
  unit: fc.constantFrom(...'0123456789xXoObBeE.+- \tI'),
  maxLength: 8,
});

describe('specialised tests agree with the reference operators', () => {
  it('orderings against a word or a date constant (one text comparison) agree', () => {
    fc.assert(
      fc.property(ordering, anything, fc.oneof(words, dates), (operator, left, right) => {
        agrees(operator, left, right);
      }),
      { numRuns: 2000 },
    );
  });

  it('orderings and equality against a number constant agree, digit strings included', () => {
    const operator = fc.constantFrom<SingleValueOperator>(...ORDERINGS, 'equal', 'not_equal');
    fc.assert(
      fc.property(operator, anything, numbers, (op, left, right) => {
        agrees(op, left, right);
      }),
      { numRuns: 2000 },
    );
  });

  it('digit strings read as the numbers Number() gives, up to 15 digits, and as the grammar after', () => {
    // Every length from 1 to 20 equally often: 15 and 16 digits sit either side of the limit.
    const digits = fc
      .integer({ min: 1, max: 20 })
      .chain((length) =>
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }),
      )
      .map((list) => list.join(''));
    fc.assert(
      fc.property(digits, (text) => {
        expect(numericValue(text)).toBe(Number(text));
      }),
      { numRuns: 1000 },
    );
    expect(numericValue('999999999999999')).toBe(999_999_999_999_999);
    expect(numericValue('9007199254740993')).toBe(Number('9007199254740993'));
    expect(numericValue('')).toBeNaN();
    expect(numericValue('12a')).toBeNaN();
    expect(numericValue(' 12 ')).toBe(12);
  });

  it('in_array, not_in_array and is_included_in with a few words or many agree', () => {
    const list = fc.array(words, { minLength: 1, maxLength: 10 });
    const operator = fc.constantFrom<SingleValueOperator>(
      'in_array',
      'not_in_array',
      'is_included_in',
    );
    fc.assert(
      fc.property(operator, anything, list, (op, left, right) => {
        agrees(op, left, right);
      }),
      { numRuns: 2000 },
    );
  });

  it('between word or date bounds (one side may be open) agrees', () => {
    const bound = fc.oneof(words, dates, fc.constant(null));
    fc.assert(
      fc.property(anything, bound, bound, (left, start, end) => {
        const compiled = compileInBothTiers(betweenConst(start, end))(contextOf({ l: left }));
        expect(compiled).toBe(isBetween(left, start, end, TIME_ZONE));
      }),
      { numRuns: 2000 },
    );
  });

  it('numeric strings read inline answer as the grammar: 0x/0o/0b literals, Infinity and blank text are not numbers', () => {
    const operator = fc.constantFrom<SingleValueOperator>(...ORDERINGS, 'equal', 'not_equal');
    const left = fc.oneof(numberLikeTexts, edgeTexts, digitStrings);
    fc.assert(
      fc.property(operator, left, numbers, (op, text, right) => {
        agrees(op, text, right);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(left, fc.integer({ min: -20, max: 200 }), (text, start) => {
        const between = betweenConst(start, start + 50);
        const compiled = compileInBothTiers(between)(contextOf({ l: text }));
        expect(compiled).toBe(isBetween(text, start, start + 50, TIME_ZONE));
      }),
      { numRuns: 1000 },
    );
  });

  it('text orderings, includes and is_included_in against texts with and without blanks: a blank string is false', () => {
    const operator = fc.constantFrom<SingleValueOperator>(
      ...ORDERINGS,
      'includes',
      'is_included_in',
    );
    const text = fc.oneof(words, dates, edgeTexts);
    fc.assert(
      fc.property(operator, fc.oneof(anything, edgeTexts), text, (op, left, right) => {
        agrees(op, left, right);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(
        fc.oneof(anything, edgeTexts),
        fc.oneof(text, fc.constant(null)),
        text,
        (left, start, end) => {
          const compiled = compileInBothTiers(betweenConst(start, end))(contextOf({ l: left }));
          expect(compiled).toBe(isBetween(left, start, end, TIME_ZONE));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is_empty and non_empty (tested inline) agree with equal null', () => {
    fc.assert(
      fc.property(
        fc.oneof(anything, edgeTexts),
        fc.constantFrom('is_empty', 'non_empty'),
        (left, type) => {
          const compiled = compileInBothTiers({ type, valueAccess: { fieldId: 'l' } } as never);
          const empty = OPERATOR_FUNCTIONS.equal(left, null, TIME_ZONE);
          expect(compiled(contextOf({ l: left }))).toBe(type === 'is_empty' ? empty : !empty);
        },
      ),
    );
  });

  it('an ordering against another field (numbers inline) agrees', () => {
    fc.assert(
      fc.property(ordering, fc.oneof(anything, edgeTexts), anything, (operator, left, right) => {
        const definition = {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'l' },
          operator,
          rightValue: { type: 'another_field', valueAccess: { fieldId: 'r' } },
        } as ConditionDefinition;
        const compiled = compileInBothTiers(definition)(contextOf({ l: left, r: right }));
        expect(compiled).toBe(OPERATOR_FUNCTIONS[operator](left, right ?? null, TIME_ZONE));
      }),
      { numRuns: 1000 },
    );
  });
});
