import type { ViewCell } from '@tessera/client';

/** The words a cell may need. */
export interface CellWords {
  readonly yes: string;
  readonly no: string;
}

/**
 * The text of a cell in the reader's language: numbers in its number format (`20 000` in
 * Polish, up to two decimals), yes/no values as words, text as the server presented it;
 * `null` for an empty cell (drawn as a muted dash).
 */
export function formatViewCell(value: ViewCell, language: string, words: CellWords): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return value;
}
