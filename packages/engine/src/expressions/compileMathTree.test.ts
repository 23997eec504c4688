import fc from 'fast-check';
import { all, create, type FactoryFunctionMap } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { ALLOWED_MATH_FUNCTIONS, ALLOWED_MATH_OPERATORS } from './allowedMathFunctions';
import { analyzeMathExpression } from './analyzeMathExpression';
import { compileMathTree } from './compileMathTree';
import { mathInstance, parseMathSource } from './mathInstance';
import type { MathValue } from './toMathValue';

const NAMES = ['a', 'b', 'c'] as const;

// Expressions over a, b, c in every allowed construct (bar percentages, whose decimals are the
// caller's business), as source text. `lazyLogic: false` leaves out `and`/`or`, which mathjs'
// own compile evaluates eagerly in a number-only instance (full mathjs and this engine
// short-circuit). `realOnly` keeps full mathjs out of complex numbers (sqrt and log of negative
// numbers, asin and acos beyond ±1, fractional powers of negative numbers), which this
// number-only instance answers with NaN.
function expressionSource(options: {
  lazyLogic: boolean;
  realOnly: boolean;
}): fc.Arbitrary<string> {
  const real = (fn: string, arg: string) =>
    options.realOnly ? `${fn}(abs(${arg}))` : `${fn}(${arg})`;
  const binary = ['+', '-', '*', '/', 'mod', '==', '!=', '<', '<=', '>', '>=', 'xor'];
  if (options.lazyLogic) binary.push('and', 'or');
  return fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...NAMES),
      fc.constantFrom('0', '1', '2.5', '0.1', '100', 'true', 'false'),
      fc
        .tuple(tie('node'), fc.constantFrom(...binary), tie('node'))
        .map(([left, op, right]) => `(${left} ${op} ${right})`),
      fc
        .tuple(tie('node'), tie('node'))
        .map(([base, exponent]) =>
          options.realOnly ? `(abs(${base}) ^ ${exponent})` : `(${base} ^ ${exponent})`,
        ),
      fc.tuple(fc.constantFrom('-', '+', 'not '), tie('node')).map(([op, arg]) => `${op}(${arg})`),
      fc.tuple(tie('node'), tie('node'), tie('node')).map(([c, t, f]) => `(${c} ? ${t} : ${f})`),
      fc.tuple(tie('node'), tie('node'), tie('node')).map(([x, y, z]) => `(${x} < ${y} <= ${z})`),
      fc
        .tuple(
          fc.constantFrom(
            'abs',
            'sign',
            'round',
            'ceil',
            'floor',
            'fix',
            'cbrt',
            'exp',
            'sin',
            'atan',
          ),
          tie('node'),
        )
        .map(([fn, arg]) => `${fn}(${arg})`),
      fc
        .tuple(fc.constantFrom('sqrt', 'log10', 'log2'), tie('node'))
        .map(([fn, arg]) => real(fn, arg)),
      ...(options.realOnly
        ? []
        : [
            fc
              .tuple(fc.constantFrom('asin', 'acos'), tie('node'))
              .map(([fn, arg]) => `${fn}(${arg})`),
          ]),
      fc
        .tuple(
          fc.constantFrom('min', 'max', 'sum', 'mean', 'median', 'mod', 'atan2'),
          tie('node'),
          tie('node'),
        )
        .map(([fn, x, y]) => `${fn}(${x}, ${y})`),
      fc
        .tuple(
          fc.constantFrom('round', 'ceil', 'floor', 'fix'),
          tie('node'),
          fc.integer({ min: 0, max: 4 }),
        )
        .map(([fn, x, n]) => `${fn}(${x}, ${n})`),
    ),
  })).node;
}

const scalar: fc.Arbitrary<MathValue> = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.integer({ min: -5, max: 5 }),
  fc.boolean(),
);
const value: fc.Arbitrary<MathValue> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  {
    weight: 1,
    arbitrary: fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 3 }),
  },
);

type Outcome = { value: unknown } | { threw: true };
const outcome = (run: () => unknown): Outcome => {
  try {
    return { value: run() };
  } catch {
    return { threw: true };
  }
};

describe('compileMathTree', () => {
  it('finds every allowed function and operator in the locked-down instance', () => {
    const namespace = mathInstance as unknown as Record<string, unknown>;
    for (const name of [...Object.keys(ALLOWED_MATH_FUNCTIONS), ...ALLOWED_MATH_OPERATORS]) {
      expect(typeof namespace[name], name).toBe('function');
    }
  });

  it("gives exactly what mathjs' own node.compile() gives, errors included (property)", () => {
    fc.assert(
      fc.property(
        expressionSource({ lazyLogic: false, realOnly: false }),
        fc.tuple(value, value, value),
        (text, values) => {
          const analysis = analyzeMathExpression(text);
          fc.pre(analysis.tree !== null);
          const ours = compileMathTree(analysis.tree!, analysis.variables);
          const theirs = parseMathSource(text).compile();
          const slots = analysis.variables.map((name) => values[NAMES.indexOf(name as 'a')]!);
          const scope = new Map(analysis.variables.map((name, index) => [name, slots[index]]));
          expect(outcome(() => ours(slots))).toEqual(outcome(() => theirs.evaluate(scope)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives what full mathjs gives, errors included, wherever full mathjs stays real (property)', () => {
    const full = create(all as FactoryFunctionMap);
    fc.assert(
      fc.property(
        expressionSource({ lazyLogic: true, realOnly: true }),
        fc.tuple(scalar, scalar, scalar),
        (text, values) => {
          const analysis = analyzeMathExpression(text);
          fc.pre(analysis.tree !== null);
          const slots = analysis.variables.map((name) => values[NAMES.indexOf(name as 'a')]!);
          const scope = Object.fromEntries(
            analysis.variables.map((name, index) => [name, slots[index]]),
          );
          // Full mathjs extends sqrt, log, asin, acos and fractional powers of negative numbers
          // (or of a NaN) to complex numbers, which this number-only instance answers with NaN.
          // Cases where any part of the expression turns complex in full mathjs are skipped.
          const fullTree = full.parse(text);
          let turnsComplex = false;
          fullTree.traverse((node) => {
            const part = outcome(() => node.compile().evaluate(scope));
            if ('value' in part && full.isComplex(part.value)) turnsComplex = true;
          });
          fc.pre(!turnsComplex);
          const theirs = outcome(() => full.evaluate(text, scope));
          const ours = outcome(() => compileMathTree(analysis.tree!, analysis.variables)(slots));
          expect(ours).toEqual(theirs);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('evaluates `and` / `or` lazily, like full mathjs', () => {
    const analysis = analyzeMathExpression('a and max(b, c)');
    const evaluate = compileMathTree(analysis.tree!, analysis.variables);
    // max of a number and an array is a type error, but it is never reached
    expect(evaluate([0, 1, [1, 2]])).toBe(false);
    expect(() => evaluate([1, 1, [1, 2]])).toThrow(TypeError);
    const or = analyzeMathExpression('a or max(b, c)');
    expect(compileMathTree(or.tree!, or.variables)([1, 1, [1, 2]])).toBe(true);
  });

  it('aggregates a single array variable', () => {
    const analysis = analyzeMathExpression(
      'max(items) + min(items) + sum(items) + mean(items) + median(items)',
    );
    expect(compileMathTree(analysis.tree!, analysis.variables)([[1, 2, 6]])).toBe(
      6 + 1 + 9 + 3 + 2,
    );
  });

  it('refuses a node outside the allow-list instead of compiling it', () => {
    expect(() => compileMathTree(parseMathSource('a.b'), ['a'])).toThrow(
      'AccessorNode is not allowed',
    );
    expect(() => compileMathTree(parseMathSource('a'), [])).toThrow('Unknown variable a');
  });
});
