import { formatDateValue } from '../dates/formatDateValue';
import type { ProviderField } from '../definitions/providerField.types';
import { isTimeInterval } from '../timeIntervals/timeInterval';
import { DURATION_PARTS, type DurationPart } from '../timeIntervals/timeInterval.types';

/** How {@link presentRecordValue} writes what it cannot write alone. @public */
export interface PresentationOptions {
  /** Zone in which date-times are written as wall-clock time. */
  readonly timeZone: string;
  /** Words for true and false. @default { true: 'tak', false: 'nie' } */
  readonly booleans?: { readonly true: string; readonly false: string };
  /**
   * The presented text of a related record (relation_value transform): the value of the field
   * `presentByFieldAccess` names. Unknown or inaccessible records give undefined; the id is shown.
   */
  readonly presentRelation?: (field: ProviderField, recordId: string) => string | undefined;
}

const ISO_DURATION_LETTERS: Readonly<Record<DurationPart, string>> = {
  years: 'Y',
  months: 'M',
  weeks: 'W',
  days: 'D',
  hours: 'H',
  minutes: 'M',
  seconds: 'S',
};
const TIME_PARTS = new Set<DurationPart>(['hours', 'minutes', 'seconds']);

/**
 * The text a person reads for a record value: what the history's presented values, string
 * templates and exports show. Empty values are empty text; date-times are written
 * `yyyy-MM-dd HH:mm` in the given zone; a time interval is an ISO 8601 interval
 * (`2024-05-01/P1M`); relations show the related record's presented field.
 * @example presentRecordValue(priceField, 12.5, { timeZone: 'Europe/Warsaw' }); // '12.5'
 * @public
 */
export function presentRecordValue(
  field: ProviderField,
  value: unknown,
  options: PresentationOptions,
): string {
  if (value === null || value === undefined) return '';
  if (field.transform?.type === 'relation_value' && typeof value === 'string') {
    return options.presentRelation?.(field, value) ?? value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => presentRecordValue(field, item, options)).join(', ');
  }
  switch (field.fieldValue.type) {
    case 'boolean':
      if (typeof value !== 'boolean') break;
      return value ? (options.booleans?.true ?? 'tak') : (options.booleans?.false ?? 'nie');
    case 'date_time': {
      const instant = typeof value === 'string' ? new Date(value) : null;
      if (instant === null || Number.isNaN(instant.getTime())) break;
      return formatDateValue(instant, 'FULL_NO_SECS', options.timeZone);
    }
    case 'time_interval':
      if (isTimeInterval(value)) return presentInterval(value.startDate, value.duration);
      break;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function presentInterval(
  startDate: string,
  duration: Readonly<Partial<Record<DurationPart, number>>>,
): string {
  let date = '';
  let time = '';
  for (const part of DURATION_PARTS) {
    const amount = duration[part];
    if (amount === undefined || amount === 0) continue;
    const text = `${amount}${ISO_DURATION_LETTERS[part]}`;
    if (TIME_PARTS.has(part)) time += text;
    else date += text;
  }
  const period = `P${date}${time === '' ? '' : `T${time}`}`;
  return `${startDate}/${period === 'P' ? 'P0D' : period}`;
}
