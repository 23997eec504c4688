import { MAX_REPEATING_GROUP_ROWS, type MethodDefinition } from '@tessera/engine';

/**
 * How the studio edits a row limit: absent (no limit), a number typed by the designer (a
 * `manual` method), or computed by another method, which this editor shows but leaves alone.
 * @internal
 */
export type RowCountSetting =
  | { readonly kind: 'none' }
  | { readonly kind: 'manual'; readonly count: number }
  | { readonly kind: 'computed' };

/** Reads a row-limit method as the editor shows it. @internal */
export function readRowCount(method: MethodDefinition | undefined): RowCountSetting {
  if (method === undefined) return { kind: 'none' };
  if (method.type !== 'manual') return { kind: 'computed' };
  const count = Number(method.value);
  return Number.isFinite(count) ? { kind: 'manual', count } : { kind: 'none' };
}

/**
 * The method for a typed row count: a whole number from 0 to 100 (spec 002 §9: at most 100
 * rows), or undefined for an empty input (no limit).
 * @internal
 */
export function manualRowCount(text: string): MethodDefinition | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const count = Number(trimmed);
  if (!Number.isInteger(count) || count < 0) return null;
  return { type: 'manual', value: Math.min(count, MAX_REPEATING_GROUP_ROWS) };
}
