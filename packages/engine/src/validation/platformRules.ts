import { matchDateInputFormat } from '../dates/dateInputFormats';
import { DATE_FORMATS, type DateFormat } from '../definitions/enumerations';
import { toFiniteNumber } from '../functions/toFiniteNumber';
import { isEmptyValue } from '../plugins/defineFieldType';
import { validateTimeInterval } from '../timeIntervals/timeInterval';
import { createDecimalPattern, isDecimalWith } from './decimalPattern';
import { defineValidationRule } from './defineValidationRule';
import { isSameJsonValue } from './isSameJsonValue';
import { countParam, listParam, numberParam, optionalCountParam } from './ruleParams';

// The platform's own rules (spec 001 §5.1, spec 002 §5). Empty values pass every rule here but
// decimal ("empty fails") and files_required.

// A letter of the Latin script — a–z and the accented letters of Polish and other Latin-script
// languages (ą, ł, ż, é, ß) — as opposed to Cyrillic, Greek, CJK...; digits are ASCII only.
const LATIN_LETTER = '(?:(?=\\p{L})\\p{Script=Latin})';
const NAME_TOKEN = new RegExp(`^(?:${LATIN_LETTER}|[0-9_-])+$`, 'u');
const ROUTE_PATH = new RegExp(`^(?:${LATIN_LETTER}|[0-9_/-])+$`, 'u');
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/**
 * decimal: a number of the spec's grammar with at most `decimals` places (any when the
 * parameter is absent); see `createDecimalPattern`. Empty fails. Message parameter `decimals`.
 * @public
 */
export const decimalRule = defineValidationRule({
  name: 'decimal',
  prepare: (params, issues) => {
    const decimals = optionalCountParam(params, 'decimals', issues);
    return { decimals, pattern: createDecimalPattern(decimals) };
  },
  messageParams: (_, params) =>
    params.decimals === undefined ? {} : { decimals: params.decimals },
  validate: (value, params) => isDecimalWith(params.pattern, value),
});

/** more_than: a number (or numeric text) greater than `moreThan`. @public */
export const moreThanRule = defineValidationRule({
  name: 'more_than',
  prepare: (params, issues) => ({ moreThan: numberParam(params, 'moreThan', issues) }),
  messageParams: (_, params) => ({ moreThan: params.moreThan }),
  validate: (value, params) => {
    if (isEmptyValue(value)) return true;
    const number = toFiniteNumber(value);
    return number !== null && number > params.moreThan;
  },
});

/** minArrayLength: a list of at least `min` items; anything that is not a list passes. @public */
export const minArrayLengthRule = defineValidationRule({
  name: 'minArrayLength',
  prepare: (params, issues) => ({ min: countParam(params, 'min', issues) }),
  messageParams: (_, params) => ({ min: params.min }),
  validate: (value, params) => !Array.isArray(value) || value.length >= params.min,
});

/** maxArrayLength: a list of at most `max` items; anything that is not a list passes. @public */
export const maxArrayLengthRule = defineValidationRule({
  name: 'maxArrayLength',
  prepare: (params, issues) => ({ max: countParam(params, 'max', issues) }),
  messageParams: (_, params) => ({ max: params.max }),
  validate: (value, params) => !Array.isArray(value) || value.length <= params.max,
});

/** notOneOf: not equal (structurally) to any of `values`. @public */
export const notOneOfRule = defineValidationRule({
  name: 'notOneOf',
  prepare: (params, issues) => ({ values: listParam(params, 'values', issues) }),
  validate: (value, params) =>
    isEmptyValue(value) || !params.values.some((other) => isSameJsonValue(value, other)),
});

/** name_token: Latin-script letters (Polish ones included), digits 0–9, `_` and `-`. @public */
export const nameTokenRule = defineValidationRule({
  name: 'name_token',
  validate: (value) => isEmptyValue(value) || NAME_TOKEN.test(textOf(value) ?? ''),
});

/** routePath: Latin-script letters, digits 0–9, `/`, `_` and `-` (spec 001 §2). @public */
export const routePathRule = defineValidationRule({
  name: 'routePath',
  validate: (value) => isEmptyValue(value) || ROUTE_PATH.test(textOf(value) ?? ''),
});

/** hex_color: `#` and 3, 6 or 8 hex digits (spec 002 §5). @public */
export const hexColorRule = defineValidationRule({
  name: 'hex_color',
  validate: (value) => isEmptyValue(value) || (typeof value === 'string' && HEX_COLOUR.test(value)),
});

/**
 * date_format: a strict date string in one of `formats` (default DATE and ISO, spec 001 §5.1
 * "date strings must match the strict date or ISO formats"). ISO needs `Z` or an offset (the
 * engine never guesses a zone); ISO_UTC needs `Z`; FULL and FULL_NO_SECS are the spec's
 * `yyyy-MM-dd HH:mm[:ss]`. Calendar ranges are checked: no 30 February.
 * @public
 */
export const dateFormatRule = defineValidationRule({
  name: 'date_format',
  prepare: (params, issues) => {
    const written = params.formats ?? ['DATE', 'ISO'];
    const valid =
      Array.isArray(written) &&
      written.length > 0 &&
      written.every((format) => (DATE_FORMATS as readonly unknown[]).includes(format));
    if (!valid) {
      issues.push({
        path: 'params.formats',
        message: `must list some of ${DATE_FORMATS.join(', ')}`,
      });
    }
    return { formats: new Set<DateFormat>(valid ? (written as DateFormat[]) : []) };
  },
  messageParams: (_, params) => ({ formats: [...params.formats] }),
  validate: (value, params) => {
    if (isEmptyValue(value)) return true;
    if (typeof value !== 'string') return false;
    const parts = matchDateInputFormat(value);
    if (parts === null) return false;
    switch (parts.format) {
      case 'ISO':
        return (
          parts.offsetMinutes !== undefined &&
          (params.formats.has('ISO') || (params.formats.has('ISO_UTC') && value.endsWith('Z')))
        );
      case 'DATE':
      case 'FULL':
      case 'FULL_NO_SECS':
        return params.formats.has(parts.format);
      default:
        return false;
    }
  },
});

/**
 * time_interval: a valid start date and numeric duration parts (see `validateTimeInterval`);
 * each problem points at the offending part.
 * @public
 */
export const timeIntervalRule = defineValidationRule({
  name: 'time_interval',
  validate: (value) =>
    isEmptyValue(value) ||
    validateTimeInterval(value).map((problem) => ({
      path: problem.path,
      params: problem.params ?? {},
    })),
});

/**
 * files_required: at least one file that is not marked deleted (spec 001 §5.1 "a file upload
 * needs at least one file"). The value is a document (`{ files: [...] }`), a file, or a list of
 * either.
 * @public
 */
export const filesRequiredRule = defineValidationRule({
  name: 'files_required',
  validate: (value) => countFiles(value) > 0,
});

/** notArray: a list is not allowed (an upload in single mode, spec 002 §5). @public */
export const notArrayRule = defineValidationRule({
  name: 'notArray',
  validate: (value) => !Array.isArray(value),
});

function countFiles(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + countFiles(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const record = value as Record<string, unknown>;
  if (record.deleted === true) return 0;
  return Array.isArray(record.files) ? countFiles(record.files) : 1;
}
