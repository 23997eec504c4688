import { defaultLanguage, type Language } from './catalogue.types';

const units = ['B', 'KB', 'MB'] as const;
const step = 1000;

/**
 * Formats a byte count in B, KB or MB with units of 1000 (spec), one decimal at most,
 * in the language's number format (`1,5 KB` in Polish, `1.5 KB` in English).
 * @public
 * @throws RangeError when `bytes` is negative or not finite.
 */
export function formatFileSize(bytes: number, language: Language = defaultLanguage): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`File size must be a finite, non-negative number, got ${bytes}`);
  }
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  let unitIndex = 0;
  let value = bytes;
  // Move up a unit while the rounded value would read 1000 or more (999 950 B is 1 MB, not 1000 KB).
  while (unitIndex < units.length - 1 && Math.round(value * 10) / 10 >= step) {
    value /= step;
    unitIndex += 1;
  }
  return `${format.format(value)} ${units[unitIndex]}`;
}
