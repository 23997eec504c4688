import { format } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { pl as plLocale } from 'date-fns/locale/pl';
import { defaultLanguage, type Language } from './catalogue.types';

/**
 * The general date formats (spec: DATE `YYYY-MM-DD`, FULL `YYYY-MM-DD HH:mm:ss`, FULL_NO_SECS),
 * written as date-fns patterns.
 * @public
 */
export const dateFormats = {
  DATE: 'yyyy-MM-dd',
  FULL: 'yyyy-MM-dd HH:mm:ss',
  FULL_NO_SECS: 'yyyy-MM-dd HH:mm',
} as const;

/** @public */
export type DateFormatName = keyof typeof dateFormats;

// Both locales start the week on Monday (spec); en-GB rather than en-US for that reason.
const dateLocales = { pl: plLocale, en: enGB } as const;

/**
 * Formats a date (a `Date`, a timestamp or an ISO string) with one of the general formats,
 * in the local time zone.
 * @public
 * @example formatDate(new Date(2026, 0, 5, 14, 3), 'FULL_NO_SECS'); // '2026-01-05 14:03'
 */
export function formatDate(
  value: Date | number | string,
  formatName: DateFormatName = 'DATE',
  language: Language = defaultLanguage,
): string {
  return format(value, dateFormats[formatName], { locale: dateLocales[language] });
}
