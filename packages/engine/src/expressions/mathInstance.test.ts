import fc from 'fast-check';
import { all, create, type FactoryFunctionMap } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { DefinitionError } from '../definitions/definitionError';
import { compileMathExpression } from './compileMathExpression';
import { DISABLED_MATH_FUNCTIONS, mathInstance, parseMathSource } from './mathInstance';
import { validateMathExpression } from './validateMathExpression';

const callable = mathInstance as unknown as Record<string, (...args: unknown[]) => unknown>;

describe('the locked-down mathjs instance', () => {
  it("disables at least the spec's import, createUnit, simplify, derivative, plus evaluate and parse", () => {
    expect(DISABLED_MATH_FUNCTIONS).toEqual(
      expect.arrayContaining([
        'import',
        'createUnit',
        'simplify',
        'derivative',
        'evaluate',
        'parse',
      ]),
    );
  });

  it.each(DISABLED_MATH_FUNCTIONS)(
    "'Function %s is disabled' when called directly on the instance",
    (name) => {
      expect(() => callable[name]?.('x')).toThrow(`Function ${name} is disabled`);
    },
  );

  // Defence in depth: even a tree that skipped the allow-list cannot reach these functions.
  it.each([
    ['import({}, {override: true})', 'import'],
    ['evaluate("1+1")', 'evaluate'],
    ['parse("x")', 'parse'],
    ['createUnit("foo")', 'createUnit'],
    ['simplify("x")', 'simplify'],
    ['derivative("x^2", "x")', 'derivative'],
    ['compile("1")', 'compile'],
    ['resolve("x")', 'resolve'],
    ['parser()', 'parser'],
  ])(
    "'Function %s is disabled' when called from expression text, even unchecked: %s",
    (text, name) => {
      const unchecked = parseMathSource(text).compile();
      expect(() => unchecked.evaluate({})).toThrow(`Function ${name} is disabled`);
    },
  );

  it('keeps chain out of expression text altogether (mathjs never exposes it there)', () => {
    expect(() => parseMathSource('chain(1)').compile().evaluate({})).toThrow(
      'Undefined function chain',
    );
  });

  it.each([
    ['import({}, {override: true})', 'import'],
    ['evaluate("1+1")', 'evaluate'],
    ['parse("x")', 'parse'],
    ['createUnit("foo")', 'createUnit'],
    ['simplify("x")', 'simplify'],
    ['derivative("x^2", "x")', 'derivative'],
  ])('rejects %s at compile time with the same message', (text, name) => {
    const message = `Function ${name} is disabled`;
    expect(validateMathExpression(text).map((issue) => issue.message)).toContain(message);
    expect(() => compileMathExpression(text)).toThrow(DefinitionError);
    expect(() => compileMathExpression(text)).toThrow(message);
  });

  it('still calculates after being locked down', () => {
    expect(mathInstance.add(1, 2)).toBe(3);
    expect(parseMathSource('max(a, 2) ^ 2').compile().evaluate({ a: 3 })).toBe(9);
  });

  it('is number-only: sqrt(-1) is NaN, not a complex number', () => {
    expect(parseMathSource('sqrt(-1)').compile().evaluate({})).toBeNaN();
  });

  describe('round, ceil, floor and fix match full mathjs for numbers', () => {
    const full = create(all as FactoryFunctionMap) as unknown as Record<
      string,
      (...args: number[]) => number
    >;
    const value = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
      fc.integer({ min: -1000, max: 1000 }).map((n) => n / 10 + 1e-14), // float noise near integers
      // differences of typed decimals: halves hidden behind float noise, like 1428.215 - 401.95
      fc
        .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }))
        .map(([a, b]) => a / 1000 - b / 100),
    );
    it.each(['round', 'ceil', 'floor', 'fix'])('%s(x) and (x, n) (property)', (name) => {
      fc.assert(
        fc.property(
          value,
          fc.option(fc.integer({ min: 0, max: 15 }), { nil: undefined }),
          (x, n) => {
            const ours = n === undefined ? callable[name]?.(x) : callable[name]?.(x, n);
            const theirs = n === undefined ? full[name]?.(x) : full[name]?.(x, n);
            // Equal as numbers: mathjs itself is not consistent about the sign of a zero.
            expect(ours === theirs || (Number.isNaN(ours) && Number.isNaN(theirs))).toBe(true);
          },
        ),
        { numRuns: 2000 },
      );
    });

    it('rounds float noise the way people read the number, like full mathjs', () => {
      expect(callable.round?.(1428.215 - 401.95, 2)).toBe(1026.27);
      expect(callable.round?.(1.005, 2)).toBe(1.01);
      expect(callable.round?.(-2.5)).toBe(-3);
      // found by the property below: rounding the digits, not a shifted double
      expect(callable.round?.(36.300000000000004, 14)).toBe(36.3);
      expect(callable.round?.(3.6000000000000103, 15)).toBe(3.60000000000001);
    });

    it('snaps float noise to the integer, like mathjs', () => {
      expect(callable.ceil?.(0.1 * 3 * 10)).toBe(3);
      expect(callable.floor?.(-0.1 * 3 * 10)).toBe(-3);
      expect(callable.fix?.(-2.7)).toBe(-2);
      expect(callable.fix?.(2.75, 1)).toBe(2.7);
    });

    it('rejects decimals that are not an integer from 0 to 15', () => {
      expect(() => callable.ceil?.(1.5, 1.5)).toThrow(RangeError);
      expect(() => callable.floor?.(1.5, 16)).toThrow(RangeError);
      expect(() => callable.round?.(1.5, -1)).toThrow(RangeError);
    });
  });
});
