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
import { mathInstance } from './mathInstance';
import type { MathValue } from './toMathValue';

/**
 * A compiled expression: reads variable values by position (the order of `variables`).
 * @internal
 */
export type MathTreeEvaluator = (values: readonly MathValue[]) => unknown;

type MathFunction = (...args: unknown[]) => unknown;

const namespace = mathInstance as unknown as Readonly<Record<string, unknown>>;

/**
 * Turns a tree already checked by `analyzeMathExpression` into closures over the locked-down
 * instance's functions. It computes what mathjs' own `node.compile()` computes, with the same
 * functions, a lazy `?:`, and `and`/`or` short-circuiting as full mathjs does. The difference is
 * cost: mathjs looks every call up at evaluation time, first in the scope and then in the
 * namespace through its property guard (about 100-150 ns a call). Here each function is resolved
 * once, and variables are read from array slots, so a variable can never shadow a function.
 * Only the allow-listed node types are handled; anything else is a programming error and throws.
 * @internal
 */
export function compileMathTree(tree: MathNode, variables: readonly string[]): MathTreeEvaluator {
  const slots = new Map(variables.map((name, index) => [name, index]));
  const compile = (node: MathNode): MathTreeEvaluator => {
    switch (node.type) {
      case 'ConstantNode': {
        const value: unknown = (node as ConstantNode).value;
        return () => value;
      }
      case 'SymbolNode': {
        const slot = slots.get((node as SymbolNode).name);
        if (slot === undefined) throw new Error(`Unknown variable ${(node as SymbolNode).name}`);
        return (values) => values[slot];
      }
      case 'ParenthesisNode':
        return compile((node as ParenthesisNode).content);
      case 'OperatorNode': {
        const { fn, args } = node as OperatorNode<never, never>;
        return compileCall(fn, (args as MathNode[]).map(compile));
      }
      case 'FunctionNode': {
        const { fn, args } = node as FunctionNode;
        return compileCall(fn.name, args.map(compile));
      }
      case 'ConditionalNode': {
        const { condition, trueExpr, falseExpr } = node as ConditionalNode;
        const test = compile(condition);
        const whenTrue = compile(trueExpr);
        const whenFalse = compile(falseExpr);
        return (values) => (isTrue(test(values)) ? whenTrue(values) : whenFalse(values));
      }
      case 'RelationalNode': {
        const { conditionals, params } = node as RelationalNode;
        const compares = conditionals.map(resolveFunction);
        const operands = params.map(compile);
        // `a < b <= c`: each operand evaluated once, stopping at the first false comparison.
        return (values) => {
          let right = operands[0]?.(values);
          for (let index = 0; index < compares.length; index += 1) {
            const left = right;
            right = operands[index + 1]?.(values);
            if (!compares[index]?.(left, right)) return false;
          }
          return true;
        };
      }
      default:
        throw new Error(`${node.type} is not allowed in a math expression`);
    }
  };
  return compile(tree);
}

function resolveFunction(name: string): MathFunction {
  const fn = Object.hasOwn(namespace, name) ? namespace[name] : undefined;
  if (typeof fn !== 'function') throw new Error(`Function ${name} is missing from the instance`);
  return fn as MathFunction;
}

function compileCall(name: string, args: readonly MathTreeEvaluator[]): MathTreeEvaluator {
  const fn = resolveFunction(name);
  const [first, second] = args;
  // Short-circuit like full mathjs' `and`/`or` transforms: the right side only when needed.
  if (name === 'and' && first && second) {
    return (values) => {
      const left = first(values);
      return fn(left, true) ? fn(left, second(values)) : false;
    };
  }
  if (name === 'or' && first && second) {
    return (values) => {
      const left = first(values);
      return fn(left, false) ? true : fn(left, second(values));
    };
  }
  if ((name === 'max' || name === 'min') && args.length > 1) {
    return compileScalarExtreme(fn, resolveFunction(name === 'max' ? 'larger' : 'smaller'), args);
  }
  // typed-functions pick an implementation by the argument types on every call. Numbers are the
  // common case, so call the number implementation straight away; any other type (booleans,
  // arrays) still goes through the typed-function and its conversions.
  const signatures = (fn as MathFunction & { signatures?: Record<string, MathFunction> })
    .signatures;
  if (args.length === 1 && first) {
    const forNumber = signatures?.number;
    if (!forNumber) return (values) => fn(first(values));
    return (values) => {
      const value = first(values);
      return typeof value === 'number' ? forNumber(value) : fn(value);
    };
  }
  if (args.length === 2 && first && second) {
    const forNumbers = signatures?.['number,number'];
    if (!forNumbers) return (values) => fn(first(values), second(values));
    return (values) => {
      const left = first(values);
      const right = second(values);
      return typeof left === 'number' && typeof right === 'number'
        ? forNumbers(left, right)
        : fn(left, right);
    };
  }
  return (values) => fn(...args.map((arg) => arg(values)));
}

// `max(a, b, ...)` / `min(a, b, ...)` on scalars exactly as mathjs' own loop does it (a NaN wins,
// otherwise the first value no other beats by more than the comparison tolerance), without its
// rest-parameter dispatch and collection walk: about 300 ns a call saved. A single array argument
// (`max(items)`) still goes to mathjs.
function compileScalarExtreme(
  fn: MathFunction,
  beats: MathFunction,
  args: readonly MathTreeEvaluator[],
): MathTreeEvaluator {
  // mathjs reads an array among several arguments in its own ways (`min(list, 0)` is a minimum
  // along dimension 0): those calls are left to it.
  const [first, second] = args;
  if (args.length === 2 && first && second) {
    return (values) => {
      const x = first(values);
      const y = second(values);
      if (Array.isArray(x) || Array.isArray(y)) return fn(x, y);
      if (typeof y === 'number' && Number.isNaN(y)) return y;
      if (typeof x === 'number' && Number.isNaN(x)) return x;
      return beats(y, x) ? y : x;
    };
  }
  return (values) => {
    const results = args.map((arg) => arg(values));
    if (results.some(Array.isArray)) return fn(...results);
    let result: unknown;
    for (const value of results) {
      if (typeof value === 'number' && Number.isNaN(value)) result = value;
      else if (result === undefined || beats(value, result)) result = value;
    }
    return result;
  };
}

// mathjs' ConditionalNode test for the values an expression can produce: numbers and booleans
// by truthiness (NaN is false); anything else is a type error (no result).
function isTrue(condition: unknown): boolean {
  if (typeof condition === 'number' || typeof condition === 'boolean') return !!condition;
  if (condition === null || condition === undefined) return false;
  throw new TypeError('Unsupported type of condition');
}
