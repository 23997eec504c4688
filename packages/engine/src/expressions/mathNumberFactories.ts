import { factory } from 'mathjs/number';
import { roundHalfAwayFromZero } from './roundToDecimals';

// The number-only build of mathjs differs from full mathjs in places this file replaces:
// - its `round` skips full mathjs' float-noise correction, so `round(1428.215 - 401.95, 2)`
//   (1026.2649999999999) gives 1026.26 there and 1026.27 in full mathjs and for people;
// - its `mod` floors without that correction either (`mod(-1e-20, 1)` is 1 there, -1e-20 in
//   full mathjs);
// - its ceil, floor and fix import decimal.js at module level (for BigNumber support this
//   instance does not have), about 12 kB gzip in the browser bundle.
// These factories reproduce full mathjs' number semantics exactly: a value only float noise away
// from its rounding (relative tolerance 1e-12, mathjs' default) is treated as that value, and the
// optional decimals must be an integer 0-15.

type NumberFunction = (x: number, decimals?: number) => number;
type Comparison = (x: number, y: number) => boolean;
type Typed = (name: string, signatures: Record<string, (...args: number[]) => number>) => unknown;

// The injected functions are typed-functions over every mathjs type; here they only ever see
// numbers, so they are viewed through number-only signatures.
interface NumberMath {
  readonly typed: Typed;
  readonly round: NumberFunction;
  readonly equal: Comparison;
}

// Full mathjs' default `relTol` is 1e-12: round to 12 places first to see through float noise.
const NOISE_DECIMALS = 12;

function checkDecimals(name: string, decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) {
    throw new RangeError(`Number of decimals in function ${name} must be an integer from 0 to 15`);
  }
}

/**
 * `round(x)` / `round(x, decimals)` for numbers, half away from zero, with full mathjs'
 * float-noise correction (the number-only build has none).
 * @internal
 */
export const createRoundNumber = factory('round', ['typed', 'equal'] as const, (injected) => {
  const { typed, equal } = injected as unknown as NumberMath;
  const roundWithoutNoise = (x: number, decimals: number): number => {
    // Removing noise moves x by at most half a unit in the 12th place. When x is farther than
    // that from a rounding boundary, it cannot change the outcome: skip the costly first pass.
    // (Values under 1e-12 always take the full path: there the noise pass decides the sign of
    // the zero they round to.)
    const magnitude = Math.abs(x);
    const scaled = magnitude * 10 ** decimals;
    const distanceFromHalf = Math.abs(scaled - Math.floor(scaled) - 0.5);
    const tolerance = 10 ** (decimals - NOISE_DECIMALS) + scaled * 1e-15 + 1e-15;
    if (magnitude >= 1e-12 && distanceFromHalf > tolerance) {
      return roundHalfAwayFromZero(x, decimals);
    }
    const candidate = roundHalfAwayFromZero(x, NOISE_DECIMALS);
    return roundHalfAwayFromZero(equal(x, candidate) ? candidate : x, decimals);
  };
  return typed('round', {
    number: (x) => roundWithoutNoise(x, 0),
    'number, number': (x, decimals) => {
      checkDecimals('round', decimals);
      if (decimals >= NOISE_DECIMALS) return roundHalfAwayFromZero(x, decimals);
      return roundWithoutNoise(x, decimals);
    },
  });
});

function createSnappingFunction(
  math: NumberMath,
  name: 'ceil' | 'floor',
  step: (x: number) => number,
): unknown {
  const snap = (x: number): number => {
    const stepped = step(x);
    const rounded = math.round(x);
    if (stepped === rounded) return stepped;
    return math.equal(x, rounded) && !math.equal(x, stepped) ? rounded : stepped;
  };
  return math.typed(name, {
    number: snap,
    'number, number': (x, decimals) => {
      checkDecimals(name, decimals);
      const shift = 10 ** decimals;
      return snap(x * shift) / shift;
    },
  });
}

/**
 * `ceil(x)` / `ceil(x, decimals)` for numbers, as mathjs defines it, without decimal.js.
 * @internal
 */
export const createCeilNumber = factory('ceil', ['typed', 'round', 'equal'] as const, (math) =>
  createSnappingFunction(math as unknown as NumberMath, 'ceil', Math.ceil),
);

/**
 * `floor(x)` / `floor(x, decimals)` for numbers, as mathjs defines it, without decimal.js.
 * @internal
 */
export const createFloorNumber = factory('floor', ['typed', 'round', 'equal'] as const, (math) =>
  createSnappingFunction(math as unknown as NumberMath, 'floor', Math.floor),
);

/**
 * `fix(x)` / `fix(x, decimals)`: towards zero, i.e. floor for positives and ceil otherwise.
 * @internal
 */
export const createFixNumber = factory('fix', ['typed', 'ceil', 'floor'] as const, (injected) => {
  const { typed, ceil, floor } = injected as unknown as {
    typed: Typed;
    ceil: NumberFunction;
    floor: NumberFunction;
  };
  return typed('fix', {
    number: (x) => (x > 0 ? floor(x) : ceil(x)),
    'number, number': (x, decimals) => (x > 0 ? floor(x, decimals) : ceil(x, decimals)),
  });
});

/**
 * `mod(x, y)`: `x - y * floor(x / y)` with the noise-aware floor, as full mathjs defines it for
 * numbers (the sign follows the divisor; `mod(x, 0)` is x).
 * @internal
 */
export const createModNumber = factory('mod', ['typed', 'floor'] as const, (injected) => {
  const { typed, floor } = injected as unknown as { typed: Typed; floor: NumberFunction };
  return typed('mod', {
    'number, number': (x, y) => (y === 0 ? x : x - y * floor(x / y)),
  });
});
