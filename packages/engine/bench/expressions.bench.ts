// Benchmark 3 (issue 3): 1,000 distinct computed_expression sources × 1,000 scopes with the
// spec's empty and rounding rules — our compiled, cached, locked-down expressions against
// `math.evaluate(source, scope)` per call on a default full mathjs instance with the same rules.
// Goal: ≥ 30×, identical results. Run with the others (`pnpm --filter @tessera/engine bench
// expressions`) or alone: `npx tsx --conditions=@tessera/source packages/engine/bench/expressions.bench.ts`.
import { pathToFileURL } from 'node:url';
import { evaluate as evaluateWithFullMathjs } from 'mathjs';
import {
  compileMathExpression,
  countDecimals,
  type MathExpressionResult,
  roundToDecimals,
  toMathValue,
  validateMathExpression,
} from '../src/expressions/index';
import {
  createRandom,
  formatMs,
  formatRatio,
  type Goal,
  measure,
  printGoals,
  printTable,
} from './measure';

const EXPRESSION_COUNT = 1000;
const SCOPE_COUNT = 1000;
const VARIABLE_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
const GOAL_RATIO = 30;

type Scope = Record<string, unknown>;
type Random = () => number;

// --- data -----------------------------------------------------------------------------------

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

function literal(random: Random): string {
  const places = pick(random, [0, 0, 1, 2]);
  return String(Math.round(random() * 100 * 10 ** places) / 10 ** places || 1);
}

// Arithmetic, comparison and conditional shapes a designer writes, over 1-8 variables; leaves
// are mostly variables so the rules about variable values are exercised.
function expressionSource(random: Random, depth: number): string {
  const leaf = () => (random() < 0.75 ? pick(random, VARIABLE_NAMES) : literal(random));
  if (depth === 0) return leaf();
  const sub = () => expressionSource(random, depth - 1);
  switch (pick(random, [0, 0, 0, 0, 1, 2, 3, 4, 5, 6])) {
    case 0:
      return `(${sub()} ${pick(random, ['+', '-', '*', '/'])} ${sub()})`;
    case 1:
      return `${pick(random, ['min', 'max'])}(${sub()}, ${sub()})`;
    case 2: {
      const fn = pick(random, ['abs', 'sqrt', 'floor', 'ceil']);
      // sqrt of |x| only: on a negative number full mathjs gives a complex number and this
      // number-only instance NaN; the rules treat the two alike only when they reach the result.
      return fn === 'sqrt' ? `sqrt(abs(${sub()}))` : `${fn}(${sub()})`;
    }
    case 3:
      return `(${sub()} ${pick(random, ['>', '<', '>=', '=='])} ${sub()} ? ${sub()} : ${sub()})`;
    case 4:
      return `${sub()} ^ ${pick(random, ['2', '3'])}`;
    case 5:
      return `round(${sub()}, ${pick(random, ['0', '1', '2'])})`;
    default:
      return `${sub()} * ${literal(random)}`;
  }
}

function createExpressions(seed: number, count: number): string[] {
  const random = createRandom(seed);
  const sources = new Set<string>();
  while (sources.size < count) {
    const source = expressionSource(random, 1 + Math.floor(random() * 3));
    // Only sources the engine accepts; both sides then evaluate the same texts.
    if (validateMathExpression(source).length === 0) sources.add(source);
  }
  return [...sources];
}

// Mostly numbers with 0-3 decimals, some numeric strings and booleans, a few empty values.
function createScopes(seed: number, count: number): Scope[] {
  const random = createRandom(seed);
  const value = (): unknown => {
    const roll = random();
    if (roll < 0.02) return pick(random, [null, '', '  ', [], undefined]);
    if (roll < 0.04) return random() < 0.5;
    const places = Math.floor(random() * 4);
    const number = Math.round((random() * 2000 - 500) * 10 ** places) / 10 ** places;
    return roll < 0.15 ? String(number) : number;
  };
  return Array.from({ length: count }, () =>
    Object.fromEntries(VARIABLE_NAMES.map((name) => [name, value()])),
  );
}

// --- the baseline: parse on every call, same rules ------------------------------------------

interface BaselineExpression {
  readonly source: string;
  readonly variables: readonly string[];
  readonly literalDecimals: number;
  readonly roundsItself: boolean;
}

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const decimalsOf = (value: number | boolean): number =>
  typeof value === 'number' ? countDecimals(value) : 0;

// The variables and literal decimals are given to the baseline up front (they would be stored
// with a definition), so the comparison measures parsing on every call, nothing else.
function prepareBaseline(source: string): BaselineExpression {
  const { variables } = compileMathExpression(source);
  const literals = source.match(/\d+(?:\.\d+)?/g) ?? [];
  return {
    source,
    variables,
    literalDecimals: Math.max(0, ...literals.map((text) => decimalsOf(Number(text)))),
    roundsItself: /^\s*round\s*\(/.test(source),
  };
}

function evaluateNaively(expression: BaselineExpression, scope: Scope): MathExpressionResult {
  const values: Record<string, unknown> = {};
  let decimals = expression.literalDecimals;
  for (const name of expression.variables) {
    const raw = scope[name];
    if (isEmpty(raw)) return null;
    const value = toMathValue(raw);
    if (value === undefined || Array.isArray(value)) return null;
    decimals = Math.max(decimals, decimalsOf(value as number | boolean));
    values[name] = value;
  }
  let result: unknown;
  try {
    result = evaluateWithFullMathjs(expression.source, values);
  } catch {
    return null;
  }
  if (typeof result === 'boolean') return result;
  if (typeof result !== 'number' || !Number.isFinite(result)) return null;
  if (expression.roundsItself) return result === 0 ? 0 : result;
  return roundToDecimals(result, decimals);
}

// --- results ------------------------------------------------------------------------------

// A million results kept in typed arrays: storing them in a plain array would box every
// fractional number, and that allocation (the same on both sides) would dwarf our evaluation.
interface ResultLog {
  record(index: number, result: MathExpressionResult): void;
  read(index: number): MathExpressionResult;
}

function createResultLog(size: number): ResultLog {
  const kinds = new Uint8Array(size); // 0 null, 1 number, 2 boolean
  const numbers = new Float64Array(size);
  return {
    record(index, result) {
      if (result === null) {
        kinds[index] = 0;
      } else if (typeof result === 'boolean') {
        kinds[index] = 2;
        numbers[index] = result ? 1 : 0;
      } else {
        kinds[index] = 1;
        numbers[index] = result;
      }
    },
    read(index) {
      const kind = kinds[index];
      if (kind === 0) return null;
      return kind === 2 ? numbers[index] === 1 : (numbers[index] as number);
    },
  };
}

// --- run ------------------------------------------------------------------------------------

/** Sizes of one run; the defaults are the 1,000 × 1,000. */
export interface ExpressionsBenchOptions {
  readonly expressions?: number;
  readonly scopes?: number;
}

/** Runs benchmark 3 and prints its report; answers whether its goals hold. */
export async function run(options: ExpressionsBenchOptions = {}): Promise<boolean> {
  const expressionCount = options.expressions ?? EXPRESSION_COUNT;
  const scopeCount = options.scopes ?? SCOPE_COUNT;
  const sources = createExpressions(3, expressionCount);
  const scopes = createScopes(33, scopeCount);
  const total = expressionCount * scopeCount;
  const oursResults = createResultLog(total);
  const baselineResults = createResultLog(total);

  // Cold compile: parse, allow-list check and mathjs compile of sources never seen before.
  let coldSet = 0;
  const coldSets = Array.from({ length: 8 }, (_, index) => createExpressions(100 + index, 200));
  const cold = measure(
    () => {
      for (const source of coldSets[coldSet % coldSets.length] ?? []) compileMathExpression(source);
      coldSet += 1;
    },
    { warmup: 1, runs: 5 },
  );

  // Compile the measured set once, so the runs below are all cache hits.
  for (const source of sources) compileMathExpression(source);

  const compiledOnce = measure(
    () => {
      let index = 0;
      for (const source of sources) {
        const expression = compileMathExpression(source);
        for (const scope of scopes) oursResults.record(index++, expression.evaluate(scope));
      }
    },
    { warmup: 1, runs: 5 },
  );

  const lookupEveryCall = measure(
    () => {
      let index = 0;
      for (const source of sources) {
        for (const scope of scopes)
          oursResults.record(index++, compileMathExpression(source).evaluate(scope));
      }
    },
    { warmup: 1, runs: 5 },
  );

  const prepared = sources.map(prepareBaseline);
  const baseline = measure(
    () => {
      let index = 0;
      for (const expression of prepared) {
        for (const scope of scopes) {
          baselineResults.record(index++, evaluateNaively(expression, scope));
        }
      }
    },
    { warmup: 1, runs: 5 },
  );

  let differences = 0;
  let firstDifference = '';
  let nullResults = 0;
  for (let index = 0; index < total; index += 1) {
    const ours = oursResults.read(index);
    const theirs = baselineResults.read(index);
    if (ours === null) nullResults += 1;
    if (!Object.is(ours, theirs)) {
      differences += 1;
      if (!firstDifference) {
        const source = sources[Math.floor(index / scopeCount)];
        const scope = scopes[index % scopeCount];
        firstDifference = `${source} with ${JSON.stringify(scope)}: ours ${ours}, mathjs ${theirs}`;
      }
    }
  }

  const perCall = (ms: number) => formatMs(ms / total);
  const ratio = baseline.median / lookupEveryCall.median;
  const ratioCompiledOnce = baseline.median / compiledOnce.median;
  printTable(
    `Expressions: ${expressionCount} sources × ${scopeCount} scopes = ${total.toLocaleString('en')} evaluations (median of ${baseline.runs.length})`,
    [
      ['side', 'total', 'per evaluation', 'vs math.evaluate'],
      [
        'ours, compiled once per expression',
        formatMs(compiledOnce.median),
        perCall(compiledOnce.median),
        formatRatio(ratioCompiledOnce),
      ],
      [
        'ours, cache lookup on every call',
        formatMs(lookupEveryCall.median),
        perCall(lookupEveryCall.median),
        formatRatio(ratio),
      ],
      [
        'math.evaluate(source, scope), full mathjs',
        formatMs(baseline.median),
        perCall(baseline.median),
        '1×',
      ],
      [
        'ours, cold compile (per new source)',
        formatMs(cold.median),
        formatMs(cold.median / 200),
        '',
      ],
    ],
  );
  console.log(
    `  results: ${total - nullResults} values, ${nullResults} without a result (empty input, ÷0, NaN)`,
  );
  if (firstDifference) console.log(`  first difference: ${firstDifference}`);

  // The goal is measured the way the engine uses expressions: compiled (or fetched from the
  // cache) when a definition is compiled, then evaluated for every record and form change.
  const goals: Goal[] = [
    {
      label: 'speed-up over math.evaluate per call (compiled + cached)',
      measured: formatRatio(ratioCompiledOnce),
      target: `≥ ${GOAL_RATIO}×`,
      pass: ratioCompiledOnce >= GOAL_RATIO,
    },
    {
      label: 'identical results',
      measured: `${differences} differences`,
      target: '0',
      pass: differences === 0,
    },
  ];
  return printGoals(goals);
}

// Run directly (`tsx .../expressions.bench.ts`), not when imported by run.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then((pass) => {
    process.exitCode = pass ? 0 : 1;
  });
}
