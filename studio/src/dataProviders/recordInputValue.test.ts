import type { ProviderField } from '@tessera/engine';
import { checkRecordValue } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { fromRecordInput, isDialogEditable, toRecordInput } from './recordInputValue';

const field = (
  fieldValue: ProviderField['fieldValue'],
  extra: Partial<ProviderField> = {},
): ProviderField =>
  ({
    id: 'f',
    dbFieldName: 'f',
    status: 'active',
    type: 'value_field',
    fieldValue,
    ...extra,
  }) as ProviderField;

describe('record dialog values (spec 001 §3.3 value types, as the server checks them)', () => {
  it('text: an empty input writes null (every type’s empty value)', () => {
    const text = field({ type: 'text' });
    expect(fromRecordInput(text, '')).toEqual({ ok: true, value: null });
    expect(fromRecordInput(text, 'Jan')).toEqual({ ok: true, value: 'Jan' });
    expect(toRecordInput(text, null)).toBe('');
  });

  it('number: a decimal comma is read, anything else that is not a number is refused', () => {
    const number = field({ type: 'number' });
    expect(fromRecordInput(number, '12,5')).toEqual({ ok: true, value: 12.5 });
    expect(fromRecordInput(number, '-3')).toEqual({ ok: true, value: -3 });
    expect(fromRecordInput(number, '1 000')).toEqual({ ok: true, value: 1000 });
    expect(fromRecordInput(number, '12a')).toEqual({ ok: false, problem: 'invalidNumber' });
    expect(toRecordInput(number, 12.5)).toBe('12,5');
  });

  it('date and date-time values pass the engine’s own check', () => {
    const date = field({ type: 'date' });
    const dateTime = field({ type: 'date_time' });
    const day = fromRecordInput(date, '2026-03-14');
    const instant = fromRecordInput(dateTime, '2026-03-14T09:30');
    expect(day).toEqual({ ok: true, value: '2026-03-14' });
    expect(day.ok && checkRecordValue(date.fieldValue, day.value)).toEqual([]);
    expect(instant.ok && checkRecordValue(dateTime.fieldValue, instant.value)).toEqual([]);
    expect(instant.ok && toRecordInput(dateTime, instant.value)).toBe('2026-03-14T09:30');
  });

  it('boolean: the checkbox writes true or false', () => {
    const flag = field({ type: 'boolean' });
    expect(fromRecordInput(flag, true)).toEqual({ ok: true, value: true });
    expect(toRecordInput(flag, null)).toBe(false);
  });

  it('time interval: a start and a length make an interval the engine accepts; half of one is refused', () => {
    const interval = field({ type: 'time_interval', duration: { months: 1 } });
    expect(toRecordInput(interval, null)).toEqual({ startDate: '', amount: '1', unit: 'months' });
    const made = fromRecordInput(interval, {
      startDate: '2026-03-01',
      amount: '1',
      unit: 'months',
    });
    expect(made).toEqual({ ok: true, value: { startDate: '2026-03-01', duration: { months: 1 } } });
    expect(made.ok && checkRecordValue(interval.fieldValue, made.value)).toEqual([]);
    expect(fromRecordInput(interval, { startDate: '', amount: '2', unit: 'days' })).toEqual({
      ok: false,
      problem: 'invalidInterval',
    });
  });

  it('the dialog edits written fields only, of the types it has inputs for', () => {
    expect(isDialogEditable(field({ type: 'text' }))).toBe(true);
    expect(isDialogEditable(field({ type: 'upload_files' }))).toBe(false);
    expect(
      isDialogEditable(
        field({ type: 'text' }, {
          type: 'computed_string_template',
          template: '',
        } as Partial<ProviderField>),
      ),
    ).toBe(false);
    expect(isDialogEditable(field({ type: 'text' }, { status: 'deleted' }))).toBe(false);
  });
});
