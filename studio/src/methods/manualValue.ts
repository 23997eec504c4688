/**
 * How a manual method's constant is typed (spec 001 §3.9 `manual`: any JSON): a number,
 * true/false, null, an object or an array when the text is that JSON, anything else as text.
 */
export function parseManualValue(text: string): unknown {
  const trimmed = text.trim();
  if (/^(-?\d+(\.\d+)?([eE][-+]?\d+)?|true|false|null)$/.test(trimmed) || /^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The text a stored constant is shown as: text as it is, anything else as JSON. */
export function manualValueText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
