import {
  defineFieldType,
  type FieldValidationContext,
  matchDateInputFormat,
} from '@tessera/engine';
import './fieldsBasic.types';
import { type FieldClock, resolveMinDate, todayOf } from './resolveMinDate';
import type { DateFieldOptions } from './temporalFieldOptions.types';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Whether `text` is a strict calendar date `yyyy-MM-dd` (spec 001 §5.1: no 30 February). @public */
export function isDateString(text: string): boolean {
  return matchDateInputFormat(text)?.format === 'DATE';
}

/**
 * A calendar date, stored as `yyyy-MM-dd` (a day, no time and no zone) or null. Spec 002 §5: not
 * before `minDate`, nor before today when `onlyFuture` is on. Problems use `validation.date` for
 * text that is not a strict date and `validation.minDate` (`minDate`) for an earlier one.
 *
 * Today needs a clock: the engine's validation context does not carry one yet, so `onlyFuture` is
 * checked here only when the context also has `now` and `timeZone` (the host's); the runtime
 * picker blocks earlier days in any case.
 * @public
 */
export const dateFieldType = defineFieldType({
  type: 'date',
  defaultOptions: { minDate: null, onlyFuture: false },
  optionsSchema: {
    type: 'object',
    properties: {
      minDate: { type: ['string', 'null'], pattern: DATE_PATTERN },
      onlyFuture: { type: 'boolean' },
    },
    required: ['minDate', 'onlyFuture'],
    additionalProperties: false,
  },
  valueSchema: { type: ['string', 'null'], pattern: DATE_PATTERN },
  emptyValue: null,
  validate(value, context: FieldValidationContext<DateFieldOptions> & FieldClock) {
    const { options, path } = context;
    if (value === null) return [];
    if (!isDateString(value)) return [{ path, messageKey: 'validation.date' }];
    const minDate = resolveMinDate(options, todayOf(context));
    if (minDate !== null && value < minDate) {
      return [{ path, messageKey: 'validation.minDate', params: { minDate } }];
    }
    return [];
  },
});
