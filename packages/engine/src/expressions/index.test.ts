import { expect, it } from 'vitest';
import * as expressions from './index';

it('keeps the expressions area surface: a change to this list is a change to the public API', () => {
  expect(Object.keys(expressions).sort()).toEqual([
    'ALLOWED_MATH_FUNCTIONS',
    'ALLOWED_MATH_OPERATORS',
    'DISABLED_MATH_FUNCTIONS',
    'MATH_EXPRESSION_CACHE_SIZE',
    'MAX_MATH_EXPRESSION_LENGTH',
    'MAX_MATH_EXPRESSION_NESTING',
    'compileMathExpression',
    'countDecimals',
    'roundToDecimals',
    'toMathValue',
    'validateMathExpression',
  ]);
});
