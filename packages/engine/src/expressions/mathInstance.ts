import {
  absDependencies,
  acosDependencies,
  addDependencies,
  andDependencies,
  asinDependencies,
  atan2Dependencies,
  atanDependencies,
  cbrtDependencies,
  cosDependencies,
  create,
  divideDependencies,
  equalDependencies,
  expDependencies,
  type FactoryFunctionMap,
  largerDependencies,
  largerEqDependencies,
  log2Dependencies,
  log10Dependencies,
  logDependencies,
  type MathNode,
  maxDependencies,
  meanDependencies,
  medianDependencies,
  minDependencies,
  multiplyDependencies,
  notDependencies,
  orDependencies,
  parseDependencies,
  powDependencies,
  signDependencies,
  sinDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subtractDependencies,
  sumDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  unequalDependencies,
  xorDependencies,
} from 'mathjs/number';
import {
  createCeilNumber,
  createFixNumber,
  createFloorNumber,
  createModNumber,
  createRoundNumber,
} from './mathNumberFactories';

/**
 * Functions of the expression evaluator that are switched off in the engine's mathjs instance:
 * the spec's four (import, createUnit, simplify, derivative) plus every way back into the parser
 * or into a fresh, unrestricted instance, as the mathjs security guide advises. Each one throws
 * `Function <name> is disabled` when called.
 * @public
 */
export const DISABLED_MATH_FUNCTIONS: readonly string[] = Object.freeze([
  'import',
  'createUnit',
  'simplify',
  'derivative',
  'evaluate',
  'parse',
  'compile',
  'parser',
  'resolve',
  'reviver',
  'chain',
  'create',
  'factory',
]);

/**
 * The message every disabled evaluator function throws (spec 001 §8: 'Function import is
 * disabled' style).
 * @internal
 */
export function disabledFunctionMessage(name: string): string {
  return `Function ${name} is disabled`;
}

// The number-only build: plain JavaScript numbers, no BigNumber, Complex, Fraction, units or
// matrices, which keeps the browser bundle small and makes `sqrt(-1)` NaN (no result) rather
// than a complex number.
const math = create(
  // mathjs types its dependency maps as `Record<string, ...>` entries, which
  // `noUncheckedIndexedAccess` widens with `undefined`; every one of these exists at runtime.
  {
    parseDependencies,
    addDependencies,
    subtractDependencies,
    multiplyDependencies,
    divideDependencies,
    createMod: createModNumber,
    powDependencies,
    unaryMinusDependencies,
    unaryPlusDependencies,
    equalDependencies,
    unequalDependencies,
    smallerDependencies,
    smallerEqDependencies,
    largerDependencies,
    largerEqDependencies,
    andDependencies,
    orDependencies,
    xorDependencies,
    notDependencies,
    absDependencies,
    signDependencies,
    createRound: createRoundNumber,
    createCeil: createCeilNumber,
    createFloor: createFloorNumber,
    createFix: createFixNumber,
    sqrtDependencies,
    cbrtDependencies,
    expDependencies,
    logDependencies,
    log10Dependencies,
    log2Dependencies,
    minDependencies,
    maxDependencies,
    sumDependencies,
    meanDependencies,
    medianDependencies,
    sinDependencies,
    cosDependencies,
    tanDependencies,
    asinDependencies,
    acosDependencies,
    atanDependencies,
    atan2Dependencies,
  } as FactoryFunctionMap,
  { number: 'number' },
);

// Kept before the public `parse` is replaced: only the engine parses, and only source text that
// it validates against the allow-list before compiling.
const privateParse = math.parse;

math.import(
  Object.fromEntries(
    DISABLED_MATH_FUNCTIONS.map((name) => [
      name,
      () => {
        throw new Error(disabledFunctionMessage(name));
      },
    ]),
  ),
  { override: true },
);

/**
 * The engine's locked-down mathjs instance: number-only arithmetic, comparison, logic, rounding
 * and a few aggregates, with every function in {@link DISABLED_MATH_FUNCTIONS} throwing.
 * @internal
 */
export const mathInstance = math;

/**
 * Parses source text into a mathjs tree with the instance's own parser (the public
 * `mathInstance.parse` is disabled). The tree is not checked: callers validate it first.
 * @internal
 */
export function parseMathSource(source: string): MathNode {
  return privateParse(source);
}
