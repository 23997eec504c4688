import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConvertToFormFields,
  createTimeInterval,
  DURATION_PARTS,
  isTimeInterval,
  type TimeInterval,
  type TimeIntervalKind,
  timeIntervalFromFormFields,
  timeIntervalKindOf,
  timeIntervalSchema,
  timeIntervalToFormFields,
  validateTimeInterval,
} from './index';

const WARSAW = 'Europe/Warsaw';

// The options of the engine's ajv instance (definitions/definitionAjv.ts), strict mode included.
const ENGINE_AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  discriminator: true,
};

describe('validateTimeInterval — "a time interval needs a valid start date and numeric duration parts"', () => {
  it.each([
    { startDate: '2024-05-17', duration: { days: 1 } },
    { startDate: '2024-05-17T10:00:00Z', duration: { hours: 2, minutes: 30 } },
    { startDate: '2024-05-17', duration: {} },
    { startDate: '2024-05-01', duration: { months: 1 }, recurrence: 2 },
    { startDate: '2024-05-17', duration: { years: 0.5, weeks: -1 } },
  ])('accepts %j', (value) => {
    expect(validateTimeInterval(value)).toEqual([]);
    expect(isTimeInterval(value)).toBe(true);
  });

  it.each([
    [null, ['interval']],
    ['2024-05-17', ['interval']],
    [{ duration: { days: 1 } }, ['interval.startDate']],
    [{ startDate: '2024-02-30', duration: { days: 1 } }, ['interval.startDate']],
    [{ startDate: '2024-05', duration: { days: 1 } }, ['interval.startDate']],
    [{ startDate: '2024-05-17 10:00', duration: { days: 1 } }, ['interval.startDate']],
    [{ startDate: '2024-05-17' }, ['interval.duration']],
    [{ startDate: '2024-05-17', duration: { days: '1' } }, ['interval.duration.days']],
    [
      { startDate: '2024-05-17', duration: { days: Number.NaN, fortnights: 1 } },
      ['interval.duration.days', 'interval.duration.fortnights'],
    ],
    [{ startDate: '2024-05-17', duration: { days: 1 }, recurrence: 7 }, ['interval.recurrence']],
    [
      { startDate: '2024-05-17', duration: { days: 1 }, endDate: '2024-05-18' },
      ['interval.endDate'],
    ],
  ])('rejects %j at %j with validations.time_interval', (value, paths) => {
    const problems = validateTimeInterval(value, 'interval');
    expect(problems.map((problem) => problem.path)).toEqual(paths);
    expect(new Set(problems.map((problem) => problem.messageKey))).toEqual(
      new Set(['validations.time_interval']),
    );
  });
});

describe('form-field conversion — "only intervals of one day, one month or one year can be converted to form fields"', () => {
  it.each([
    [{ days: 1 }, 'daily'],
    [{ months: 1 }, 'monthly'],
    [{ years: 1 }, 'yearly'],
    [{ years: 0, months: 1, hours: 0 }, 'monthly'],
  ] as const)('%j is %s', (duration, kind) => {
    const interval = { startDate: '2024-05-17', duration };
    expect(timeIntervalKindOf(interval)).toBe(kind);
    expect(canConvertToFormFields(interval)).toBe(true);
  });

  it.each([
    { days: 2 },
    { weeks: 1 },
    { hours: 24 },
    { days: 1, hours: 1 },
    { months: 12 },
    {},
    { days: -1 },
  ])('%j cannot be converted', (duration) => {
    expect(canConvertToFormFields({ startDate: '2024-05-17', duration })).toBe(false);
    expect(timeIntervalToFormFields({ startDate: '2024-05-17', duration }, WARSAW)).toBeNull();
  });

  it('rejects an invalid interval even with a convertible duration', () => {
    expect(canConvertToFormFields({ startDate: 'soon', duration: { days: 1 } })).toBe(false);
    expect(canConvertToFormFields(null)).toBe(false);
  });

  it('"start date is normalised to the first day of the month or year for monthly or yearly"', () => {
    expect(createTimeInterval('daily', '2024-05-17', WARSAW)).toEqual({
      startDate: '2024-05-17',
      duration: { days: 1 },
      recurrence: 1,
    });
    expect(createTimeInterval('monthly', '2024-05-17', WARSAW)).toEqual({
      startDate: '2024-05-01',
      duration: { months: 1 },
      recurrence: 2,
    });
    expect(createTimeInterval('yearly', '2024-05-17', WARSAW)).toEqual({
      startDate: '2024-01-01',
      duration: { years: 1 },
      recurrence: 3,
    });
    expect(createTimeInterval('monthly', 'never', WARSAW)).toBeNull();
  });

  it('reads a date-time start as its day in the time zone', () => {
    const interval = { startDate: '2024-05-31T22:30:00Z', duration: { days: 1 } };
    expect(timeIntervalToFormFields(interval, WARSAW)).toEqual({
      kind: 'daily',
      startDate: '2024-06-01',
    });
    expect(timeIntervalToFormFields(interval, 'UTC')).toEqual({
      kind: 'daily',
      startDate: '2024-05-31',
    });
  });

  it('accepts month and year picker values', () => {
    expect(
      timeIntervalFromFormFields({ kind: 'monthly', startDate: '2024-05' }, WARSAW)?.startDate,
    ).toBe('2024-05-01');
    expect(
      timeIntervalFromFormFields({ kind: 'yearly', startDate: '2024' }, WARSAW)?.startDate,
    ).toBe('2024-01-01');
  });

  const kind = fc.constantFrom<TimeIntervalKind>('daily', 'monthly', 'yearly');
  const day = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

  it('round-trips: from(to(interval)) is the normalised interval, and converting is idempotent (property)', () => {
    fc.assert(
      fc.property(kind, day, (k, start) => {
        const interval = createTimeInterval(k, start, WARSAW)!;
        const fields = timeIntervalToFormFields(interval, WARSAW)!;
        const back = timeIntervalFromFormFields(fields, WARSAW);
        return (
          fields.kind === k &&
          JSON.stringify(back) === JSON.stringify(interval) &&
          canConvertToFormFields(interval) &&
          validateTimeInterval(interval).length === 0
        );
      }),
    );
  });
});

describe('timeIntervalSchema', () => {
  const validate = new Ajv(ENGINE_AJV_OPTIONS).compile(timeIntervalSchema);

  it('agrees with validateTimeInterval except for calendar ranges (property)', () => {
    const part = fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constant('1'),
    );
    const interval = fc.record(
      {
        startDate: fc.oneof(
          fc.constantFrom('2024-05-17', '2024-05-17T10:00Z', '2024-05', 'x'),
          fc.integer(),
        ),
        duration: fc.oneof(
          fc.dictionary(fc.constantFrom(...DURATION_PARTS, 'fortnights'), part),
          fc.constant(null),
        ),
        recurrence: fc.constantFrom(1, 2, 3, 4),
        note: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        interval,
        (value) => validate(value) === (validateTimeInterval(value).length === 0),
      ),
    );
  });

  it('accepts what createTimeInterval builds', () => {
    const value: TimeInterval = createTimeInterval('monthly', '2024-05-17', WARSAW)!;
    expect(validate(value)).toBe(true);
  });
});
