export {
  DATE_INPUT_FORMATS,
  type DateInputFormat,
  type DateParts,
  daysInMonth,
  matchDateInputFormat,
} from './dateInputFormats';
export { DATE_FORMAT_PATTERNS, formatDateValue } from './formatDateValue';
export { type ParsedDateValue, parseDateString, parseDateValue } from './parseDateValue';
export { assertTimeZone, isValidTimeZone } from './timeZone';
