import { SCHEMA_IDS } from '../definitions/schemaIds';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { DURATION_PARTS, TIME_INTERVAL_RECURRENCES } from './timeInterval.types';

/** A strict `yyyy-MM-dd` date or an ISO 8601 date-time (ranges are checked by validateTimeInterval). @internal */
const START_DATE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}(:?\\d{2})?)?)?$';

/**
 * JSON Schema (draft-07) of a {@link TimeInterval} value. Calendar ranges (no 30 February) are
 * beyond a pattern; `validateTimeInterval` checks them.
 * @public
 */
export const timeIntervalSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.timeInterval,
  title: 'Time interval',
  type: 'object',
  required: ['startDate', 'duration'],
  additionalProperties: false,
  properties: {
    startDate: { type: 'string', pattern: START_DATE_PATTERN },
    duration: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(DURATION_PARTS.map((part) => [part, { type: 'number' }])),
    },
    recurrence: { enum: Object.values(TIME_INTERVAL_RECURRENCES) },
  },
};
