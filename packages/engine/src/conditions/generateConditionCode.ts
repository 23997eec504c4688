import type { EvaluationContext } from '../host/evaluationContext.types';
import { isBlank, numericValue, ValueKind } from './compareValues';
import type { ConditionProgram } from './conditionProgram';
import {
  between,
  betweenTexts,
  includedInText,
  includesAllWords,
  includesNoWord,
  includesText,
  type Leaf,
  numberIn,
  orderAnswer,
  runTest,
  TestCode,
  textOrder,
} from './conditionTests';

// The second tier of a compiled condition: its tree written out as one JavaScript function,
// and/or as `&&`/`||`, each leaf's test as the expression its plan chose (conditionTests.ts),
// so that every condition has its own code and its own branches, as a hand-written closure
// does. The slow path of every test is the branch program's own function, called with the
// leaf record, so both tiers answer from one set of tests (property tests hold them together).
//
// Nothing of a definition becomes source text: constants, field ids that are not plain
// identifiers, leaf records and helpers are handed to the generated code as values (`k0`,
// `k1`...). The source holds only our own tokens, numbers written by `String(number)` and field
// ids matching IDENTIFIER, so no tenant-authored text is ever parsed as code.

/**
 * A field id written as `v.id`: letters, digits, `_` and `$`, not starting with a digit.
 * @internal
 */
export const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Beyond this many words an array operator's test calls its function instead of `includes` each. */
const INLINE_WORDS = 8;

/**
 * Beyond this much source a condition keeps the branch program: V8 does not optimise very large
 * functions, and a definition that big is not a hot form condition.
 */
const MAX_SOURCE_LENGTH = 50_000;

/** The values a generated function closes over, and their names in its source. */
class Bindings {
  readonly values: unknown[] = [];
  private readonly names = new Map<unknown, string>();

  /** The name of `value` in the source (one name per distinct value). */
  name(value: unknown): string {
    let name = this.names.get(value);
    if (name === undefined) {
      name = `k${this.values.length}`;
      this.values.push(value);
      this.names.set(value, name);
    }
    return name;
  }

  /** A number or boolean as a literal, anything else by name. */
  literal(value: unknown): string {
    if (typeof value === 'boolean') return String(value);
    if (typeof value === 'number' && Number.isFinite(value)) {
      return value < 0 ? `(${value})` : String(value);
    }
    return this.name(value);
  }

  /** `v.id` for a plain identifier, otherwise `v[kN]`. */
  field(fieldId: string): string {
    return IDENTIFIER.test(fieldId) ? `v.${fieldId}` : `v[${this.name(fieldId)}]`;
  }
}

/** The operator of an ordering leaf (what a negative, zero and positive order answer). */
function orderingOperator(leaf: Leaf): string | undefined {
  if (leaf.less && !leaf.greater) return leaf.same ? '<=' : '<';
  if (leaf.greater && !leaf.less) return leaf.same ? '>=' : '>';
  return undefined;
}

/**
 * `x`, a string, is not blank. A string from `!` on starts with a character above the blanks and
 * control characters (one comparison, no character read inline); any other string asks
 * `isBlank`. Written after the comparison it guards, so it runs only when that one holds.
 */
function notBlank(b: Bindings): string {
  return `(x >= '!' || !${b.name(isBlank)}(x))`;
}

/**
 * Whether every string ordered after `text` (`x > text`, `x >= text`) is not blank: blank
 * strings are empty or start with a blank or control character, so they sort before any text
 * that starts with a character above those.
 */
function sortsAfterBlanks(text: string): boolean {
  return text.length !== 0 && text.charCodeAt(0) > 32;
}

/** Whether `text` has a character that is not a blank (so no blank string contains it). */
function hasNonBlank(text: string): boolean {
  return text.trim() !== '';
}

/** Whether no part of `text` is a blank or a control character (so no part of it is blank). */
function hasNoBlankCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) <= 32) return false;
  }
  return true;
}

/**
 * By string length, the least integer of that many digits. A string of up to six characters
 * that `+x` reads as at least this much writes its number in the spec's grammar, so `+x` is
 * what `numericValue` gives: the strings `+x` reads beyond that grammar do not reach it (blank
 * text reads as 0, `0x`/`0o`/`0b` literals of up to six characters as less, `Infinity` is
 * longer).
 */
const LEAST_BY_LENGTH = new Float64Array([
  Number.POSITIVE_INFINITY,
  1,
  10,
  100,
  1000,
  10_000,
  100_000,
]);

/**
 * Sets `y` to the number the string `x` writes and is true, or is false when it writes none
 * (spec grammar: `numericValue`). A string of up to six characters that `+x` reads as at least
 * the least integer of its length (an integer written without leading zeros or blanks, the
 * commonest numeric text) is read inline, and V8 can share that `+x` between the leaves of a
 * condition reading the same value; any other string calls `numericValue`.
 */
function numericText(b: Bindings): string {
  return `(x.length < 7 && (y = +x) >= ${b.name(LEAST_BY_LENGTH)}[x.length] || (y = ${b.name(numericValue)}(x)) === y)`;
}

/**
 * `slowPath` unless `x` is null or undefined, for which the tests using it answer false: the
 * slow path is then never called for a missing value, and V8 leaves it out of the optimised
 * code of conditions whose other values all take the fast path.
 */
function unlessEmpty(slowPath: string): string {
  return `x !== null && x !== undefined && ${slowPath}`;
}

/**
 * One leaf's test, before `negate`, as a parenthesised expression over `c` (the context), `v`
 * (its values), `x` (set first to the left value) and `y`.
 */
function writeLeaf(leaf: Leaf, b: Bindings): string {
  const left = leaf.read === undefined ? b.field(leaf.fieldId) : `${b.name(leaf.read)}(c)`;
  const x = `(x = ${left})`;
  const self = () => b.name(leaf);
  switch (leaf.test) {
    case TestCode.Identical:
      return `(${left} === ${b.literal(leaf.value)})`;
    case TestCode.Empty:
      // A string before `!` is empty or starts with a blank or control character: only those
      // ask isBlank.
      return `(${x} === null || x === undefined || (typeof x === 'string' ? x.length === 0 || (x < '!' && ${b.name(isBlank)}(x)) : Array.isArray(x) && x.length === 0))`;
    case TestCode.EqualNumber:
      // A string equals the number only as the number it writes (orderText).
      return `(typeof ${x} === 'number' ? x === ${b.literal(leaf.number)} : typeof x === 'string' && ${numericText(b)} && y === ${b.literal(leaf.number)})`;
    case TestCode.Order: {
      const operator = orderingOperator(leaf);
      if (leaf.kind !== ValueKind.Number || operator === undefined) break;
      const limit = b.literal(leaf.number);
      // A numeric string (a number typed into a text field) compares as its number.
      return `(typeof ${x} === 'number' ? x ${operator} ${limit} : typeof x === 'string' && ${numericText(b)} ? y ${operator} ${limit} : ${unlessEmpty(`${b.name(orderAnswer)}(x, ${self()}, c)`)})`;
    }
    case TestCode.TextOrder: {
      const operator = orderingOperator(leaf);
      if (operator === undefined) break;
      // A date constant against a longer string may be a date-time: the full rules decide.
      const short = leaf.kind === ValueKind.Date ? ' && x.length < 16' : '';
      // A blank string answers false; after the constant, no string is blank.
      const after = operator.startsWith('>') && sortsAfterBlanks(leaf.text);
      const test = `x ${operator} ${b.name(leaf.text)}${after ? '' : ` && ${notBlank(b)}`}`;
      return `(typeof ${x} === 'string'${short} ? ${test} : ${unlessEmpty(`${b.name(textOrder)}(x, ${self()}, c)`)})`;
    }
    case TestCode.BetweenNumbers: {
      const start = b.literal(leaf.start!.number);
      const end = b.literal(leaf.end!.number);
      return `(typeof ${x} === 'number' ? x >= ${start} && x <= ${end} : typeof x === 'string' && ${numericText(b)} ? y >= ${start} && y <= ${end} : ${unlessEmpty(`${b.name(between)}(x, ${self()}, c)`)})`;
    }
    case TestCode.BetweenTexts: {
      const { start, end } = leaf;
      const bounds = [
        start === undefined ? undefined : `x >= ${b.name(start.text)}`,
        end === undefined ? undefined : `x <= ${b.name(end.text)}`,
      ].filter((bound) => bound !== undefined);
      // A blank string answers false; at or after the start, no string is blank.
      if (start === undefined || !sortsAfterBlanks(start.text)) bounds.push(notBlank(b));
      // A date bound against a longer string that may be a date-time: the full rules decide.
      const short =
        start?.kind === ValueKind.Date || end?.kind === ValueKind.Date ? ' && x.length < 16' : '';
      return `(typeof ${x} === 'string'${short} ? ${bounds.join(' && ')} : ${unlessEmpty(`${b.name(betweenTexts)}(x, ${self()}, c)`)})`;
    }
    case TestCode.WordInFew:
      // Words equal only identical strings.
      if (leaf.items.length === 0) break;
      return `(${leaf.items.map((item, index) => `${index === 0 ? x : 'x'} === ${b.name(item)}`).join(' || ')})`;
    case TestCode.WordIn:
      return `(typeof ${x} === 'string' && ${b.name(leaf.words)}.has(x))`;
    case TestCode.NumberIn:
      return `(typeof ${x} === 'number' ? ${b.name(leaf.words)}.has(x) : ${unlessEmpty(`${b.name(numberIn)}(x, ${b.name(leaf.words)})`)})`;
    case TestCode.IncludesText: {
      const inList =
        leaf.kind === ValueKind.Text
          ? `Array.isArray(x) ? x.includes(${b.name(leaf.value)}) : `
          : '';
      // A blank string answers false; one holding a text with a non-blank character is not blank.
      const guard = hasNonBlank(leaf.text) ? '' : ` && ${notBlank(b)}`;
      return `(typeof ${x} === 'string' ? x.includes(${b.name(leaf.text)})${guard} : ${inList}${unlessEmpty(`${b.name(includesText)}(x, ${self()}, c)`)})`;
    }
    case TestCode.IncludedInText: {
      // A blank string answers false; a part of a text without blank characters is blank only
      // when empty.
      const guard = hasNoBlankCharacter(leaf.text) ? 'x.length !== 0' : notBlank(b);
      return `(typeof ${x} === 'string' ? ${b.name(leaf.text)}.includes(x) && ${guard} : ${unlessEmpty(`${b.name(includedInText)}(x, ${self()})`)})`;
    }
    case TestCode.IncludesAllWords:
    case TestCode.IncludesNoWord: {
      const { items } = leaf;
      if (items.length === 0 || items.length > INLINE_WORDS) break;
      const all = leaf.test === TestCode.IncludesAllWords;
      const each = items.map((item) => `${all ? '' : '!'}x.includes(${b.name(item)})`);
      const slow = all ? includesAllWords : includesNoWord;
      // A missing value holds none of the (one or more) words.
      const missing = all ? 'x !== null && x !== undefined &&' : 'x === null || x === undefined ||';
      return `(Array.isArray(${x}) ? ${each.join(' && ')} : ${missing} ${b.name(slow)}(x, ${self()}))`;
    }
    case TestCode.Read: {
      const right =
        leaf.rightFieldId === '' ? `${b.name(leaf.rightRead)}(c)` : b.field(leaf.rightFieldId);
      const apply = `${b.name(leaf.apply)}(x, y, c.host.timeZone)`;
      const operator = orderingOperator(leaf);
      if (!leaf.ordering || operator === undefined) return `(${x}, (y = ${right}), ${apply})`;
      // An empty side orders with nothing.
      return `(${x}, (y = ${right}), typeof x === 'number' && typeof y === 'number' ? x ${operator} y : ${unlessEmpty(`y !== null && y !== undefined && ${apply}`)})`;
    }
  }
  return `${b.name(runTest)}(${left}, ${self()}, c)`;
}

/**
 * A condition's tree as generated JavaScript. Throws when code cannot be generated here (a
 * Content-Security-Policy without `unsafe-eval` makes `new Function` throw an `EvalError`); the
 * caller keeps the branch program then. Undefined for a tree too large to be worth it.
 * @internal
 */
export function generateConditionCode(
  program: ConditionProgram,
): ((context: EvaluationContext) => boolean) | undefined {
  const bindings = new Bindings();
  const parts = program.shape.split('@');
  let body = parts[0]!;
  let leaf = program.first;
  for (let index = 1; index < parts.length; index += 1) {
    const test = writeLeaf(leaf!, bindings);
    body += `${leaf!.negate ? `!${test}` : test}${parts[index]}`;
    leaf = leaf!.next;
  }
  if (body.length > MAX_SOURCE_LENGTH) return undefined;
  const names = bindings.values.map((_, index) => `k${index} = K[${index}]`);
  const source = [
    "'use strict';",
    names.length > 0 ? `const ${names.join(', ')};` : '',
    `return function condition(c) { const v = c.values; let x, y; return ${body}; };`,
  ].join('\n');
  // The source holds no definition text (see the top of this file).
  const create = new Function('K', source) as (
    values: readonly unknown[],
  ) => (context: EvaluationContext) => boolean;
  return create(bindings.values);
}
