import { DefinitionError } from '../definitions/definitionError';
import { isEmptyValue } from '../plugins/defineFieldType';
import { analyzeMathExpression } from './analyzeMathExpression';
import { compileMathTree } from './compileMathTree';
import { createBoundedCache } from './createBoundedCache';
import { countDecimals, roundToDecimals } from './roundToDecimals';
import { type MathValue, toMathValue } from './toMathValue';

/**
 * What a computed_expression yields: a finite number, a boolean (for comparisons), or `null`
 * for no result (an empty or non-numeric variable, NaN, ±Infinity, an evaluation error).
 * @public
 */
export type MathExpressionResult = number | boolean | null;

/**
 * A checked, compiled math expression, shared by every caller of the same source text.
 * @public
 */
export interface MathExpression {
  readonly source: string;
  /** The variable names the expression reads, in order of first use. */
  readonly variables: readonly string[];
  /** Evaluates against a scope of variable values; never throws. */
  evaluate(scope: Readonly<Record<string, unknown>>): MathExpressionResult;
}

/**
 * How many compiled expressions are kept; one not used for the longest is forgotten first
 * (second-chance approximation of least-recently-used).
 * @public
 */
export const MATH_EXPRESSION_CACHE_SIZE = 1000;

// Spec 001 §5.2: "except when the expression starts with round". Read literally, on the text,
// with a word boundary so a variable such as `rounds` does not count.
const STARTS_WITH_ROUND = /^\s*round\s*\(/;

const cache = createBoundedCache<string, MathExpression>(MATH_EXPRESSION_CACHE_SIZE);

/**
 * Compiles a computed_expression source once (parse, allow-list check, compile to closures) and
 * caches it by source text. Throws a {@link DefinitionError} listing every problem when the
 * expression is not allowed.
 *
 * Evaluation follows spec 001 §5.2: a result only when every referenced variable is non-empty,
 * rounded to the most decimal places among the inputs (variable values and numeric literals)
 * unless the expression starts with `round`.
 * @example
 * compileMathExpression('price * 1.23').evaluate({ price: '10' }); // 12.3
 * @public
 */
export function compileMathExpression(source: string): MathExpression {
  const cached = cache.get(source);
  if (cached) return cached;
  const analysis = analyzeMathExpression(source);
  if (!analysis.tree) throw new DefinitionError(analysis.issues, 'math expression');
  const { variables, literalDecimals, extraDecimals } = analysis;
  const compiled = compileMathTree(analysis.tree, variables);
  const roundsItself = STARTS_WITH_ROUND.test(source);

  const run = (
    scope: Readonly<Record<string, unknown>>,
    values: MathValue[],
  ): MathExpressionResult => {
    let decimals = literalDecimals;
    for (let index = 0; index < variables.length; index += 1) {
      const name = variables[index] as string;
      const raw = Object.hasOwn(scope, name) ? scope[name] : undefined;
      // Empty (null, undefined, blank text, []) or not a number: no result (spec 001 §5.2).
      const value = isEmptyValue(raw) ? undefined : toMathValue(raw);
      if (value === undefined) return null;
      if (!roundsItself) {
        decimals = Math.max(decimals, decimalsOf(value) + (extraDecimals[index] as number));
      }
      values[index] = value;
    }
    let result: unknown;
    try {
      result = compiled(values);
    } catch {
      // The tree was checked, so only the values can be at fault here (an array where a number
      // is expected, `round(x, 1.5)`): the expression has no result for them.
      return null;
    }
    if (typeof result === 'boolean') return result;
    if (typeof result !== 'number' || !Number.isFinite(result)) return null;
    if (roundsItself) return result === 0 ? 0 : result;
    return roundToDecimals(result, decimals);
  };

  // One value array per expression, reused: a fresh array per call would keep the garbage
  // collector busy in hot loops. Only a getter on the scope could call this expression again
  // while its values are being read; such a nested call gets an array of its own.
  const buffer: MathValue[] = new Array(variables.length);
  let bufferInUse = false;
  const evaluate = (scope: Readonly<Record<string, unknown>>): MathExpressionResult => {
    if (bufferInUse) return run(scope, new Array(variables.length));
    bufferInUse = true;
    try {
      return run(scope, buffer);
    } finally {
      bufferInUse = false;
    }
  };

  const expression: MathExpression = Object.freeze({
    source,
    variables: Object.freeze([...variables]),
    evaluate,
  });
  cache.set(source, expression);
  return expression;
}

function decimalsOf(value: MathValue): number {
  if (typeof value === 'number') return countDecimals(value);
  if (typeof value === 'boolean') return 0;
  let most = 0;
  for (const item of value)
    if (typeof item === 'number') most = Math.max(most, countDecimals(item));
  return most;
}
