const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a number typed by a person: a dot or a Polish decimal comma, spaces as thousands
 * separators. Returns `null` for an empty text and `NaN` for text that is not a number.
 * @public
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  if (!DECIMAL.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** Number of digits after the decimal point of a finite number. @public */
export function countDecimals(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = '', exponent = '0'] = value.toString().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}
