import { generateCode } from '../conditions/conditionCodeGeneration';
import { IDENTIFIER } from '../conditions/generateConditionCode';
import type { FramePredicate } from './compileQueryFilter';
import { SOURCE_TEXT } from './generatedPropertyReader';
import type { ScalarCheck, ValueTest } from './matchTests';

// A filter on a row's own field reads the field and tests it: two calls, and a number read out
// of a record (a double field) is boxed into a fresh heap number to be passed to the test unless
// V8 inlines both, which a long pipeline's budget does not always allow — a number allocated per
// row, and collectors run to clear them. Generated for the filter (`new Function`, behind the
// engine's one switch), the read and the common case of its test (ScalarCheck: a number against
// a number, a text against a word) are one function: the number is compared where it is read,
// and the test is called only for other values. The value is read after the data is known to be
// an object, not chosen by a conditional expression (`... ? data.x : undefined`): a number met
// there with undefined is boxed even where it is then only compared. As for generated readers
// (generatedPropertyReader.ts), only a plain identifier is written into source, and operators
// from a fixed list; the constant and the test come in as arguments.

/** Where the field is read from: a record's data in a frame, or a frame's row. @internal */
export type FieldSource = 'frameRecord' | 'row';

const OPERATORS: ReadonlySet<string> = new Set(['>', '>=', '<', '<=', '===', '!==']);
const TYPES: ReadonlySet<string> = new Set(['number', 'string']);

/**
 * A predicate answering `test(field value)` for the plain property `name` of a frame's record
 * data or row — the value read as `generatedPropertyReader` reads it — with `check` answered in
 * place; undefined where code is not generated (off, refused, a name that is not an identifier
 * or is inherited).
 * @internal
 */
export function generatedFieldTest(
  source: FieldSource,
  name: string,
  check: ScalarCheck,
  test: ValueTest,
): FramePredicate | undefined {
  if (!IDENTIFIER.test(name) || name in Object.prototype) return undefined;
  if (!OPERATORS.has(check.operator) || !TYPES.has(check.type)) return undefined;
  return generateCode(
    () =>
      new Function(
        'operand',
        'test',
        `'use strict'; return function fieldTest(input) { ${SOURCE_TEXT[source]} ` +
          "if (typeof data !== 'object' || data === null) return test(undefined); " +
          `const value = data.${name}; ` +
          `if (typeof value === '${check.type}') return value ${check.operator} operand; ` +
          'return test(value); };',
      )(check.operand, test) as FramePredicate,
  );
}
