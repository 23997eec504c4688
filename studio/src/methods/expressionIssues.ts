import {
  ALLOWED_MATH_FUNCTIONS,
  compileMathExpression,
  MAX_MATH_EXPRESSION_LENGTH,
  validateMathExpression,
} from '@tessera/engine';
import type { StudioMessageKey } from '../i18n/useStudioTranslation';

/**
 * One problem of a math expression, as the editor shows it: a studio text with its parameters
 * and the characters it is about (0-based, end exclusive) for the editor's marker. Errors stop
 * the expression from being saved; warnings (a name that is no field) do not.
 */
export interface ExpressionIssue {
  readonly severity: 'error' | 'warning';
  readonly key: StudioMessageKey;
  readonly params: Readonly<Record<string, string | number>>;
  readonly start: number;
  readonly end: number;
}

type Reading = Omit<ExpressionIssue, 'severity' | 'start' | 'end'> & { readonly name?: string };

const fixed: readonly (readonly [RegExp, StudioMessageKey])[] = [
  [/^Expression is empty$/, 'methods.expressionIssues.empty'],
  [/nests more than/, 'methods.expressionIssues.tooDeep'],
  [/^Text values/, 'methods.expressionIssues.text'],
  [/^Property and index access/, 'methods.expressionIssues.access'],
  [/^Assignments/, 'methods.expressionIssues.assignment'],
  [/^Function definitions/, 'methods.expressionIssues.functionDefinition'],
  [/^Only one expression/, 'methods.expressionIssues.block'],
  [/^Array literals/, 'methods.expressionIssues.array'],
  [/^Object literals/, 'methods.expressionIssues.object'],
  [/^Ranges/, 'methods.expressionIssues.range'],
];

/** How many arguments a function takes, in digits and signs any language reads. */
function expectedArguments(name: string): string {
  const arity = ALLOWED_MATH_FUNCTIONS[name];
  if (!arity) return '?';
  if (arity.max === null) return `≥ ${arity.min}`;
  return arity.min === arity.max ? String(arity.min) : `${arity.min}–${arity.max}`;
}

/** The studio's reading of one message of the engine's expression check. */
function readIssue(message: string): Reading {
  for (const [pattern, key] of fixed) {
    if (pattern.test(message)) return { key, params: {} };
  }
  let match = /^Expression is longer than/.exec(message);
  if (match)
    return { key: 'methods.expressionIssues.tooLong', params: { max: MAX_MATH_EXPRESSION_LENGTH } };
  match = /^Syntax error: (.*)$/s.exec(message);
  if (match) return { key: 'methods.expressionIssues.syntax', params: { detail: match[1] ?? '' } };
  match = /^Unknown function "(.+)"$/.exec(message);
  if (match?.[1]) {
    return {
      key: 'methods.expressionIssues.unknownFunction',
      params: { name: match[1] },
      name: match[1],
    };
  }
  match = /^Function "(.+)" takes .*, got (\d+)$/.exec(message);
  if (match?.[1]) {
    return {
      key: 'methods.expressionIssues.arity',
      params: { name: match[1], expected: expectedArguments(match[1]), count: Number(match[2]) },
      name: match[1],
    };
  }
  match = /^Function (\S+) is disabled$/.exec(message);
  if (match?.[1]) {
    return {
      key: 'methods.expressionIssues.disabledFunction',
      params: { name: match[1] },
      name: match[1],
    };
  }
  match = /^"(.+)" is a function and cannot be used as a variable$/.exec(message);
  if (match?.[1]) {
    return {
      key: 'methods.expressionIssues.functionAsVariable',
      params: { name: match[1] },
      name: match[1],
    };
  }
  match = /^Operator "(.+)" is not allowed$/.exec(message);
  if (match?.[1])
    return { key: 'methods.expressionIssues.operator', params: { operator: match[1] } };
  return { key: 'methods.expressionIssues.other', params: { detail: message } };
}

/** Where a name stands in the source as a whole word; null when it does not. */
function nameRange(source: string, name: string): { start: number; end: number } | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?<![A-Za-z0-9_])${escaped}(?![A-Za-z0-9_])`).exec(source);
  return found ? { start: found.index, end: found.index + name.length } : null;
}

/** The characters an issue is about: the named thing, the syntax error's place, else all. */
function rangeOf(source: string, message: string, name: string | undefined) {
  if (name !== undefined) {
    const range = nameRange(source, name);
    if (range) return range;
  }
  const char = /\(char (\d+)\)/.exec(message);
  if (char) {
    const start = Math.min(Math.max(Number(char[1]) - 1, 0), Math.max(source.length - 1, 0));
    return { start, end: Math.min(start + 1, source.length) };
  }
  return { start: 0, end: source.length };
}

/**
 * Every problem of a computed_expression source, as you type (issue 8): the engine's own check
 * (`validateMathExpression`: syntax, allowed functions and operators, argument counts), each
 * in the studio's words with the place it is about; then, for a valid expression, each name
 * that is neither in `knownNames` (the form's field ids and the expression's own variables)
 * nor bound — the engine would read an empty field for it.
 */
export function expressionIssues(
  source: string,
  knownNames: ReadonlySet<string>,
): readonly ExpressionIssue[] {
  const problems = validateMathExpression(source);
  if (problems.length > 0) {
    return problems.map(({ message }) => {
      const { name, ...reading } = readIssue(message);
      return { severity: 'error', ...reading, ...rangeOf(source, message, name) };
    });
  }
  const unknown = compileMathExpression(source).variables.filter((name) => !knownNames.has(name));
  return unknown.map((name) => ({
    severity: 'warning',
    key: 'methods.editor.unknownNames',
    params: { names: name },
    ...(nameRange(source, name) ?? { start: 0, end: source.length }),
  }));
}
