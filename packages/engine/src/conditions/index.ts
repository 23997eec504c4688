export { compareValues, valuesEqual } from './compareValues';
export { CONDITION_TYPES, compileCondition, validateCondition } from './compileCondition';
export {
  ARRAY_POSITION_TYPES,
  WILDCARD_ARRAY_POSITION,
} from './compileValueAccess';
export type {
  AndCondition,
  AnotherFieldCompareValue,
  CompareValue,
  CompareValueCondition,
  ComparisonOperator,
  CompiledCondition,
  ConditionDefinition,
  ConstantCondition,
  ConstCompareValue,
  ExpressionCompareValue,
  IsEmptyCondition,
  NonEmptyCondition,
  OrCondition,
  RangeCompareValue,
  SingleCompareValue,
} from './condition.types';
export { setConditionCodeGeneration } from './conditionCodeGeneration';
export { conditionSchema } from './conditionSchema';
export { COMPARISON_OPERATORS } from './operators';
export type {
  AbsoluteArrayAccess,
  AccessPathSegment,
  ArrayAccess,
  ArrayPositionType,
  FieldValueAccess,
  RelativeArrayAccess,
} from './valueAccess.types';
