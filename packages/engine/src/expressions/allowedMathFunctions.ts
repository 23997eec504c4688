/**
 * How many arguments a math function takes; `max: null` means any number from `min` up.
 * @public
 */
export interface MathFunctionArity {
  readonly min: number;
  readonly max: number | null;
}

const one = { min: 1, max: 1 } as const;
const oneOrTwo = { min: 1, max: 2 } as const;
const two = { min: 2, max: 2 } as const;
const many = { min: 1, max: null } as const;

/**
 * The functions a computed_expression may call, with their arity (checked when the definition
 * is saved, so a wrong argument count never surfaces as an evaluation error). `round`, `ceil`,
 * `floor` and `fix` take an optional number of decimals; the aggregates accept numbers or one
 * array variable (a repeating-group column).
 * @public
 */
export const ALLOWED_MATH_FUNCTIONS: Readonly<Record<string, MathFunctionArity>> = Object.freeze({
  abs: one,
  sign: one,
  round: oneOrTwo,
  ceil: oneOrTwo,
  floor: oneOrTwo,
  fix: oneOrTwo,
  sqrt: one,
  cbrt: one,
  exp: one,
  log: oneOrTwo,
  log10: one,
  log2: one,
  pow: two,
  mod: two,
  min: many,
  max: many,
  sum: many,
  mean: many,
  median: many,
  sin: one,
  cos: one,
  tan: one,
  asin: one,
  acos: one,
  atan: one,
  atan2: two,
});

/**
 * The operator functions the parser may produce for a computed_expression: arithmetic
 * (`+ - * / ^ mod`, unary `-`/`+`, implicit multiplication), comparison (`== != < <= > >=`, also
 * chained) and logic (`and or xor not`). Bitwise, factorial, matrix, unit and nullish operators
 * are rejected.
 * @public
 */
export const ALLOWED_MATH_OPERATORS: ReadonlySet<string> = new Set([
  'add',
  'subtract',
  'multiply',
  'divide',
  'mod',
  'pow',
  'unaryMinus',
  'unaryPlus',
  'equal',
  'unequal',
  'smaller',
  'smallerEq',
  'larger',
  'largerEq',
  'and',
  'or',
  'xor',
  'not',
]);
