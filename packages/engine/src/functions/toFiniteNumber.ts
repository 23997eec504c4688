// A plain decimal number, optionally signed, with an optional fraction and exponent. Stricter
// than `Number()`, which also reads '', '0x1f', 'Infinity' and ' ' as numbers.
const NUMERIC_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * Reads a number from a value: finite numbers as they are, numeric strings (surrounding white
 * space ignored, `.` as the decimal point) as the number they spell; anything else is `null`.
 * @public
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
