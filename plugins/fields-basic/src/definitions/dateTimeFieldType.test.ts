import { compileJsonSchema } from '@tessera/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeFieldType, isZonedDateTimeString } from './dateTimeFieldType';
import { joinDateTime, normalizeTime, splitDateTime } from './dateTimeParts';

const WARSAW = 'Europe/Warsaw';
const check = (value: string | null) =>
  dateTimeFieldType.validate(value, { options: {}, path: 'meeting' });

describe("dateTimeFieldType — ISO 8601 with the user's offset", () => {
  it.each([
    '2024-05-17T14:30:00+02:00',
    '2024-05-17T12:30:00Z',
    '2024-05-17T14:30+02:00',
    '2024-05-17T14:30:15.250+02:00',
  ])('accepts %j', (value) => {
    expect(isZonedDateTimeString(value)).toBe(true);
    expect(check(value)).toEqual([]);
  });

  it.each([
    '2024-05-17T14:30:00',
    '2024-05-17 14:30',
    '2024-05-17',
    '2024-02-30T10:00:00Z',
    '2024-05-17T24:00:00Z',
    '2024-05-17T14:30:00+19:00',
  ])('rejects %j: no guessed zone, no rollover', (value) => {
    expect(check(value)).toEqual([{ path: 'meeting', messageKey: 'validation.dateTime' }]);
  });

  it('accepts an empty value and has matching schemas', () => {
    expect(check(null)).toEqual([]);
    const value = compileJsonSchema(dateTimeFieldType.valueSchema);
    expect(value('2024-05-17T14:30:00+02:00')).toMatchObject({ ok: true });
    expect(value(null)).toMatchObject({ ok: true });
    expect(value('2024-05-17T14:30:00')).toMatchObject({ ok: false });
    expect(compileJsonSchema(dateTimeFieldType.optionsSchema)({ format: 'ISO' })).toMatchObject({
      ok: false,
    });
  });
});

describe('date-time parts — spec 002 §5 "date YYYY-MM-DD, time HH:mm, 24-hour, seconds zeroed"', () => {
  it('reads typed times on a 24-hour clock', () => {
    expect(normalizeTime('09:05')).toBe('09:05');
    expect(normalizeTime('9:05')).toBe('09:05');
    expect(normalizeTime(' 23:59 ')).toBe('23:59');
    expect(normalizeTime('00:00')).toBe('00:00');
    for (const text of ['24:00', '9:5', '9.05', '12:30:00', '2:30 PM', '', '1230']) {
      expect(normalizeTime(text)).toBeNull();
    }
  });

  it("writes the picked day and time with the zone's offset and zero seconds", () => {
    expect(joinDateTime('2024-05-17', '14:30', WARSAW)).toBe('2024-05-17T14:30:00+02:00');
    expect(joinDateTime('2024-01-17', '14:30', WARSAW)).toBe('2024-01-17T14:30:00+01:00');
    expect(joinDateTime('2024-05-17', '14:30', 'UTC')).toBe('2024-05-17T14:30:00+00:00');
    expect(joinDateTime('2024-02-30', '14:30', WARSAW)).toBeNull();
    expect(joinDateTime('2024-05-17', '25:00', WARSAW)).toBeNull();
  });

  it('moves a time skipped by the spring DST change forward by the gap', () => {
    expect(joinDateTime('2024-03-31', '02:30', WARSAW)).toBe('2024-03-31T03:30:00+02:00');
  });

  it("shows a stored instant as the day and time in the user's zone", () => {
    expect(splitDateTime('2024-05-17T22:30:00Z', WARSAW)).toEqual({
      day: '2024-05-18',
      time: '00:30',
    });
    expect(splitDateTime('2024-05-17T14:30:45+02:00', WARSAW)).toEqual({
      day: '2024-05-17',
      time: '14:30',
    });
    expect(splitDateTime(null, WARSAW)).toEqual({ day: null, time: null });
    expect(splitDateTime('2024-05-17', WARSAW)).toEqual({ day: null, time: null });
  });

  it('round-trips every day and minute it writes (property)', () => {
    const instant = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.constantFrom(WARSAW, 'UTC', 'America/New_York'), (date, zone) => {
        const { day, time } = splitDateTime(date.toISOString(), zone);
        const written = joinDateTime(day!, time!, zone)!;
        const back = splitDateTime(written, zone);
        return (
          isZonedDateTimeString(written) &&
          written.slice(16, 19) === ':00' &&
          back.day === day &&
          back.time === time
        );
      }),
    );
  });
});
