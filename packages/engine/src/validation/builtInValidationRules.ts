import { externalRule, uniqueRule } from './asyncRules';
import {
  emailRule,
  integerRule,
  isRule,
  maxRule,
  maxValueRule,
  minRule,
  minValueRule,
  numericRule,
  regexRule,
  requiredRule,
} from './libraryRules';
import {
  dateFormatRule,
  decimalRule,
  filesRequiredRule,
  hexColorRule,
  maxArrayLengthRule,
  minArrayLengthRule,
  moreThanRule,
  nameTokenRule,
  notArrayRule,
  notOneOfRule,
  routePathRule,
  timeIntervalRule,
} from './platformRules';
import type { ValidationRule } from './validationRule.types';

/**
 * Every rule of spec 001 §5.1 (plus notArray of spec 002 §5), keyed by the name definitions use.
 * @public
 */
export const BUILT_IN_VALIDATION_RULES: Readonly<Record<string, ValidationRule>> = Object.freeze(
  Object.fromEntries(
    [
      emailRule,
      requiredRule,
      maxRule,
      minRule,
      minValueRule,
      maxValueRule,
      numericRule,
      integerRule,
      isRule,
      regexRule,
      decimalRule,
      moreThanRule,
      minArrayLengthRule,
      maxArrayLengthRule,
      notOneOfRule,
      nameTokenRule,
      routePathRule,
      hexColorRule,
      dateFormatRule,
      timeIntervalRule,
      filesRequiredRule,
      notArrayRule,
      uniqueRule,
      externalRule,
    ].map((rule) => [rule.name, rule]),
  ),
);
