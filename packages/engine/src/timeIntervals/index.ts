export {
  canConvertToFormFields,
  createTimeInterval,
  isTimeInterval,
  TIME_INTERVAL_KIND_DURATIONS,
  TIME_INTERVAL_MESSAGE_KEY,
  timeIntervalFromFormFields,
  timeIntervalKindOf,
  timeIntervalToFormFields,
  validateTimeInterval,
} from './timeInterval';
export {
  DURATION_PARTS,
  type DurationPart,
  TIME_INTERVAL_RECURRENCES,
  type TimeInterval,
  type TimeIntervalDuration,
  type TimeIntervalFormFields,
  type TimeIntervalKind,
  type TimeIntervalRecurrence,
} from './timeInterval.types';
export { timeIntervalSchema } from './timeIntervalSchema';
