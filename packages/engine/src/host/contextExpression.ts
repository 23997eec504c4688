import { formatDateValue } from '../dates/formatDateValue';
import { createTimeInterval } from '../timeIntervals/timeInterval';
import type { ContextSource } from './dependencies';
import type { EvaluationContext } from './evaluationContext.types';

/**
 * Values of the session a method or a condition can read (spec 001 §3.9 expression types).
 * @public
 */
export const CONTEXT_EXPRESSIONS = Object.freeze([
  'today_date',
  'now_date_time',
  'current_time_interval',
  'current_user',
  'current_user_roles',
] as const);

/** One of {@link CONTEXT_EXPRESSIONS}. @public */
export type ContextExpression = (typeof CONTEXT_EXPRESSIONS)[number];

/** Whether a value names a {@link ContextExpression}. @public */
export function isContextExpression(value: unknown): value is ContextExpression {
  return (CONTEXT_EXPRESSIONS as readonly unknown[]).includes(value);
}

/** Which part of the context each expression reads. @internal */
export const CONTEXT_EXPRESSION_SOURCES: Readonly<Record<ContextExpression, ContextSource>> =
  Object.freeze({
    today_date: 'clock',
    now_date_time: 'clock',
    current_time_interval: 'clock',
    current_user: 'user',
    current_user_roles: 'user',
  });

/**
 * The value of a context expression, read from the host's clock, time zone and user:
 * - `today_date`: today's date in the host's time zone, `yyyy-MM-dd`;
 * - `now_date_time`: the current instant as ISO 8601 with the zone's offset
 *   (`2024-05-01T14:03:00+02:00`);
 * - `current_time_interval`: today as a daily time interval
 *   `{ startDate: today, duration: { days: 1 }, recurrence: 1 }`;
 * - `current_user`: the user's id (what a user relation stores), null for a guest;
 * - `current_user_roles`: the user's role ids, [] for a guest.
 * @public
 */
export function evaluateContextExpression(
  expression: ContextExpression,
  context: EvaluationContext,
): unknown {
  const { host } = context;
  switch (expression) {
    case 'today_date':
      return formatDateValue(host.now(), 'DATE', host.timeZone);
    case 'now_date_time':
      return formatDateValue(host.now(), 'ISO', host.timeZone);
    case 'current_time_interval':
      return createTimeInterval('daily', host.now(), host.timeZone);
    case 'current_user':
      return host.currentUser?.id ?? null;
    case 'current_user_roles':
      return host.currentUser ? [...host.currentUser.roleIds] : [];
  }
}
