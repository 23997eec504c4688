import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatDateValue,
  isValidTimeZone,
  matchDateInputFormat,
  parseDateString,
  parseDateValue,
} from './index';

const WARSAW = 'Europe/Warsaw';

describe('parseDateString — "dates are parsed in these formats in turn: ISO, full, full without seconds, date, year-month, year"', () => {
  it.each([
    ['2024-05-17T10:20:30Z', 'ISO', '2024-05-17T10:20:30.000Z'],
    ['2024-05-17T10:20:30.123+02:00', 'ISO', '2024-05-17T08:20:30.123Z'],
    ['2024-05-17T10:20:30.1234567-0130', 'ISO', '2024-05-17T11:50:30.123Z'],
    ['2024-05-17T10:20+05', 'ISO', '2024-05-17T05:20:00.000Z'],
    ['2024-05-17T10:20:30', 'ISO', '2024-05-17T08:20:30.000Z'],
    ['2024-05-17 10:20:30', 'FULL', '2024-05-17T08:20:30.000Z'],
    ['2024-05-17 10:20', 'FULL_NO_SECS', '2024-05-17T08:20:00.000Z'],
    ['2024-05-17', 'DATE', '2024-05-16T22:00:00.000Z'],
    ['2024-01', 'YEAR_MONTH', '2023-12-31T23:00:00.000Z'],
    ['2024', 'YEAR', '2023-12-31T23:00:00.000Z'],
  ])('%s is read as %s', (text, format, instant) => {
    const parsed = parseDateString(text, WARSAW);
    expect(parsed?.format).toBe(format);
    expect(new Date(parsed!.date.getTime()).toISOString()).toBe(instant);
    expect(parsed?.date.timeZone).toBe(WARSAW);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-05-17 24:00',
    '2024-05-17 10:60',
    '2024-05-17 10:20:60',
    '2024-5-17',
    '24-05-17',
    '2024-05-17T10:20:30+19:00',
    '2024-05-17T10:20:30+02:75',
    '2024-05-17t10:20:30z',
    '2024-05-17 10:20:30Z',
    ' 2024-05-17',
    '2024-05-17 ',
    '0000',
    '17.05.2024',
    '',
  ])('rejects %j strictly (no rollover, no loose forms)', (text) => {
    expect(parseDateString(text, WARSAW)).toBeNull();
  });

  it('accepts 29 February in leap years only (2000 yes, 1900 no)', () => {
    expect(parseDateString('2000-02-29', WARSAW)).not.toBeNull();
    expect(parseDateString('1900-02-29', WARSAW)).toBeNull();
  });

  it('keeps years below 100 as written (no 19xx mapping)', () => {
    expect(parseDateString('0050-06-01', 'UTC')?.date.getFullYear()).toBe(50);
    expect(parseDateString('0050-06-01T00:00:00Z', 'UTC')?.date.getFullYear()).toBe(50);
  });

  it('interprets zone-less values in the given zone, never the machine zone', () => {
    const tokyo = parseDateString('2024-05-17 09:00', 'Asia/Tokyo')!.date;
    const newYork = parseDateString('2024-05-17 09:00', 'America/New_York')!.date;
    expect(new Date(tokyo.getTime()).toISOString()).toBe('2024-05-17T00:00:00.000Z');
    expect(new Date(newYork.getTime()).toISOString()).toBe('2024-05-17T13:00:00.000Z');
  });

  it('moves a wall-clock time skipped by DST forward by the gap', () => {
    const date = parseDateString('2024-03-31 02:30', WARSAW)!.date;
    expect(new Date(date.getTime()).toISOString()).toBe('2024-03-31T01:30:00.000Z');
  });

  it('throws a RangeError for an unknown time zone rather than guessing one', () => {
    expect(() => parseDateString('2024-05-17', 'Mars/Olympus')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Europe/Warsaw')).toBe(true);
  });

  it('round-trips every valid calendar date through the DATE format (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom('UTC', WARSAW, 'America/Sao_Paulo', 'Pacific/Kiritimati'),
        (year, month, day, zone) => {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const parsed = parseDateString(text, zone);
          if (day > daysInMonth(year, month)) return parsed === null;
          return parsed !== null && formatDateValue(parsed.date, 'DATE', zone) === text;
        },
      ),
    );
  });
});

describe('parseDateValue', () => {
  it('reads Date objects in the zone and rejects non-dates', () => {
    const date = parseDateValue(new Date('2024-01-01T00:00:00Z'), WARSAW);
    expect(date?.getHours()).toBe(1);
    expect(parseDateValue(new Date(Number.NaN), WARSAW)).toBeNull();
    expect(parseDateValue(1_700_000_000_000, WARSAW)).toBeNull();
    expect(parseDateValue(null, WARSAW)).toBeNull();
    expect(parseDateValue({}, WARSAW)).toBeNull();
  });
});

describe('formatDateValue — "date formats DATE, ISO, ISO_UTC, FULL, FULL_NO_SECS"', () => {
  const instant = new Date('2024-06-30T22:30:05.250Z');
  it.each([
    ['DATE', '2024-07-01'],
    ['ISO', '2024-07-01T00:30:05+02:00'],
    ['ISO_UTC', '2024-06-30T22:30:05.250Z'],
    ['FULL', '2024-07-01 00:30:05'],
    ['FULL_NO_SECS', '2024-07-01 00:30'],
  ] as const)('%s in Europe/Warsaw is %s', (format, expected) => {
    expect(formatDateValue(instant, format, WARSAW)).toBe(expected);
  });

  it('writes ISO_UTC in UTC even for a TZDate, whose own toISOString prints its offset', () => {
    const zoned = parseDateValue('2024-07-01 00:30:05', WARSAW)!;
    expect(formatDateValue(zoned, 'ISO_UTC', WARSAW)).toBe('2024-06-30T22:30:05.000Z');
  });

  it('writes ISO with an explicit +00:00 in UTC', () => {
    expect(formatDateValue(instant, 'ISO', 'UTC')).toBe('2024-06-30T22:30:05+00:00');
  });

  it('re-reads what it writes (ISO and FULL round-trip to the second)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const seconds = Math.floor(date.getTime() / 1000) * 1000;
          const iso = formatDateValue(date, 'ISO', WARSAW);
          return parseDateValue(iso, WARSAW)?.getTime() === seconds;
        },
      ),
    );
  });

  it('matches formats without a zone', () => {
    expect(matchDateInputFormat('2024-05')?.format).toBe('YEAR_MONTH');
    expect(matchDateInputFormat('2024-05-17T10:20Z')?.offsetMinutes).toBe(0);
  });
});
