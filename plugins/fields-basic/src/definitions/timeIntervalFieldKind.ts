import { type TimeIntervalKind, timeIntervalKindOf } from '@tessera/engine';
import type { TimeIntervalFieldOptions } from './temporalFieldOptions.types';

/**
 * The recurrence kind of a time-interval field's duration option: daily (1 day), monthly
 * (1 month) or yearly (1 year) — the only durations a form shows (spec 001 §3.7). Options the
 * schema would reject fall back to daily, so a broken form still renders.
 * @public
 */
export function timeIntervalFieldKind(
  options: Partial<TimeIntervalFieldOptions>,
): TimeIntervalKind {
  if (options.duration === undefined) return 'daily';
  // timeIntervalKindOf reads only the duration; any valid start will do.
  return timeIntervalKindOf({ startDate: '2000-01-01', duration: options.duration }) ?? 'daily';
}
