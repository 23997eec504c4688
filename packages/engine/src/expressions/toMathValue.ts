/**
 * A value a math expression can work with: a number, a boolean (1/0 in arithmetic, and the
 * condition of `?:`), or a flat list of those for the aggregates (`sum(items)`).
 * @public
 */
export type MathValue = number | boolean | readonly (number | boolean)[];

// Plain decimal notation with a dot, optional sign and exponent. No comma decimals, no thousands
// separators, no hex/binary/octal and no `Infinity`: a string that needs guessing is not a number.
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Converts a scope value to what a math expression receives: finite numbers and booleans as they
 * are, numeric strings (`' 12.5 '`, `'-3'`, `'1e3'`) as numbers, flat arrays item by item.
 * Anything else (`'12,5'`, `'abc'`, objects, dates, nested arrays, NaN) gives `undefined`: the
 * expression has no result then.
 * @public
 */
export function toMathValue(value: unknown): MathValue | undefined {
  // Numbers first: they are by far the most common values.
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items: (number | boolean)[] = [];
    for (const item of value) {
      const converted = toScalar(item);
      if (converted === undefined) return undefined;
      items.push(converted);
    }
    return items;
  }
  return toScalar(value);
}

function toScalar(value: unknown): number | boolean | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!NUMERIC_TEXT.test(text)) return undefined;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
