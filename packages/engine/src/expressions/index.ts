export {
  ALLOWED_MATH_FUNCTIONS,
  ALLOWED_MATH_OPERATORS,
  type MathFunctionArity,
} from './allowedMathFunctions';
export { MAX_MATH_EXPRESSION_LENGTH, MAX_MATH_EXPRESSION_NESTING } from './analyzeMathExpression';
export {
  compileMathExpression,
  MATH_EXPRESSION_CACHE_SIZE,
  type MathExpression,
  type MathExpressionResult,
} from './compileMathExpression';
export { DISABLED_MATH_FUNCTIONS } from './mathInstance';
export { countDecimals, roundToDecimals } from './roundToDecimals';
export { type MathValue, toMathValue } from './toMathValue';
export { validateMathExpression } from './validateMathExpression';
