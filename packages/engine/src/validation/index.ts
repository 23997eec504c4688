export { BUILT_IN_VALIDATION_RULES } from './builtInValidationRules';
export {
  type CompiledValidation,
  type CompileValidationOptions,
  compileValidationRules,
  type ValidationContext,
  validateValue,
  validateValueSync,
} from './compileValidationRules';
export { createDecimalPattern, isDecimal } from './decimalPattern';
export {
  type AsyncValidationRuleInput,
  defineValidationRule,
  type SyncValidationRuleInput,
} from './defineValidationRule';
export { isSameJsonValue } from './isSameJsonValue';
export type {
  ExternalCheckResult,
  ValidationHost,
  ValidationHostRequest,
} from './validationHost.types';
export { VALIDATION_MESSAGE_DEFAULTS } from './validationMessages';
export type {
  AsyncValidationRule,
  ParamIssues,
  RuleFailure,
  RuleVerdict,
  SyncValidationRule,
  ValidationRule,
  ValidationRuleInput,
} from './validationRule.types';
