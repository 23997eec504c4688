/**
 * How a constant compared value is typed in: as text, read back by the kind of value the compared
 * field holds — a number for a number field, a list (comma-separated) for the list operators, a
 * boolean chosen from two options. Text that is not a number stays text, so nothing typed is lost.
 */
export function constValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => constValueText(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The constant a typed text stands for. */
export function parseConstValue(
  text: string,
  { valueType, list }: { readonly valueType?: string | undefined; readonly list: boolean },
): unknown {
  if (list) {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return items.map((item) => parseConstValue(item, { valueType, list: false }));
  }
  if (valueType === 'number') {
    const trimmed = text.trim().replace(',', '.');
    const number = Number(trimmed);
    return trimmed !== '' && Number.isFinite(number) ? number : text;
  }
  return text;
}
