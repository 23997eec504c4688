import type { EvaluationContext } from '../host/evaluationContext.types';
import { isBlank, ValueKind } from './compareValues';
import {
  between,
  betweenTexts,
  includedInText,
  includesAllWords,
  includesNoWord,
  includesText,
  type Leaf,
  LeafRecord,
  numberIn,
  orderAnswer,
  orderText,
  runTest,
  TestCode,
  textOrder,
  wordInFew,
} from './conditionTests';

// A condition compiles to a branch program: its leaves linked to each other, each knowing where
// to go when it is true and when it is false, ending in "holds" or "fails". and/or/constant
// nodes leave no trace: they only decide the jumps. One loop runs every program, so evaluating a
// condition costs one call however deep it is nested, where a tree of closures costs a call per
// node through call sites V8 cannot inline (measured 2.5-3.5 times slower, docs/conditions.md;
// again 3.4x against 2.7x with closures specialised per operator and constant, fixed-arity
// and/or: the calls, not the tests, are the cost).

/** A condition before linking: constants, leaves and and/or groups. @internal */
export type ConditionNode =
  | { readonly kind: 'constant'; readonly value: boolean }
  | { readonly kind: 'leaf'; readonly leaf: LeafRecord }
  | { readonly kind: 'and' | 'or'; readonly children: readonly ConditionNode[] };

/** Where a program ends: the condition holds, or it does not. */
const HOLDS = new LeafRecord();
HOLDS.test = TestCode.Done;
const FAILS = new LeafRecord();
FAILS.test = TestCode.Done;

/**
 * A linked condition: its first leaf (HOLDS or FAILS for a condition that is constant). Each
 * leaf knows the leaf to go to when it holds and when it does not, so a step is one property
 * read, not an index into parallel arrays.
 * @internal
 */
export interface ConditionProgram {
  readonly entry: Leaf;
  /**
   * The condition as an expression skeleton for generated code (generateConditionCode.ts):
   * `&&`, `||`, parentheses, `true`/`false`, and `@` for each leaf in the order of `first` and
   * its `next` links. Kept as a string and links on leaves (never as a retained tree: objects
   * that outlive compiling make V8 allocate the compiler's temporaries in the old generation,
   * measured 3x slower compiling).
   */
  readonly shape: string;
  readonly first: Leaf | undefined;
}

/**
 * A program as a class instance, not an object literal: V8 tracks survival per literal and
 * moves a literal whose objects outlive a collection to the old generation; compiled conditions
 * outlive compiling, and an old program pointing at the young leaves of each new compile kept
 * them through every young collection (compiling measured 3x slower in benchmark 1).
 */
class LinkedProgram implements ConditionProgram {
  constructor(
    readonly entry: Leaf,
    readonly shape: string,
    readonly first: Leaf | undefined,
  ) {}
}

/**
 * Lays a condition out as a branch program, writing each leaf's jumps. Every leaf belongs to
 * one program: compiling creates a leaf per definition leaf.
 * @internal
 */
export function linkCondition(node: ConditionNode): ConditionProgram {
  // Emitting from the last member backwards lets each member jump to the one after it.
  const emit = (current: ConditionNode, ifTrue: LeafRecord, ifFalse: LeafRecord): LeafRecord => {
    switch (current.kind) {
      case 'constant':
        return current.value ? ifTrue : ifFalse;
      case 'leaf': {
        const { leaf } = current;
        // A negated test (not_equal, non_empty...) only swaps where it leads.
        leaf.whenTrue = leaf.negate ? ifFalse : ifTrue;
        leaf.whenFalse = leaf.negate ? ifTrue : ifFalse;
        return leaf;
      }
      case 'and': {
        let next = ifTrue;
        for (let index = current.children.length - 1; index >= 0; index -= 1) {
          next = emit(current.children[index]!, next, ifFalse);
        }
        return next;
      }
      case 'or': {
        let next = ifFalse;
        for (let index = current.children.length - 1; index >= 0; index -= 1) {
          next = emit(current.children[index]!, ifTrue, next);
        }
        return next;
      }
    }
  };
  let first: LeafRecord | undefined;
  let last: LeafRecord | undefined;
  const shapeOf = (current: ConditionNode): string => {
    switch (current.kind) {
      case 'constant':
        return String(current.value);
      case 'leaf':
        if (last === undefined) first = current.leaf;
        else last.next = current.leaf;
        last = current.leaf;
        return '@';
      case 'and':
      case 'or':
        return `(${current.children.map(shapeOf).join(current.kind === 'and' ? ' && ' : ' || ')})`;
    }
  };
  const shape = shapeOf(node);
  return new LinkedProgram(emit(node, HOLDS, FAILS), shape, first);
}

/** A condition as a function of its evaluation context. @internal */
export type ConditionFunction = (context: EvaluationContext) => boolean;

/**
 * The closure a linked condition runs as. Every condition's closure comes from this one
 * literal, so V8 sees a single shape of loop and a single target for each call inside it.
 * @internal
 */
export function createConditionRunner(program: ConditionProgram): ConditionFunction {
  const { entry } = program;
  return (context) => {
    const values = context.values;
    let leaf = entry;
    while (leaf.test !== TestCode.Done) {
      const left = leaf.read === undefined ? values[leaf.fieldId] : leaf.read(context);
      let holds: boolean;
      // One dense switch over the tests, the common ones written out here: a leaf then costs one
      // indirect jump. Going through runTest (a second switch) for half the leaves measured
      // 2.7x the hand-written closures against 2.3x this way: in a mix of tests each jump is
      // mostly mispredicted, so their number is what counts.
      switch (leaf.test) {
        case TestCode.Identical:
          holds = left === leaf.value;
          break;
        case TestCode.Empty:
          holds =
            left === null ||
            left === undefined ||
            (typeof left === 'string' ? isBlank(left) : Array.isArray(left) && left.length === 0);
          break;
        case TestCode.Read: {
          // readAndApply written out: two numbers (the commonest dynamic comparison) compare
          // here, anything else takes the reference operator.
          const right =
            leaf.rightFieldId === '' ? leaf.rightRead(context) : values[leaf.rightFieldId];
          holds =
            leaf.ordering && typeof left === 'number' && typeof right === 'number'
              ? left < right
                ? leaf.less
                : left > right
                  ? leaf.greater
                  : left === right && leaf.same
              : leaf.apply(left, right, context.host.timeZone);
          break;
        }
        case TestCode.Order:
          if (typeof left === 'number' && leaf.kind === ValueKind.Number) {
            const right = leaf.number;
            holds =
              left < right ? leaf.less : left > right ? leaf.greater : left === right && leaf.same;
          } else holds = orderAnswer(left, leaf, context);
          break;
        case TestCode.EqualNumber:
          holds =
            typeof left === 'number'
              ? left === leaf.number
              : typeof left === 'string' && orderText(left, leaf) === 0;
          break;
        case TestCode.TextOrder:
          holds = textOrder(left, leaf, context);
          break;
        case TestCode.BetweenNumbers:
          holds =
            typeof left === 'number'
              ? left >= leaf.start!.number && left <= leaf.end!.number
              : between(left, leaf, context);
          break;
        case TestCode.WordInFew:
          holds = wordInFew(left, leaf.items);
          break;
        case TestCode.WordIn:
          holds = typeof left === 'string' && leaf.words.has(left);
          break;
        case TestCode.BetweenTexts:
          holds = betweenTexts(left, leaf, context);
          break;
        case TestCode.IncludesText:
          holds =
            typeof left === 'string'
              ? !isBlank(left) && left.includes(leaf.text)
              : includesText(left, leaf, context);
          break;
        case TestCode.IncludedInText:
          holds = includedInText(left, leaf);
          break;
        case TestCode.IncludesAllWords:
          holds = includesAllWords(left, leaf);
          break;
        case TestCode.IncludesNoWord:
          holds = includesNoWord(left, leaf);
          break;
        case TestCode.NumberIn:
          holds = numberIn(left, leaf.words);
          break;
        default:
          holds = runTest(left, leaf, context);
      }
      leaf = holds ? leaf.whenTrue! : leaf.whenFalse!;
    }
    return leaf === HOLDS;
  };
}
