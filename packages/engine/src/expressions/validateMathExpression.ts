import type { DefinitionIssue } from '../definitions/definitionError';
import { analyzeMathExpression } from './analyzeMathExpression';

/**
 * Checks a computed_expression source without compiling it: syntax, allowed node types,
 * operators and functions (with argument counts), disabled functions, length and nesting.
 * Returns every problem as `{ path, message }` with the given path (where the expression sits in
 * its definition, `''` by default); empty when valid. For the studio's errors-as-you-type and
 * for saving a definition.
 * @example
 * validateMathExpression('a.b + foo(1)', 'methods[2].expression');
 * // [{ path: 'methods[2].expression', message: 'Property and index access ... is not allowed' },
 * //  { path: 'methods[2].expression', message: 'Unknown function "foo"' }]
 * @public
 */
export function validateMathExpression(source: string, path = ''): readonly DefinitionIssue[] {
  const { issues } = analyzeMathExpression(source);
  return path === '' ? issues : issues.map((issue) => ({ ...issue, path }));
}
