import {
  type ConditionFunction,
  type ConditionNode,
  type ConditionProgram,
  createConditionRunner,
  linkCondition,
} from './conditionProgram';
import { generateConditionCode } from './generateConditionCode';

// A compiled condition runs in two tiers. It starts as a branch program (conditionProgram.ts):
// compiling is cheap and needs no code generation. After AFTER_EVALUATIONS evaluations it is a
// hot condition (a view filtering records, an access rule on every row) and its own generated
// function (generateConditionCode.ts) takes over, unless generating code is off or impossible.

/**
 * Evaluations a condition runs as a branch program before code is generated for it. Generating
 * a condition never seen before costs about 170 µs (V8 parsing and compiling new source,
 * benchmark 1), what about 2,000 evaluations of its program cost; handing over after that many
 * never spends more than twice the cheaper of the two choices, and most form conditions never
 * run that often.
 */
const AFTER_EVALUATIONS = 2000;

const settings = { enabled: true };

/**
 * Turns the generated-code tier of compiled conditions on (the default) or off. Off, every
 * condition runs as its branch program: for pages whose Content-Security-Policy forbids
 * `unsafe-eval` (the first refused `new Function` also turns it off, but the browser reports
 * the violation first), or to rule generated code out. Conditions already generated keep their
 * code.
 * @example
 * setConditionCodeGeneration(false); // before compiling anything, under a strict CSP
 * @public
 */
export function setConditionCodeGeneration(enabled: boolean): void {
  settings.enabled = enabled;
}

/**
 * What `make` generates (with `new Function`), or undefined when generating code is off, refused
 * or not worth it (`make` answers undefined). The one switch for every generated function of the
 * engine: conditions, and the pipelines' field readers.
 * @internal
 */
export function generateCode<T>(make: () => T | undefined): T | undefined {
  if (!settings.enabled) return undefined;
  try {
    return make();
  } catch (error) {
    // A refused `new Function` (Content-Security-Policy) will be refused every time.
    if (error instanceof EvalError) settings.enabled = false;
    return undefined;
  }
}

/** The condition's generated function, or undefined when it runs as its program. */
function generate(program: ConditionProgram): ConditionFunction | undefined {
  return generateCode(() => generateConditionCode(program));
}

/**
 * How a compiled condition runs: `tiered` (its program, then generated code when hot), or —
 * for tests holding the two tiers together — only its `program` or `generated` code (the
 * program where code cannot be generated).
 * @internal
 */
export type ConditionTierMode = 'tiered' | 'program' | 'generated';

/**
 * Links a condition tree and returns the function it runs as: its branch program, handing over
 * to generated code after enough evaluations.
 * @internal
 */
export function createConditionFunction(
  node: ConditionNode,
  mode: ConditionTierMode = 'tiered',
): ConditionFunction {
  const program = linkCondition(node);
  if (!settings.enabled || mode === 'program') return createConditionRunner(program);
  if (mode === 'generated') return generate(program) ?? createConditionRunner(program);
  const interpret = createConditionRunner(program);
  let remaining = AFTER_EVALUATIONS;
  let generated: ConditionFunction | undefined;
  // A small closure of its own: calling the generated code from inside the program's loop
  // closure measured 0.2x of the hand-written closures slower (benchmark 1).
  return (context) => {
    if (generated !== undefined) return generated(context);
    remaining -= 1;
    if (remaining === 0) generated = generate(program) ?? interpret;
    return interpret(context);
  };
}
