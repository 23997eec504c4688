// Both functions work on a number's shortest round-trip decimal form (what `String(n)` prints),
// never on its binary expansion: 1.005 has 3 places and rounds to 1.01 at 2. They run for every
// variable of every evaluation, so the common cases take an arithmetic fast path that gives the
// same answer as the text form, and only ambiguous cases go through text.

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, exponent) => 10 ** exponent);
// Below 10^15 a scaled value is within 0.25 of the exact decimal product (the relative error of
// one rounding step plus the value's own representation error is under 2.3e-16), so the nearest
// integer is the right one, and a 15-digit integer divided by a power of ten gives the double
// nearest to that decimal.
const SAFE_SCALED_LIMIT = 1e15;
// Relative error bound of `value * 10^d` against the exact decimal product, with a 4x margin.
const RELATIVE_ERROR = 1e-15;

/**
 * The number of decimal places in a number's shortest round-trip form: `12.5` → 1, `2e-7` → 7,
 * `1e21` → 0. Non-finite numbers have none.
 * @public
 */
export function countDecimals(value: number): number {
  if (Number.isInteger(value) || !Number.isFinite(value)) return 0;
  // The fewest places d such that some d-place decimal is read back as `value`.
  for (let places = 1; places < POWERS_OF_TEN.length; places += 1) {
    const power = POWERS_OF_TEN[places] as number;
    const scaled = value * power;
    if (Math.abs(scaled) >= SAFE_SCALED_LIMIT) break;
    if (Math.round(scaled) / power === value) return places;
  }
  return countDecimalsOfText(value);
}

function countDecimalsOfText(value: number): number {
  const text = String(value);
  const exponentAt = text.indexOf('e');
  const mantissa = exponentAt === -1 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt === -1 ? 0 : Number(text.slice(exponentAt + 1));
  const pointAt = mantissa.indexOf('.');
  const mantissaDecimals = pointAt === -1 ? 0 : mantissa.length - pointAt - 1;
  return Math.max(0, mantissaDecimals - exponent);
}

/**
 * Rounds half away from zero to `decimals` places, on the number's decimal form rather than its
 * binary one, so `1.005` → `1.01` and `0.1 + 0.2` → `0.3` at one place. Never adds decimals;
 * `-0` comes back as `0`.
 * @public
 */
export function roundToDecimals(value: number, decimals: number): number {
  const rounded = roundHalfAwayFromZero(value, decimals);
  return rounded === 0 ? 0 : rounded;
}

/**
 * {@link roundToDecimals} keeping the sign of zero as mathjs' `round` does: a negative number
 * that rounds to zero gives `-0` (which `atan2` and `1 / x` tell apart), `-0` itself gives `0`.
 * @internal
 */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  const power = POWERS_OF_TEN[decimals];
  const scaled = power === undefined ? Number.POSITIVE_INFINITY : magnitude * power;
  if (power !== undefined && scaled < SAFE_SCALED_LIMIT) {
    const fraction = scaled - Math.floor(scaled);
    // Far from a half, the binary product rounds the same way as the decimal form (and a value
    // that already fits comes back unchanged).
    if (Math.abs(fraction - 0.5) > scaled * RELATIVE_ERROR + RELATIVE_ERROR) {
      return withSign(value, Math.round(scaled) / power);
    }
    // Near a half the product's error could tip it (1.005 * 100 = 100.49999999999999): decide
    // on the exact decimal digits instead, as integers.
    const places = countDecimals(magnitude);
    if (places <= decimals) return withSign(value, magnitude);
    const placesPower = POWERS_OF_TEN[places];
    const digits = placesPower === undefined ? Number.NaN : Math.round(magnitude * placesPower);
    // Only digits that read back as the value are its decimal digits.
    if (digits < SAFE_SCALED_LIMIT && digits / (placesPower as number) === magnitude) {
      const dropped = POWERS_OF_TEN[places - decimals] as number;
      const kept = Math.floor(digits / dropped);
      const roundsUp = (digits - kept * dropped) * 2 >= dropped;
      return withSign(value, (kept + (roundsUp ? 1 : 0)) / power);
    }
  }
  return withSign(value, roundDecimalText(magnitude, decimals));
}

function withSign(value: number, magnitude: number): number {
  return value < 0 ? -magnitude : magnitude;
}

// Rounds the digits of the text form themselves, as mathjs does: exact whatever the magnitude
// (`36.300000000000004` at 14 places is 36.3; shifting it to 3630000000000000.4 as a double
// would already have rounded that 0.4 up to 0.5).
function roundDecimalText(magnitude: number, decimals: number): number {
  const text = String(magnitude);
  const exponentAt = text.indexOf('e');
  const mantissa = exponentAt === -1 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt === -1 ? 0 : Number(text.slice(exponentAt + 1));
  const pointAt = mantissa.indexOf('.');
  const digits =
    pointAt === -1 ? mantissa : mantissa.slice(0, pointAt) + mantissa.slice(pointAt + 1);
  // How many leading digits stay: those before the point plus `decimals` after it.
  const kept = (pointAt === -1 ? mantissa.length : pointAt) + exponent + decimals;
  if (kept >= digits.length) return magnitude;
  if (kept < 0) return 0;
  const roundsUp = digits.charCodeAt(kept) >= 53; // '5'
  const keptDigits = digits.slice(0, kept) || '0';
  // Up to 15 digits, adding one stays exact in a double; beyond, count in BigInt.
  const integer =
    kept <= 15
      ? Number(keptDigits) + (roundsUp ? 1 : 0)
      : BigInt(keptDigits) + (roundsUp ? 1n : 0n);
  return Number(`${integer}e-${decimals}`);
}
