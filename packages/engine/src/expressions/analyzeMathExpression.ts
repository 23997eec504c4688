import type {
  ConditionalNode,
  ConstantNode,
  FunctionNode,
  MathNode,
  OperatorNode,
  ParenthesisNode,
  RelationalNode,
  SymbolNode,
} from 'mathjs/number';
import type { DefinitionIssue } from '../definitions/definitionError';
import { ALLOWED_MATH_FUNCTIONS, ALLOWED_MATH_OPERATORS } from './allowedMathFunctions';
import { DISABLED_MATH_FUNCTIONS, disabledFunctionMessage, parseMathSource } from './mathInstance';
import { countDecimals } from './roundToDecimals';

/**
 * The longest accepted expression source, in characters. Parsing and evaluation cost grow with
 * the tree, so a bound keeps one definition from stalling a form.
 * @public
 */
export const MAX_MATH_EXPRESSION_LENGTH = 2000;

/**
 * How deeply parentheses, function calls, conditionals and unary operators may nest. People do
 * not write deeper, and the parser recurses several frames per level, so the bound keeps it and
 * the compiled closures far from any JavaScript engine's stack limit. Chains of binary operators
 * (`a + b + ...`) do not nest this way; their length is bounded by
 * {@link MAX_MATH_EXPRESSION_LENGTH}.
 * @public
 */
export const MAX_MATH_EXPRESSION_NESTING = 100;

/**
 * What the engine learns from one expression source: the checked tree (only when there are no
 * issues), its variables in order of first use, and the most decimals among its numeric literals.
 * @internal
 */
export interface MathExpressionAnalysis {
  readonly tree: MathNode | null;
  readonly variables: readonly string[];
  readonly literalDecimals: number;
  /**
   * Places to add to each variable's own (aligned with `variables`): 2 for a variable under a
   * percentage (`a%` is a / 100), 4 under two, otherwise 0.
   */
  readonly extraDecimals: readonly number[];
  readonly issues: readonly DefinitionIssue[];
}

const DISABLED = new Set(DISABLED_MATH_FUNCTIONS);
const NESTED_TOO_DEEPLY = `Expression nests more than ${MAX_MATH_EXPRESSION_NESTING} levels deep`;

const REJECTED_NODE_MESSAGES: Readonly<Record<string, string>> = {
  AccessorNode: 'Property and index access (such as a.b or a[1]) is not allowed',
  IndexNode: 'Property and index access (such as a.b or a[1]) is not allowed',
  AssignmentNode: 'Assignments are not allowed',
  FunctionAssignmentNode: 'Function definitions are not allowed',
  BlockNode: 'Only one expression is allowed (no ";" and no line breaks between expressions)',
  ArrayNode: 'Array literals are not allowed',
  ObjectNode: 'Object literals are not allowed',
  RangeNode: 'Ranges (a:b) are not allowed',
};

/**
 * Parses an expression and checks its tree against the allow-list of node types, operators and
 * functions. Never throws: every problem becomes an issue with an empty path (the expression
 * itself), and the tree is returned only when there are none.
 * @internal
 */
export function analyzeMathExpression(source: string): MathExpressionAnalysis {
  const rejected = (...messages: string[]): MathExpressionAnalysis => ({
    tree: null,
    variables: [],
    literalDecimals: 0,
    extraDecimals: [],
    issues: messages.map((message) => ({ path: '', message })),
  });
  if (typeof source !== 'string' || source.trim() === '') return rejected('Expression is empty');
  if (source.length > MAX_MATH_EXPRESSION_LENGTH) {
    return rejected(`Expression is longer than ${MAX_MATH_EXPRESSION_LENGTH} characters`);
  }
  let tree: MathNode;
  try {
    tree = parseMathSource(source);
  } catch (error) {
    // A stack overflow in the recursive-descent parser: the input nests far too deeply.
    if (error instanceof RangeError) return rejected(NESTED_TOO_DEEPLY);
    return rejected(`Syntax error: ${error instanceof Error ? error.message : String(error)}`);
  }

  const messages = new Set<string>();
  const variables = new Set<string>();
  let literalDecimals = 0;
  // Inside `x%` every input is divided by 100: literals and variables there bring 2 more places
  // (`23%` is the input 0.23, not the inputs 23 and 100).
  let percentDepth = 0;
  const percentVariables = new Map<string, number>();

  const visit = (node: MathNode, nesting: number): void => {
    if (nesting > MAX_MATH_EXPRESSION_NESTING) messages.add(NESTED_TOO_DEEPLY);
    else visitNode(node, nesting);
  };

  const visitNode = (node: MathNode, nesting: number): void => {
    const inner = nesting + 1;
    switch (node.type) {
      case 'ConstantNode': {
        const value: unknown = (node as ConstantNode).value;
        if (typeof value === 'number' && Number.isFinite(value)) {
          literalDecimals = Math.max(literalDecimals, countDecimals(value) + 2 * percentDepth);
        } else if (typeof value === 'string') {
          messages.add('Text values are not supported in math expressions');
        } else if (typeof value !== 'boolean') {
          messages.add(`The constant ${String(value)} is not supported in math expressions`);
        }
        return;
      }
      case 'SymbolNode': {
        const { name } = node as SymbolNode;
        if (DISABLED.has(name)) messages.add(disabledFunctionMessage(name));
        else if (Object.hasOwn(ALLOWED_MATH_FUNCTIONS, name)) {
          messages.add(`"${name}" is a function and cannot be used as a variable`);
        } else {
          variables.add(name);
          const extra = Math.max(percentVariables.get(name) ?? 0, 2 * percentDepth);
          if (extra > 0) percentVariables.set(name, extra);
        }
        return;
      }
      case 'FunctionNode': {
        const { fn, args } = node as FunctionNode<MathNode>;
        checkFunctionCall(fn, args.length, messages);
        for (const arg of args) visit(arg, inner);
        return;
      }
      case 'OperatorNode': {
        const operator = node as OperatorNode<never, never> & { isPercentage?: boolean };
        const { fn, op } = operator;
        const args = operator.args as MathNode[];
        if (!ALLOWED_MATH_OPERATORS.has(fn)) messages.add(`Operator "${op}" is not allowed`);
        const [operand] = args;
        if (operator.isPercentage && operand) {
          // `x%` is parsed as x / 100; the 100 is not an input of its own.
          percentDepth += 1;
          visit(operand, inner);
          percentDepth -= 1;
          return;
        }
        for (const arg of args) visit(arg, args.length === 1 ? inner : nesting);
        return;
      }
      case 'ParenthesisNode':
        visit((node as ParenthesisNode).content, inner);
        return;
      case 'ConditionalNode': {
        const { condition, trueExpr, falseExpr } = node as ConditionalNode;
        visit(condition, inner);
        visit(trueExpr, inner);
        visit(falseExpr, inner);
        return;
      }
      case 'RelationalNode': {
        // The parser only builds these from comparison operators; checked anyway so a future
        // parser change cannot widen what an expression may call.
        const { conditionals, params } = node as RelationalNode;
        for (const fn of conditionals) {
          if (!ALLOWED_MATH_OPERATORS.has(fn)) messages.add(`Operator "${fn}" is not allowed`);
        }
        for (const param of params) visit(param, nesting);
        return;
      }
      default:
        messages.add(REJECTED_NODE_MESSAGES[node.type] ?? `${node.type} is not allowed`);
    }
  };

  visit(tree, 0);
  if (messages.size > 0) return rejected(...messages);
  const names = [...variables];
  const extraDecimals = names.map((name) => percentVariables.get(name) ?? 0);
  return { tree, variables: names, literalDecimals, extraDecimals, issues: [] };
}

function checkFunctionCall(fn: MathNode, argumentCount: number, messages: Set<string>): void {
  if (fn.type !== 'SymbolNode') {
    messages.add('Only functions called by name, such as max(a, b), are allowed');
    return;
  }
  const { name } = fn as SymbolNode;
  if (DISABLED.has(name)) {
    messages.add(disabledFunctionMessage(name));
    return;
  }
  const arity = Object.hasOwn(ALLOWED_MATH_FUNCTIONS, name) ? ALLOWED_MATH_FUNCTIONS[name] : null;
  if (!arity) {
    messages.add(`Unknown function "${name}"`);
    return;
  }
  if (argumentCount < arity.min || (arity.max !== null && argumentCount > arity.max)) {
    messages.add(
      `Function "${name}" takes ${describeArity(arity.min, arity.max)}, got ${argumentCount}`,
    );
  }
}

function describeArity(min: number, max: number | null): string {
  const plural = (count: number) => `${count} argument${count === 1 ? '' : 's'}`;
  if (max === null) return `at least ${plural(min)}`;
  if (min === max) return plural(min);
  return `${min} to ${plural(max)}`;
}
