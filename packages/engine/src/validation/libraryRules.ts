import { toFiniteNumber } from '../functions/toFiniteNumber';
import { isEmptyValue } from '../plugins/defineFieldType';
import { defineValidationRule } from './defineValidationRule';
import { isSameJsonValue } from './isSameJsonValue';
import { countParam, numberParam } from './ruleParams';

// The rules spec 001 §5.1 takes "from a validation library" (vee-validate), with its semantics:
// an empty value (null, undefined, blank text, empty list) passes every rule but `required` and
// `is`; a list passes when every item does; lengths count characters (code points) of the text.

const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
const DIGITS = /^[0-9]+$/;
const INTEGER = /^-?[0-9]+$/;

/** Applies `test` to a non-empty value, or to every item of a list. */
function eachItem(test: (item: unknown) => boolean): (value: unknown) => boolean {
  return (value) => {
    if (isEmptyValue(value)) return true;
    return Array.isArray(value) ? value.every(test) : test(value);
  };
}

function length(value: unknown): number {
  return Array.from(String(value)).length;
}

function isText(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number';
}

/** email: an e-mail address (vee-validate's pattern). @public */
export const emailRule = defineValidationRule({
  name: 'email',
  validate: eachItem((item) => typeof item === 'string' && EMAIL.test(item)),
});

/**
 * required: not null, undefined, blank text, an empty list or `false` (so a required checkbox
 * must be ticked, spec 002 §5). Objects, `0` and `true` are values.
 * @public
 */
export const requiredRule = defineValidationRule({
  name: 'required',
  validate: (value) => value !== false && !isEmptyValue(value),
});

/** max: text of at most `length` characters. @public */
export const maxRule = defineValidationRule({
  name: 'max',
  prepare: (params, issues) => ({ length: countParam(params, 'length', issues) }),
  validate: (value, params) =>
    eachItem((item) => isText(item) && length(item) <= params.length)(value),
});

/** min: text of at least `length` characters. @public */
export const minRule = defineValidationRule({
  name: 'min',
  prepare: (params, issues) => ({ length: countParam(params, 'length', issues) }),
  validate: (value, params) =>
    eachItem((item) => isText(item) && length(item) >= params.length)(value),
});

/** min_value: a number (or numeric text) of at least `min`. @public */
export const minValueRule = defineValidationRule({
  name: 'min_value',
  prepare: (params, issues) => ({ min: numberParam(params, 'min', issues) }),
  validate: (value, params) =>
    eachItem((item) => {
      const number = toFiniteNumber(item);
      return number !== null && number >= params.min;
    })(value),
});

/** max_value: a number (or numeric text) of at most `max`. @public */
export const maxValueRule = defineValidationRule({
  name: 'max_value',
  prepare: (params, issues) => ({ max: numberParam(params, 'max', issues) }),
  validate: (value, params) =>
    eachItem((item) => {
      const number = toFiniteNumber(item);
      return number !== null && number <= params.max;
    })(value),
});

/** numeric: digits only (0–9; no sign, no point). @public */
export const numericRule = defineValidationRule({
  name: 'numeric',
  validate: eachItem((item) => isText(item) && DIGITS.test(String(item))),
});

/** integer: an optional minus and digits. @public */
export const integerRule = defineValidationRule({
  name: 'integer',
  validate: eachItem((item) => isText(item) && INTEGER.test(String(item))),
});

/** is: equal to `other` (structurally, for lists and objects); empty values are compared too. @public */
export const isRule = defineValidationRule({
  name: 'is',
  prepare: (params) => ({ other: params.other }),
  validate: (value, params) => isSameJsonValue(value, params.other),
});

/**
 * regex: text matching `regex` (a pattern string, with optional `flags`; `g` and `y` are
 * dropped because they make a pattern stateful). The pattern is compiled once.
 * @public
 */
export const regexRule = defineValidationRule({
  name: 'regex',
  prepare: (params, issues) => {
    const { regex, flags = '' } = params;
    if (typeof regex !== 'string' || typeof flags !== 'string') {
      issues.push({ path: 'params.regex', message: 'must be a pattern string' });
      return { pattern: /(?:)/ };
    }
    try {
      return { pattern: new RegExp(regex, flags.replace(/[gy]/g, '')) };
    } catch {
      issues.push({ path: 'params.regex', message: `is not a valid regular expression: ${regex}` });
      return { pattern: /(?:)/ };
    }
  },
  messageParams: () => ({}),
  validate: (value, params) =>
    eachItem((item) => isText(item) && params.pattern.test(String(item)))(value),
});
