const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormatFor(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    // Up to 20 decimals: a computed value keeps the decimals its method produced (spec 002 §9: 8).
    format = new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'pl-PL', {
      maximumFractionDigits: 20,
    });
    numberFormats.set(language, format);
  }
  return format;
}

/** How booleans read in the interface language. */
export interface BooleanWords {
  readonly yes: string;
  readonly no: string;
}

/**
 * The text a static text shows for its computed value: numbers in the interface language's
 * format (a Polish decimal comma), yes/no for booleans, the presented value of a select-like
 * object, list items joined by commas; nothing for null. Methods may compute any JSON, so this
 * takes whatever the engine holds rather than trusting the declared value type.
 */
export function presentStaticText(value: unknown, language: string, words: BooleanWords): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    return Number.isFinite(value) ? numberFormatFor(language).format(value) : '';
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) {
    return value
      .map((item) => presentStaticText(item, language, words))
      .filter((text) => text !== '')
      .join(', ');
  }
  if (typeof value === 'object' && 'presentedValue' in value) {
    return presentStaticText(value.presentedValue, language, words);
  }
  return '';
}
