import { compileJsonSchema } from '@tessera/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFieldType, isDateString } from './dateFieldType';
import { resolveMinDate, todayOf } from './resolveMinDate';
import type { DateFieldOptions } from './temporalFieldOptions.types';

const WARSAW = 'Europe/Warsaw';
const check = (
  value: string | null,
  options: Partial<DateFieldOptions> = {},
  clock: { now?: Date; timeZone?: string } = {},
) =>
  dateFieldType.validate(value, {
    options: { ...dateFieldType.defaultOptions, ...options },
    path: 'due',
    ...clock,
  });

const day = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2200-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('dateFieldType — a day stored as yyyy-MM-dd', () => {
  it('accepts an empty value and strict dates, leap days included', () => {
    expect(check(null)).toEqual([]);
    expect(check('2024-05-17')).toEqual([]);
    expect(check('2024-02-29')).toEqual([]);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-5-7',
    '17.05.2024',
    '2024-05',
    '2024-05-17T10:00:00Z',
    ' 2024-05-17',
    '',
  ])(
    '"date strings must match the strict date format" (spec 001 §5.1): %j is not a date',
    (text) => {
      expect(isDateString(text)).toBe(false);
      expect(check(text)).toEqual([{ path: 'due', messageKey: 'validation.date' }]);
    },
  );

  it('"Date picker: min date": a day before minDate is reported, minDate itself is fine', () => {
    const options = { minDate: '2024-05-01' };
    expect(check('2024-05-01', options)).toEqual([]);
    expect(check('2024-04-30', options)).toEqual([
      { path: 'due', messageKey: 'validation.minDate', params: { minDate: '2024-05-01' } },
    ]);
  });

  it('"or today when only-future": today is the user\'s day in their time zone', () => {
    // 22:30 UTC on 16 May is already 17 May in Warsaw.
    const now = new Date('2024-05-16T22:30:00Z');
    const onlyFuture = { onlyFuture: true };
    expect(check('2024-05-16', onlyFuture, { now, timeZone: WARSAW })).toEqual([
      { path: 'due', messageKey: 'validation.minDate', params: { minDate: '2024-05-17' } },
    ]);
    expect(check('2024-05-17', onlyFuture, { now, timeZone: WARSAW })).toEqual([]);
    expect(check('2024-05-16', onlyFuture, { now, timeZone: 'UTC' })).toEqual([]);
  });

  it('cannot check only-future without a clock: the engine never reads the machine clock', () => {
    expect(check('1999-01-01', { onlyFuture: true })).toEqual([]);
    expect(todayOf({ now: new Date() })).toBeNull();
    expect(todayOf({ now: new Date(), timeZone: 'Mars/Olympus' })).toBeNull();
  });

  it('takes the later of minDate and today when both apply', () => {
    expect(resolveMinDate({ minDate: '2024-06-01', onlyFuture: true }, '2024-05-17')).toBe(
      '2024-06-01',
    );
    expect(resolveMinDate({ minDate: '2024-01-01', onlyFuture: true }, '2024-05-17')).toBe(
      '2024-05-17',
    );
    expect(resolveMinDate({ minDate: '2024-01-01', onlyFuture: true }, null)).toBe('2024-01-01');
    expect(resolveMinDate({ minDate: null, onlyFuture: false }, '2024-05-17')).toBeNull();
    expect(resolveMinDate({}, '2024-05-17')).toBeNull();
  });

  it('reports exactly the days before the minimum (property)', () => {
    fc.assert(
      fc.property(day, day, (value, minDate) => {
        const problems = check(value, { minDate });
        return problems.length === (new Date(value) < new Date(minDate) ? 1 : 0);
      }),
    );
  });

  it('has schemas that accept the defaults and a date, and reject loose values', () => {
    const options = compileJsonSchema(dateFieldType.optionsSchema);
    expect(options({ minDate: '2024-05-01', onlyFuture: false })).toMatchObject({ ok: true });
    expect(options({ minDate: '1.5.2024', onlyFuture: false })).toMatchObject({ ok: false });
    expect(options({ minDate: null })).toMatchObject({ ok: false });
    const value = compileJsonSchema(dateFieldType.valueSchema);
    expect(value('2024-05-17')).toMatchObject({ ok: true });
    expect(value('2024-05-17T10:00:00Z')).toMatchObject({ ok: false });
    expect(value(20240517)).toMatchObject({ ok: false });
  });

  it('takes the default grid size, width 3 and height 9 (spec 002 §3)', () => {
    expect(dateFieldType.defaultSize).toEqual({ width: 3, height: 9 });
  });
});
