import { isEmptyValue } from '../plugins/defineFieldType';
import { toFiniteNumber } from './toFiniteNumber';

/**
 * Part of a text (spec 001 §5.2): `charsNumber` characters from the 1-based `start`. A missing
 * start means 1, a missing count means the rest of the text. Characters are Unicode code points,
 * so an emoji is never cut in half. Numbers are read as their text; a start below 1 counts from 1,
 * a negative count takes nothing, fractions are truncated. A missing input, a non-text input or a
 * non-numeric start or count gives no result (`null`).
 * @public
 */
export function substring(input: unknown, start?: unknown, charsNumber?: unknown): string | null {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  if (typeof text !== 'string') return null;
  const from = readCount(start, 1);
  const count = readCount(charsNumber, Number.POSITIVE_INFINITY);
  if (from === null || count === null) return null;
  const characters = Array.from(text);
  const first = Math.max(from, 1) - 1;
  return characters.slice(first, first + Math.max(count, 0)).join('');
}

function readCount(value: unknown, fallback: number): number | null {
  if (isEmptyValue(value)) return fallback;
  const number = toFiniteNumber(value);
  return number === null ? null : Math.trunc(number);
}
