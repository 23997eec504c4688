import { describe, expect, it } from 'vitest';
import { MAX_MATH_EXPRESSION_LENGTH, MAX_MATH_EXPRESSION_NESTING } from './analyzeMathExpression';
import { validateMathExpression } from './validateMathExpression';

const messagesOf = (source: string) => validateMathExpression(source).map((issue) => issue.message);

describe('validateMathExpression: the allow-list checked when a definition is saved', () => {
  it.each([
    'a + b - c * d / e',
    'a ^ 2 + a mod 3 + a % 3',
    '-a + +b',
    '2a + 3(b + c)',
    'a == b or a != b and not (a < b) xor a <= b',
    'a < b <= c',
    'a > 0 ? a : -a',
    'price * 23%',
    'true + false',
    'round(a) + round(a, 2) + ceil(a, 1) + floor(a) + fix(a)',
    'abs(a) + sign(a) + sqrt(a) + cbrt(a) + exp(a) + log(a) + log(a, 10) + log10(a) + log2(a)',
    'pow(a, 2) + mod(a, 2) + atan2(a, b)',
    'min(a, b, c) + max(items) + sum(items) + mean(a, b) + median(items)',
    'sin(a) + cos(a) + tan(a) + asin(a) + acos(a) + atan(a)',
    'e * pi',
    'łąka + żółw_1 + $x',
  ])('accepts %s', (source) => {
    expect(validateMathExpression(source)).toEqual([]);
  });

  it.each([
    ['a["constructor"]', 'Property and index access (such as a.b or a[1]) is not allowed'],
    ['a.constructor', 'Property and index access (such as a.b or a[1]) is not allowed'],
    ['a["__proto__"].x', 'Property and index access (such as a.b or a[1]) is not allowed'],
    ['a[1]', 'Property and index access (such as a.b or a[1]) is not allowed'],
    ['a.toString()', 'Only functions called by name, such as max(a, b), are allowed'],
    ['a = 1', 'Assignments are not allowed'],
    ['a.b = 1', 'Assignments are not allowed'],
    ['f(x) = x ^ 2', 'Function definitions are not allowed'],
    ['a; b', 'Only one expression is allowed (no ";" and no line breaks between expressions)'],
    ['a\nb', 'Only one expression is allowed (no ";" and no line breaks between expressions)'],
    ['[1, 2]', 'Array literals are not allowed'],
    ['{a: 1}', 'Object literals are not allowed'],
    ['1:3', 'Ranges (a:b) are not allowed'],
    ['"abc"', 'Text values are not supported in math expressions'],
    ["'abc' + 1", 'Text values are not supported in math expressions'],
    ['null + 1', 'The constant null is not supported in math expressions'],
    ['undefined', 'The constant undefined is not supported in math expressions'],
    ['NaN', 'The constant NaN is not supported in math expressions'],
    ['Infinity', 'The constant Infinity is not supported in math expressions'],
    ['a!', 'Operator "!" is not allowed'],
    ['a & b', 'Operator "&" is not allowed'],
    ['a | b', 'Operator "|" is not allowed'],
    ['~a', 'Operator "~" is not allowed'],
    ['a << 2', 'Operator "<<" is not allowed'],
    ["a'", 'Operator "\'" is not allowed'],
    ['a .* b', 'Operator ".*" is not allowed'],
    ['a to b', 'Operator "to" is not allowed'],
    ['a ?? b', 'Operator "??" is not allowed'],
    ['foo(1)', 'Unknown function "foo"'],
    ['add(1, 2)', 'Unknown function "add"'],
    ['config({number: "BigNumber"})', 'Unknown function "config"'],
    ['max', '"max" is a function and cannot be used as a variable'],
    ['round(round)', '"round" is a function and cannot be used as a variable'],
    ['evaluate + 1', 'Function evaluate is disabled'],
    ['round(1, 2, 3)', 'Function "round" takes 1 to 2 arguments, got 3'],
    ['pow(2)', 'Function "pow" takes 2 arguments, got 1'],
    ['abs()', 'Function "abs" takes 1 argument, got 0'],
    ['max()', 'Function "max" takes at least 1 argument, got 0'],
  ])('rejects %s: %s', (source, message) => {
    expect(messagesOf(source)).toContain(message);
  });

  it("rejects a syntax error with the parser's position", () => {
    expect(messagesOf('1 +')).toEqual(['Syntax error: Unexpected end of expression (char 4)']);
  });

  it('rejects an empty expression', () => {
    expect(messagesOf('')).toEqual(['Expression is empty']);
    expect(messagesOf('   ')).toEqual(['Expression is empty']);
  });

  it(`rejects an expression longer than ${MAX_MATH_EXPRESSION_LENGTH} characters`, () => {
    const longest = `a${'+a'.repeat(999)} `;
    expect(longest).toHaveLength(MAX_MATH_EXPRESSION_LENGTH);
    expect(validateMathExpression(longest)).toEqual([]);
    expect(messagesOf(`${longest} `)).toEqual([
      `Expression is longer than ${MAX_MATH_EXPRESSION_LENGTH} characters`,
    ]);
  });

  it(`rejects nesting deeper than ${MAX_MATH_EXPRESSION_NESTING} levels instead of overflowing the stack`, () => {
    const tooDeep = `Expression nests more than ${MAX_MATH_EXPRESSION_NESTING} levels deep`;
    const parentheses = (levels: number) => `${'('.repeat(levels)}a${')'.repeat(levels)}`;
    const calls = (levels: number) => `${'abs('.repeat(levels)}a${')'.repeat(levels)}`;
    expect(validateMathExpression(parentheses(MAX_MATH_EXPRESSION_NESTING))).toEqual([]);
    expect(validateMathExpression(calls(MAX_MATH_EXPRESSION_NESTING))).toEqual([]);
    expect(messagesOf(parentheses(MAX_MATH_EXPRESSION_NESTING + 1))).toEqual([tooDeep]);
    expect(messagesOf(calls(MAX_MATH_EXPRESSION_NESTING + 1))).toEqual([tooDeep]);
    expect(messagesOf(parentheses(999))).toEqual([tooDeep]);
    expect(messagesOf(`${'-'.repeat(1999)}a`)).toEqual([tooDeep]);
    expect(messagesOf(`${'a ? a : '.repeat(150)}a`)).toEqual([tooDeep]);
  });

  it('accepts binary chains as long as the length limit allows', () => {
    expect(validateMathExpression(`a${'+a'.repeat(999)}`)).toEqual([]);
    expect(validateMathExpression(`a${'^a'.repeat(999)}`)).toEqual([]);
  });

  it('puts the issues at the path the expression has in its definition', () => {
    expect(validateMathExpression('foo(1)', 'methods[2].expression')).toEqual([
      { path: 'methods[2].expression', message: 'Unknown function "foo"' },
    ]);
  });

  it('lists every problem once, each with the empty path of the expression itself', () => {
    expect(validateMathExpression('a.b + foo(1) + foo(2) + import(x)')).toEqual([
      { path: '', message: 'Property and index access (such as a.b or a[1]) is not allowed' },
      { path: '', message: 'Unknown function "foo"' },
      { path: '', message: 'Function import is disabled' },
    ]);
  });
});
