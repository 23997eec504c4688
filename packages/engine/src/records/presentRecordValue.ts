import { formatDateValue } from '../dates/formatDateValue';
import type { FieldSchema } from '../definitions/fieldSchema.types';
import type { ProviderField, ProviderFieldValue } from '../definitions/providerField.types';
import { isTimeInterval } from '../timeIntervals/timeInterval';
import { DURATION_PARTS, type DurationPart } from '../timeIntervals/timeInterval.types';

/** How {@link presentRecordValue} writes what it cannot write alone. @public */
export interface PresentationOptions {
  /** Zone in which date-times are written as wall-clock time. */
  readonly timeZone: string;
  /**
   * BCP 47 locale numbers are written in (decimal separator, digit grouping), e.g. the client's
   * default locale. @default 'pl' (spec 002 §9: Polish number format)
   */
  readonly locale?: string;
  /** Words for true and false. @default { true: 'tak', false: 'nie' } */
  readonly booleans?: { readonly true: string; readonly false: string };
  /**
   * The presented text of a related record (relation_value transform): the value of the field
   * `presentByFieldAccess` names. Unknown or inaccessible records give undefined; the id is shown.
   */
  readonly presentRelation?: (field: ProviderField, recordId: string) => string | undefined;
}

/** The locale of {@link PresentationOptions.locale} when none is given. */
const DEFAULT_PRESENTATION_LOCALE = 'pl';

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
/** How the values of one group row are joined, and how the rows are. */
const VALUE_SEPARATOR = ', ';
const ROW_SEPARATOR = '\n';

// Building a number format is costly (ICU data); a handful of locales are ever used.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormatOf(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (format === undefined) {
    // Up to 20 decimals: a presented number is never rounded (the number field allows 15); V8
    // writes the shortest decimal that reads back as the same number, as String() does.
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * The text a person reads for a record value: what the history's presented values, string
 * templates and exports show. Empty values are empty text; numbers are written in the locale
 * (Polish: `12 345,5`); yes/no values as words; date-times `yyyy-MM-dd HH:mm` in the given zone;
 * a time interval as an ISO 8601 interval (`2024-05-01/P1M`); relations as the related record's
 * presented field. A schema value (a repeating group's rows) is written one line per row, the
 * row's presented values joined by commas and its empty ones left out (`Panel 400 W, 12`).
 * @example presentRecordValue(priceField, 12345.5, { timeZone: 'Europe/Warsaw' }); // '12 345,5'
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
  if (Array.isArray(value) && field.fieldValue.type !== 'schema') {
    return value.map((item) => presentRecordValue(field, item, options)).join(VALUE_SEPARATOR);
  }
  return presentSchemaValue(schemaOf(field.fieldValue), value, options);
}

const UNKNOWN_SCHEMA: FieldSchema = { type: 'unknown' };

/** The shape a field's value type gives its values, as far as presenting them goes. */
function schemaOf(fieldValue: ProviderFieldValue): FieldSchema {
  switch (fieldValue.type) {
    case 'schema':
      return fieldValue.schema;
    case 'date_time':
      return { type: 'date_time', format: 'FULL_NO_SECS' };
    case 'time_interval':
      return { type: 'time_interval' };
    default:
      return UNKNOWN_SCHEMA;
  }
}

/** A value by the shape its schema gives it; parts that do not fit it are written plainly. */
function presentSchemaValue(
  schema: FieldSchema,
  value: unknown,
  options: PresentationOptions,
): string {
  if (value === null || value === undefined) return '';
  switch (schema.type) {
    case 'array': {
      if (!Array.isArray(value)) break;
      const rows = value.map((item) => presentSchemaValue(schema.item, item, options));
      const separator = schema.item.type === 'object' ? ROW_SEPARATOR : VALUE_SEPARATOR;
      return rows.filter((row) => row !== '').join(separator);
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) break;
      const record = value as Readonly<Record<string, unknown>>;
      return schema.properties
        .map((property) =>
          presentSchemaValue(property.value, record[property.propertyName], options),
        )
        .filter((text) => text !== '')
        .join(VALUE_SEPARATOR);
    }
    case 'date_time': {
      const instant = typeof value === 'string' ? new Date(value) : null;
      if (instant === null || Number.isNaN(instant.getTime())) break;
      return formatDateValue(instant, 'FULL_NO_SECS', options.timeZone);
    }
    case 'time_interval':
      if (isTimeInterval(value)) return presentInterval(value.startDate, value.duration);
      break;
  }
  return presentPlain(value, options);
}

/** A value whose type says nothing more: by its JavaScript type, objects by their values. */
function presentPlain(value: unknown, options: PresentationOptions): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return numberFormatOf(options.locale ?? DEFAULT_PRESENTATION_LOCALE).format(value);
  }
  if (typeof value === 'boolean') {
    return value ? (options.booleans?.true ?? 'tak') : (options.booleans?.false ?? 'nie');
  }
  if (Array.isArray(value)) {
    return value
      .map((item) => presentPlain(item, options))
      .filter((text) => text !== '')
      .join(VALUE_SEPARATOR);
  }
  if (typeof value === 'object') {
    return Object.values(value)
      .map((item) => presentPlain(item, options))
      .filter((text) => text !== '')
      .join(VALUE_SEPARATOR);
  }
  return String(value);
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
