import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DefinitionError } from '../definitions/definitionError';
import { compileMathExpression, MATH_EXPRESSION_CACHE_SIZE } from './compileMathExpression';
import { countDecimals } from './roundToDecimals';

const evaluate = (source: string, scope: Record<string, unknown> = {}) =>
  compileMathExpression(source).evaluate(scope);

const EMPTY_VALUES = [null, undefined, '', '   ', []] as const;

describe('compileMathExpression', () => {
  describe('"produced only when every referenced variable has a non-empty value" (spec 001 §5.2)', () => {
    it.each(EMPTY_VALUES.map((value) => [JSON.stringify(value) ?? 'undefined', value]))(
      'gives no result when a variable is %s',
      (_, empty) => {
        expect(evaluate('a + b', { a: 1, b: empty })).toBeNull();
      },
    );

    it('gives no result when a variable is missing from the scope', () => {
      expect(evaluate('a + b', { a: 1 })).toBeNull();
    });

    it('counts a variable referenced only in the branch not taken', () => {
      expect(evaluate('a > 0 ? a : b', { a: 1, b: null })).toBeNull();
    });

    it('reads own scope properties only, never the prototype', () => {
      expect(evaluate('constructor + 1', {})).toBeNull();
      expect(evaluate('constructor + toString', { constructor: 1, toString: 2 })).toBe(3);
    });

    it('gives no result for a value that is not a number: "12,5", text, an object', () => {
      expect(evaluate('a * 2', { a: '12,5' })).toBeNull();
      expect(evaluate('a * 2', { a: 'abc' })).toBeNull();
      expect(evaluate('a * 2', { a: { value: 1 } })).toBeNull();
    });

    it('reads numeric strings as numbers', () => {
      expect(evaluate('a * 2', { a: ' 12.5 ' })).toBe(25);
      expect(evaluate('a + b', { a: '1e3', b: '-2' })).toBe(998);
    });

    const emptyValue = fc.constantFrom(...EMPTY_VALUES);
    const numberValue = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
      fc.integer({ min: -1e6, max: 1e6 }).map(String),
    );
    // Each generated value carries whether it is empty, so the test does not re-derive the rule.
    const variableValue = fc.oneof(
      emptyValue.map((value) => ({ value, empty: true })),
      numberValue.map((value) => ({ value, empty: false })),
    );
    it('result is null exactly when some variable is empty (property)', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('a + b * c', 'a - b - c', 'a * b + c * a', '(a + b) * (c - a)'),
          fc.tuple(variableValue, variableValue, variableValue),
          (source, [a, b, c]) => {
            const result = evaluate(source, { a: a.value, b: b.value, c: c.value });
            expect(result === null).toBe(a.empty || b.empty || c.empty);
          },
        ),
      );
    });
  });

  describe('"rounded to the highest number of decimal places among the inputs" (spec 001 §5.2)', () => {
    it.each([
      ['a + b', { a: 0.1, b: 0.2 }, 0.3],
      ['a / 3', { a: 10 }, 3],
      ['a / 3', { a: 10.0 }, 3],
      ['a / b', { a: 10, b: 3.0 }, 3],
      ['a / b', { a: 10.5, b: 3 }, 3.5],
      ['a * b', { a: 1.25, b: 3 }, 3.75],
      ['a * b', { a: 1.1, b: 1.1 }, 1.2],
      ['price * 1.23', { price: 10 }, 12.3],
      ['price * 0.23', { price: 99 }, 22.77],
      ['price * 23%', { price: 99 }, 22.77],
      ['price * 12.5%', { price: 99 }, 12.375],
      ['a%', { a: 12.5 }, 0.125],
      ['price * quantity * (1 + vat%)', { price: '19.99', quantity: 3, vat: 23 }, 73.76],
      ['price * (1 + vat%)', { price: 10, vat: 23 }, 12.3],
      ['price * (1 + vat%)', { price: 10, vat: 23.5 }, 12.35],
      ['price * (50%)%', { price: 333 }, 1.665],
      ['a * 1.5 - 0.5', { a: 3 }, 4],
      ['a / 3', { a: '10.00' }, 3],
      ['sum(items) / 3', { items: [1, 2.25, 4] }, 2.42],
      ['a / 3', { a: true }, 0],
    ])('%s with %j gives %s', (source, scope, expected) => {
      expect(evaluate(source, scope)).toBe(expected);
    });

    it('gives 0, never -0', () => {
      expect(Object.is(evaluate('a / 100', { a: -1 }), 0)).toBe(true);
    });

    const literal = fc
      .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 4 }))
      .map(([digits, places]) => digits / 10 ** places);
    const term = fc.oneof(fc.constantFrom('a', 'b', 'c'), literal.map(String));
    const source = fc
      .tuple(
        term,
        fc.array(fc.tuple(fc.constantFrom('+', '-', '*', '/'), term), {
          minLength: 1,
          maxLength: 5,
        }),
      )
      .map(([first, rest]) => rest.reduce((text, [op, next]) => `${text} ${op} ${next}`, first));
    const value = fc
      .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 6 }))
      .map(([digits, places]) => digits / 10 ** places);

    it('never has more decimal places than the most precise input, literals included (property)', () => {
      fc.assert(
        fc.property(source, fc.record({ a: value, b: value, c: value }), (text, scope) => {
          const result = evaluate(text, scope);
          if (result === null) return; // division by zero
          const literals = (text.match(/\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
          const inputs = [...Object.values(scope), ...literals];
          const most = Math.max(...inputs.map(countDecimals));
          expect(typeof result).toBe('number');
          expect(countDecimals(result as number)).toBeLessThanOrEqual(most);
        }),
      );
    });
  });

  describe('"except when the expression starts with round" (spec 001 §5.2)', () => {
    it.each([
      ['round(a / 3, 4)', { a: 10 }, 3.3333],
      ['round(a / 3)', { a: 10 }, 3],
      ['  round (a / 3, 6)', { a: 10 }, 3.333333],
      ['round(a, 0) + b / 3', { a: 1, b: 1 }, 1 + 1 / 3],
    ])("%s with %j keeps mathjs' own result %s", (source, scope, expected) => {
      expect(evaluate(source, scope)).toBe(expected);
    });

    it("applies the inputs' rounding when round is not at the start", () => {
      expect(evaluate('1 * round(a / 3, 4)', { a: 10 })).toBe(3);
      expect(evaluate('(round(a / 3, 4))', { a: 10 })).toBe(3);
    });

    it('does not mistake a variable named like round for the function', () => {
      expect(evaluate('rounds / 3', { rounds: 10 })).toBe(3);
    });
  });

  describe('results that are not finite numbers', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['a / b', { a: 1, b: 0 }, 'division by zero'],
      ['a / b', { a: 0, b: 0 }, '0 / 0'],
      ['sqrt(a)', { a: -1 }, 'the square root of a negative number'],
      ['log(a)', { a: 0 }, 'log(0)'],
      ['a ^ b', { a: 10, b: 400 }, 'overflow'],
      ['a + 1', { a: [1, 2] }, 'an array where a number is expected'],
      ['a', { a: [1, 2] }, 'an array as the result'],
      ['round(a, b)', { a: 1.5, b: 1.5 }, 'an argument mathjs refuses'],
    ])('%s with %j gives no result (%s)', (source, scope) => {
      expect(evaluate(source, scope)).toBeNull();
    });

    it('gives a boolean for a comparison', () => {
      expect(evaluate('a > b', { a: 2, b: 1 })).toBe(true);
      expect(evaluate('a == b', { a: 0.1 + 0.2, b: 0.3 })).toBe(true);
      expect(evaluate('a and b', { a: true, b: 0 })).toBe(false);
    });

    it('takes booleans as 1 and 0 in arithmetic', () => {
      expect(evaluate('a * 10 + b', { a: true, b: false })).toBe(10);
    });

    it('never throws, whatever the scope holds (property)', () => {
      const expression = compileMathExpression('a / b + max(c, 1) * (a > b ? sqrt(a) : log(b))');
      fc.assert(
        fc.property(
          fc.record({ a: fc.anything(), b: fc.anything(), c: fc.anything() }),
          (scope) => {
            const result = expression.evaluate(scope);
            expect(
              result === null || typeof result === 'number' || typeof result === 'boolean',
            ).toBe(true);
            if (typeof result === 'number') expect(Number.isFinite(result)).toBe(true);
          },
        ),
      );
    });
  });

  describe('compile once, cache by source text', () => {
    it('returns the same frozen object for the same source (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom('a', 'b'), (n, name) => {
          const source = `${name} * ${n}`;
          const first = compileMathExpression(source);
          expect(compileMathExpression(source)).toBe(first);
          expect(Object.isFrozen(first)).toBe(true);
          expect(Object.isFrozen(first.variables)).toBe(true);
        }),
      );
    });

    it('lists the variables once each, in order of first use, without function names', () => {
      const expression = compileMathExpression('max(b, a) + b * c > 0 ? c : d');
      expect(expression.variables).toEqual(['b', 'a', 'c', 'd']);
      expect(expression.source).toBe('max(b, a) + b * c > 0 ? c : d');
    });

    it(`keeps at most ${MATH_EXPRESSION_CACHE_SIZE} expressions, forgetting one not used again first`, () => {
      const kept = compileMathExpression('kept + 0');
      const dropped = compileMathExpression('dropped + 0');
      for (let index = 0; index < MATH_EXPRESSION_CACHE_SIZE - 1; index += 1) {
        compileMathExpression('kept + 0'); // used again: stays recent
        compileMathExpression(`filler + ${index}`);
      }
      expect(compileMathExpression('kept + 0')).toBe(kept);
      expect(compileMathExpression('dropped + 0')).not.toBe(dropped);
    });

    it('throws a DefinitionError listing every problem, and caches nothing for it', () => {
      const attempt = () => compileMathExpression('a.b + foo(1)');
      expect(attempt).toThrow(DefinitionError);
      try {
        attempt();
      } catch (error) {
        expect((error as DefinitionError).errors).toEqual([
          { path: '', message: 'Property and index access (such as a.b or a[1]) is not allowed' },
          { path: '', message: 'Unknown function "foo"' },
        ]);
      }
    });

    it('compiles and evaluates the longest binary chains without exhausting the stack', () => {
      expect(evaluate(`a${'+a'.repeat(999)}`, { a: 1 })).toBe(1000);
      expect(evaluate(`a${'^a'.repeat(999)}`, { a: 1 })).toBe(1);
    });

    it('gives each nested call its own values when a scope getter evaluates the same expression', () => {
      const expression = compileMathExpression('first - second');
      const scope = {
        first: 10,
        get second() {
          // read after `first` is already in place: the nested call must not overwrite it
          return 3 + (expression.evaluate({ first: 1, second: 1 }) as number);
        },
      };
      expect(expression.evaluate(scope)).toBe(7);
    });

    it('does not write into the scope', () => {
      const scope = Object.freeze({ a: 1, b: '2' });
      expect(evaluate('a + b', scope)).toBe(3);
      expect(scope).toEqual({ a: 1, b: '2' });
    });
  });
});
