import type { ProblemMap, ProblemText } from '../common/problemText';
import type { ClientSettingsDraft } from './clientSettingsDraft';
import { countryCodePattern, countryName, localeCodePattern, localeName } from './codeDisplayNames';

/** The server's bounds of the numeric settings (spec 000 §5, §9: a password has at least 6). */
export const clientSettingsLimits = {
  maxImportRecordCount: { min: 1, max: 1_000_000 },
  minPasswordLength: { min: 6, max: 128 },
} as const;

/** A whole number within bounds: required, an integer, neither below `min` nor above `max`. */
function boundedIntegerProblem(
  value: number | null,
  { min, max }: { readonly min: number; readonly max: number },
): ProblemText | undefined {
  if (value === null) return { common: 'validations.required' };
  if (!Number.isInteger(value)) return { common: 'validations.integer' };
  if (value < min) return { common: 'validations.min_value', params: { min } };
  if (value > max) return { common: 'validations.max_value', params: { max } };
  return undefined;
}

/**
 * The client settings form's rules, checked before a save (the server's, stated in words): the
 * country is a known ISO 3166-1 alpha-2 code, the locale a known language code such as `pl` or
 * `pl-PL`, and the numbers whole and within {@link clientSettingsLimits}.
 */
export function validateClientSettingsDraft(draft: ClientSettingsDraft): ProblemMap {
  const problems = new Map<string, ProblemText>();
  const country = draft.defaultCountry;
  if (country === '') problems.set('defaultCountry', { common: 'validations.required' });
  else if (!countryCodePattern.test(country)) {
    problems.set('defaultCountry', { studio: 'clientSettings.problems.countryFormat' });
  } else if (countryName(country, 'en') === undefined) {
    problems.set('defaultCountry', {
      studio: 'clientSettings.problems.countryUnknown',
      params: { code: country },
    });
  }
  const locale = draft.defaultLocale;
  if (locale === '') problems.set('defaultLocale', { common: 'validations.required' });
  else if (!localeCodePattern.test(locale)) {
    problems.set('defaultLocale', { studio: 'clientSettings.problems.localeFormat' });
  } else if (localeName(locale, 'en') === undefined) {
    problems.set('defaultLocale', {
      studio: 'clientSettings.problems.localeUnknown',
      params: { code: locale },
    });
  }
  for (const key of ['maxImportRecordCount', 'minPasswordLength'] as const) {
    const problem = boundedIntegerProblem(draft[key], clientSettingsLimits[key]);
    if (problem) problems.set(key, problem);
  }
  return problems;
}
