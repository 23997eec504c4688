import { compileJsonSchema, createTimeInterval } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import type { TimeIntervalFieldOptions } from './temporalFieldOptions.types';
import { timeIntervalFieldKind } from './timeIntervalFieldKind';
import { timeIntervalFieldType } from './timeIntervalFieldType';

const WARSAW = 'Europe/Warsaw';
const monthly: TimeIntervalFieldOptions = { duration: { months: 1 } };
const check = (value: unknown, options: TimeIntervalFieldOptions = monthly) =>
  timeIntervalFieldType.validate(value as never, { options, path: 'period' });

describe('timeIntervalFieldType — spec 001 §3.7', () => {
  it('"only intervals of one day, one month or one year can be converted to form fields"', () => {
    const validate = compileJsonSchema(timeIntervalFieldType.optionsSchema);
    for (const duration of [{ days: 1 }, { months: 1 }, { years: 1 }]) {
      expect(validate({ duration })).toMatchObject({ ok: true });
    }
    for (const duration of [{ days: 2 }, { weeks: 1 }, { days: 1, months: 1 }, {}, { hours: 24 }]) {
      expect(validate({ duration })).toMatchObject({ ok: false });
    }
    expect(timeIntervalFieldType.defaultOptions).toEqual({ duration: { days: 1 } });
  });

  it('reads the kind from the duration option', () => {
    expect(timeIntervalFieldKind({ duration: { days: 1 } })).toBe('daily');
    expect(timeIntervalFieldKind(monthly)).toBe('monthly');
    expect(timeIntervalFieldKind({ duration: { years: 1 } })).toBe('yearly');
    expect(timeIntervalFieldKind({})).toBe('daily');
  });

  it("accepts an empty value and the interval the runtime builds for the field's duration", () => {
    expect(check(null)).toEqual([]);
    const value = createTimeInterval('monthly', '2024-05-17', WARSAW);
    expect(value).toEqual({ startDate: '2024-05-01', duration: { months: 1 }, recurrence: 2 });
    expect(check(value)).toEqual([]);
    expect(compileJsonSchema(timeIntervalFieldType.valueSchema)(value)).toMatchObject({ ok: true });
    expect(compileJsonSchema(timeIntervalFieldType.valueSchema)(null)).toMatchObject({ ok: true });
  });

  it('"a time interval needs a valid start date and numeric duration parts" (spec 001 §5.1)', () => {
    expect(check({ startDate: '2024-02-30', duration: { months: 1 } })).toEqual([
      {
        path: 'period.startDate',
        messageKey: 'validation.timeInterval',
        params: { part: 'startDate' },
      },
    ]);
    expect(check({ startDate: '2024-05-01', duration: { months: '1' } })).toEqual([
      {
        path: 'period.duration.months',
        messageKey: 'validation.timeInterval',
        params: { part: 'duration' },
      },
    ]);
    expect(compileJsonSchema(timeIntervalFieldType.valueSchema)({ startDate: 'x' })).toMatchObject({
      ok: false,
    });
  });

  it("reports a value lasting other than the field's duration at its duration", () => {
    expect(check(createTimeInterval('daily', '2024-05-17', WARSAW))).toEqual([
      { path: 'period.duration', messageKey: 'validation.timeIntervalDuration' },
    ]);
    expect(check({ startDate: '2024-05-01', duration: { months: 2 } })).toHaveLength(1);
  });

  it('takes the default grid size, width 3 and height 9 (spec 002 §3)', () => {
    expect(timeIntervalFieldType.defaultSize).toEqual({ width: 3, height: 9 });
  });
});
