import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProcessHistoryEntry } from './ProcessHistorySourceProvider';
import { sortProcessHistory } from './sortProcessHistory';

const entry = (changeDate: string, fieldName = 'Status'): ProcessHistoryEntry => ({
  changeDate,
  changeAuthor: 'Anna Nowak',
  fieldName,
  oldValue: null,
  newValue: 'Nowy',
});

describe('sortProcessHistory', () => {
  it('puts the newest change first, whatever the time-zone notation', () => {
    const sorted = sortProcessHistory([
      entry('2026-03-01T10:00:00Z', 'a'),
      entry('2026-03-05T09:00:00+01:00', 'b'),
      entry('2026-03-03T12:30:00.000Z', 'c'),
    ]);
    expect(sorted.map((e) => e.fieldName)).toEqual(['b', 'c', 'a']);
  });

  it('keeps the source order of changes made at the same instant (one save, several fields)', () => {
    const sorted = sortProcessHistory([
      entry('2026-03-01T10:00:00Z', 'a'),
      entry('2026-03-02T10:00:00Z', 'b'),
      entry('2026-03-02T11:00:00+01:00', 'c'),
    ]);
    expect(sorted.map((e) => e.fieldName)).toEqual(['b', 'c', 'a']);
  });

  it('puts entries with an unreadable date last', () => {
    const sorted = sortProcessHistory([
      entry('yesterday', 'x'),
      entry('2026-01-01T00:00:00Z', 'y'),
    ]);
    expect(sorted.map((e) => e.fieldName)).toEqual(['y', 'x']);
  });

  it('is a permutation in non-increasing date order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })),
        (dates) => {
          const entries = dates.map((date, index) => entry(date.toISOString(), String(index)));
          const sorted = sortProcessHistory(entries);
          const times = sorted.map((e) => Date.parse(e.changeDate));
          return (
            sorted.length === entries.length &&
            new Set(sorted).size === entries.length &&
            times.every((time, index) => index === 0 || time <= times[index - 1]!)
          );
        },
      ),
    );
  });

  it('does not change its input', () => {
    const entries = [entry('2026-01-01T00:00:00Z', 'old'), entry('2026-02-01T00:00:00Z', 'new')];
    sortProcessHistory(entries);
    expect(entries.map((e) => e.fieldName)).toEqual(['old', 'new']);
  });
});
