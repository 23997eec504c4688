import { defineFieldType, matchDateInputFormat } from '@tessera/engine';
import './fieldsBasic.types';

// ISO 8601 with seconds optional and an offset required: what `matchDateInputFormat` reads as ISO.
const ISO_WITH_OFFSET =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}(:?\\d{2})?)$';

/**
 * Whether `text` is an ISO 8601 date-time naming its offset (`Z` or `±HH:mm`), with calendar and
 * clock ranges checked. A zone-less time is rejected: the engine never guesses a zone.
 * @public
 */
export function isZonedDateTimeString(text: string): boolean {
  const parts = matchDateInputFormat(text);
  return parts?.format === 'ISO' && parts.offsetMinutes !== undefined;
}

/**
 * A date and a time (spec 002 §5: date `YYYY-MM-DD`, time `HH:mm`, 24-hour, seconds zeroed),
 * stored as the engine writes date-times: ISO 8601 with the user's offset, as `formatDateValue(…,
 * 'ISO', timeZone)` and the `now_date_time` context value do — `2024-05-17T14:30:00+02:00`. The
 * instant is exact and the user's wall-clock time stays readable. Values with `Z` or seconds (a
 * default from the clock) are accepted; the picker writes zero seconds. Text that is not such a
 * date-time is reported with `validation.dateTime`.
 * @public
 */
export const dateTimeFieldType = defineFieldType({
  type: 'date_time',
  defaultOptions: {},
  optionsSchema: { type: 'object', additionalProperties: false },
  valueSchema: { type: ['string', 'null'], pattern: ISO_WITH_OFFSET },
  emptyValue: null,
  validate(value, { path }) {
    if (value === null || isZonedDateTimeString(value)) return [];
    return [{ path, messageKey: 'validation.dateTime' }];
  },
});
