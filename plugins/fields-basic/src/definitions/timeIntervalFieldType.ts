import {
  appendSegment,
  defineFieldType,
  SCHEMA_IDS,
  TIME_INTERVAL_KIND_DURATIONS,
  timeIntervalKindOf,
  validateTimeInterval,
} from '@tessera/engine';
import './fieldsBasic.types';
import { timeIntervalFieldKind } from './timeIntervalFieldKind';

// One closed object per duration a form can show: { days: 1 }, { months: 1 }, { years: 1 }.
const durationOptions = Object.values(TIME_INTERVAL_KIND_DURATIONS).map((duration) => {
  const [part = 'days'] = Object.keys(duration);
  return {
    type: 'object',
    properties: { [part]: { const: 1 } },
    required: [part],
    additionalProperties: false,
  };
});

/**
 * A time interval (spec 001 §3.7): `{ startDate, duration, recurrence }` or null, of the field's
 * fixed `duration` — one day, one month or one year. The runtime builds it with the engine's
 * `createTimeInterval`, so a monthly start is the first day of its month and a yearly one the first
 * of its year. Problems: `validation.timeInterval` (`part`) at the part that is not a valid
 * interval (see `validateTimeInterval`), and `validation.timeIntervalDuration` at `duration` when
 * the value lasts other than the field's duration.
 * @public
 */
export const timeIntervalFieldType = defineFieldType({
  type: 'time_interval',
  defaultOptions: { duration: { days: 1 } },
  optionsSchema: {
    type: 'object',
    properties: { duration: { anyOf: durationOptions } },
    required: ['duration'],
    additionalProperties: false,
  },
  valueSchema: { anyOf: [{ type: 'null' }, { $ref: SCHEMA_IDS.timeInterval }] },
  emptyValue: null,
  validate(value, { options, path }) {
    if (value === null) return [];
    const problems = validateTimeInterval(value, path).map((problem) => ({
      ...problem,
      messageKey: 'validation.timeInterval',
    }));
    if (problems.length > 0) return problems;
    if (timeIntervalKindOf(value) !== timeIntervalFieldKind(options)) {
      return [
        { path: appendSegment(path, 'duration'), messageKey: 'validation.timeIntervalDuration' },
      ];
    }
    return [];
  },
});
