import { matchDateInputFormat } from '../dates/dateInputFormats';
import type { FieldSchema } from '../definitions/fieldSchema.types';
import type { ProviderFieldValue } from '../definitions/providerField.types';
import { appendSegment } from '../definitions/readablePath';
import { isTimeInterval } from '../timeIntervals/timeInterval';

/** Why a value does not fit a provider field: where, and what was expected. @public */
export interface RecordValueIssue {
  readonly path: string;
  readonly message: string;
}

/** Longest text a record value may hold; anything longer is refused, not cut. @public */
export const MAX_RECORD_TEXT_LENGTH = 100_000;

/** Most items a list value (files, references, schema arrays) may hold. @public */
export const MAX_RECORD_LIST_LENGTH = 1_000;

const STRICT_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a value fits a provider field's value type (spec 001 §3.3), as the server checks every
 * written value before it reaches a record. Null is every type's empty value. Dates are
 * `YYYY-MM-DD`, date-times ISO 8601 with an offset, a time interval is `{startDate, duration,
 * recurrence?}`, uploaded files and system references are ids.
 * @returns the problems; empty when the value fits
 * @public
 */
export function checkRecordValue(
  fieldValue: ProviderFieldValue,
  value: unknown,
  path = '',
): RecordValueIssue[] {
  if (value === null) return [];
  switch (fieldValue.type) {
    case 'text':
      return checkText(value, path);
    case 'number':
      return isFiniteNumber(value) ? [] : [{ path, message: 'must be a number' }];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [{ path, message: 'must be true or false' }];
    case 'date':
      return isStrictDate(value) ? [] : [{ path, message: 'must be a date YYYY-MM-DD' }];
    case 'date_time':
      return isDateTime(value)
        ? []
        : [{ path, message: 'must be an ISO 8601 date-time with a time zone offset' }];
    case 'time_interval':
      return isTimeInterval(value) ? [] : [{ path, message: 'must be a time interval' }];
    case 'schema':
      return checkSchemaValue(fieldValue.schema, value, path);
    case 'upload_files':
      return checkIdList(value, path);
    case 'system_source_reference':
      return fieldValue.multiple ? checkIdList(value, path) : checkId(value, path);
  }
}

function checkSchemaValue(schema: FieldSchema, value: unknown, path: string): RecordValueIssue[] {
  if (value === null) return [];
  switch (schema.type) {
    case 'unknown':
      return [];
    case 'string':
      return checkText(value, path);
    case 'number':
      return isFiniteNumber(value) ? [] : [{ path, message: 'must be a number' }];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [{ path, message: 'must be true or false' }];
    case 'date_time':
      return typeof value === 'string' && matchDateInputFormat(value) !== null
        ? []
        : [{ path, message: 'must be a date' }];
    case 'time_interval':
      return isTimeInterval(value) ? [] : [{ path, message: 'must be a time interval' }];
    case 'relation':
      return checkId(value, path);
    case 'array': {
      if (!Array.isArray(value)) return [{ path, message: 'must be a list' }];
      if (value.length > MAX_RECORD_LIST_LENGTH) {
        return [{ path, message: `must have at most ${MAX_RECORD_LIST_LENGTH} items` }];
      }
      return value.flatMap((item, index) =>
        checkSchemaValue(schema.item, item, appendSegment(path, index)),
      );
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) {
        return [{ path, message: 'must be an object' }];
      }
      const record = value as Record<string, unknown>;
      const known = new Map(schema.properties.map((property) => [property.propertyName, property]));
      const issues: RecordValueIssue[] = [];
      for (const key of Object.keys(record)) {
        const property = known.get(key);
        const at = appendSegment(path, key);
        if (property === undefined) issues.push({ path: at, message: 'is not a property' });
        else issues.push(...checkSchemaValue(property.value, record[key], at));
      }
      return issues;
    }
  }
}

function checkText(value: unknown, path: string): RecordValueIssue[] {
  if (typeof value !== 'string') return [{ path, message: 'must be text' }];
  return value.length > MAX_RECORD_TEXT_LENGTH
    ? [{ path, message: `must be at most ${MAX_RECORD_TEXT_LENGTH} characters` }]
    : [];
}

function checkId(value: unknown, path: string): RecordValueIssue[] {
  return typeof value === 'string' && value.length > 0 && value.length <= 200
    ? []
    : [{ path, message: 'must be an id' }];
}

function checkIdList(value: unknown, path: string): RecordValueIssue[] {
  if (!Array.isArray(value)) return [{ path, message: 'must be a list of ids' }];
  if (value.length > MAX_RECORD_LIST_LENGTH) {
    return [{ path, message: `must have at most ${MAX_RECORD_LIST_LENGTH} items` }];
  }
  return value.flatMap((item, index) => checkId(item, appendSegment(path, index)));
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isStrictDate(value: unknown): boolean {
  if (typeof value !== 'string' || !STRICT_DATE.test(value)) return false;
  return matchDateInputFormat(value) !== null;
}

function isDateTime(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return false;
  }
  return !Number.isNaN(Date.parse(value)) && matchDateInputFormat(value.slice(0, 10)) !== null;
}
