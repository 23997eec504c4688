/**
 * The decimal grammar of spec 001 §5.1 as a regular expression. With 0 decimals: an optional
 * minus and digits. Otherwise: an optional sign, digits, an optional decimal point followed by 1
 * to `decimals` digits (any number when `decimals` is undefined), and an optional exponent
 * (`e` or `E`, an optional sign, digits). No white space, no thousands separators, `.` only.
 * @public
 */
export function createDecimalPattern(decimals?: number): RegExp {
  if (decimals === 0) return /^-?\d+$/;
  const fraction = decimals === undefined ? '\\d+' : `\\d{1,${decimals}}`;
  return new RegExp(`^[-+]?\\d+(?:\\.${fraction})?(?:[eE][-+]?\\d+)?$`);
}

/**
 * Whether a value is a decimal number of the grammar above: a string as written, a number as
 * JavaScript writes it (`String(value)`). Empty values fail (spec: "empty fails").
 * @public
 */
export function isDecimal(value: unknown, decimals?: number): boolean {
  return isDecimalWith(createDecimalPattern(decimals), value);
}

/** {@link isDecimal} with a pattern built once. @internal */
export function isDecimalWith(pattern: RegExp, value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && pattern.test(String(value));
  return typeof value === 'string' && pattern.test(value);
}
