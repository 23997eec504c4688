import type { ProviderField, TimeIntervalDuration } from '@tessera/engine';

/** The value types the record dialog edits with an input of its own. */
export const dialogValueTypes = [
  'text',
  'number',
  'boolean',
  'date',
  'date_time',
  'time_interval',
] as const;

export type DialogValueType = (typeof dialogValueTypes)[number];

/** A time interval as the dialog edits it: a start date, and a length in one unit. */
export interface IntervalInput {
  readonly startDate: string;
  readonly amount: string;
  readonly unit: 'days' | 'months' | 'years';
}

/** What an input of the record dialog holds. */
export type RecordInput = string | boolean | IntervalInput;

/** Whether the dialog edits a field: a written (value) field of a type it has an input for. */
export function isDialogEditable(field: ProviderField): boolean {
  return (
    field.type === 'value_field' &&
    field.status !== 'deleted' &&
    (dialogValueTypes as readonly string[]).includes(field.fieldValue.type)
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it: wall-clock time here, to the minute. */
function toLocalDateTime(value: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

function fixedDuration(field: ProviderField): TimeIntervalDuration | undefined {
  return field.fieldValue.type === 'time_interval' ? field.fieldValue.duration : undefined;
}

/** The input of a stored value (null or absent: an empty input). */
export function toRecordInput(field: ProviderField, value: unknown): RecordInput {
  switch (field.fieldValue.type) {
    case 'boolean':
      return value === true;
    case 'number':
      return typeof value === 'number' ? String(value).replace('.', ',') : '';
    case 'date_time':
      return typeof value === 'string' ? toLocalDateTime(value) : '';
    case 'time_interval': {
      const interval = value as { startDate?: unknown; duration?: TimeIntervalDuration } | null;
      const duration = interval?.duration ?? fixedDuration(field) ?? {};
      const unit =
        duration.months !== undefined ? 'months' : duration.years !== undefined ? 'years' : 'days';
      const amount = duration[unit];
      return {
        startDate: typeof interval?.startDate === 'string' ? interval.startDate : '',
        amount: amount === undefined ? '' : String(amount),
        unit,
      };
    }
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** A value from an input, or why it is not one (a message key of the dialog). */
export type RecordInputResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problem: 'invalidNumber' | 'invalidInterval' };

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * The value a save writes for an input (spec 001 §3.3 value types, as the server checks them):
 * empty inputs write null; numbers accept a decimal comma; dates are `YYYY-MM-DD`; date-times
 * are ISO 8601 instants; a time interval is `{ startDate, duration }`.
 */
export function fromRecordInput(field: ProviderField, input: RecordInput): RecordInputResult {
  switch (field.fieldValue.type) {
    case 'boolean':
      return { ok: true, value: input === true };
    case 'number': {
      const text = String(input).trim().replaceAll(' ', '');
      if (text === '') return { ok: true, value: null };
      if (!NUMBER.test(text)) return { ok: false, problem: 'invalidNumber' };
      return { ok: true, value: Number(text.replace(',', '.')) };
    }
    case 'date_time': {
      const text = String(input);
      if (text === '') return { ok: true, value: null };
      return { ok: true, value: new Date(text).toISOString() };
    }
    case 'time_interval': {
      const interval = input as IntervalInput;
      if (interval.startDate === '' && interval.amount.trim() === '')
        return { ok: true, value: null };
      const amount = Number(interval.amount.trim().replace(',', '.'));
      if (interval.startDate === '' || interval.amount.trim() === '' || !Number.isFinite(amount)) {
        return { ok: false, problem: 'invalidInterval' };
      }
      return {
        ok: true,
        value: { startDate: interval.startDate, duration: { [interval.unit]: amount } },
      };
    }
    default: {
      const text = String(input);
      return { ok: true, value: text === '' ? null : text };
    }
  }
}
