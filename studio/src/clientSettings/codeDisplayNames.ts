/** The name of a code in `language`, or `undefined` for a code the browser does not know. */
function displayName(
  type: 'region' | 'language',
  code: string,
  language: string,
): string | undefined {
  try {
    return new Intl.DisplayNames([language], { type, fallback: 'none' }).of(code) ?? undefined;
  } catch {
    // A code that is not well-formed for its type.
    return undefined;
  }
}

/** The shape of an ISO 3166-1 alpha-2 country code, as the server checks it. */
export const countryCodePattern = /^[A-Z]{2}$/;

/** The shape of a locale code, as the server checks it: a language, optionally with a country. */
export const localeCodePattern = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** ISO 3166-1's code of an unknown region, which names no country. */
const unknownRegion = 'ZZ';

/** The country of an ISO 3166-1 alpha-2 code (`PL` → Polska), in the interface's language. */
export function countryName(code: string, language: string): string | undefined {
  return countryCodePattern.test(code) && code !== unknownRegion
    ? displayName('region', code, language)
    : undefined;
}

/** The language of a locale code (`pl-PL` → polski (Polska)), in the interface's language. */
export function localeName(code: string, language: string): string | undefined {
  return localeCodePattern.test(code) ? displayName('language', code, language) : undefined;
}
