import type { EvaluationContext } from '../host/evaluationContext.types';
import { ValueKind } from './compareValues';
import { type Leaf, runTest, TestCode } from './conditionTests';

// A condition compiles to a branch program: its leaves in an array, each knowing where to go
// when it is true and when it is false, ending in "true" or "false". and/or/constant nodes leave
// no trace: they only decide the jumps. One loop runs every program, so evaluating a condition
// costs one call however deep it is nested, where a tree of closures costs a call per node
// through call sites V8 cannot inline (measured 2.5-3.5 times slower, docs/conditions.md).

/** A condition before linking: constants, leaves and and/or groups. @internal */
export type ConditionNode =
  | { readonly kind: 'constant'; readonly value: boolean }
  | { readonly kind: 'leaf'; readonly leaf: Leaf }
  | { readonly kind: 'and' | 'or'; readonly children: readonly ConditionNode[] };

/** Jump targets that end a program. */
const TRUE = -1;
const FALSE = -2;

/**
 * A linked condition: its leaves, where to go after each when it holds and when it does not
 * (jump targets in parallel typed arrays: no object per step), and where to start (TRUE or
 * FALSE for a condition that is constant).
 * @internal
 */
export interface ConditionProgram {
  readonly leaves: readonly Leaf[];
  readonly ifTrue: Int32Array;
  readonly ifFalse: Int32Array;
  readonly entry: number;
}

/** Lays a condition out as a branch program. @internal */
export function linkCondition(node: ConditionNode): ConditionProgram {
  const leaves: Leaf[] = [];
  const whenTrue: number[] = [];
  const whenFalse: number[] = [];
  // Emitting from the last member backwards lets each member jump to the one after it.
  const emit = (current: ConditionNode, ifTrue: number, ifFalse: number): number => {
    switch (current.kind) {
      case 'constant':
        return current.value ? ifTrue : ifFalse;
      case 'leaf': {
        const { leaf } = current;
        leaves.push(leaf);
        // A negated test (not_equal, non_empty...) only swaps where it leads.
        whenTrue.push(leaf.negate ? ifFalse : ifTrue);
        whenFalse.push(leaf.negate ? ifTrue : ifFalse);
        return leaves.length - 1;
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
  const entry = emit(node, TRUE, FALSE);
  return {
    leaves,
    ifTrue: Int32Array.from(whenTrue),
    ifFalse: Int32Array.from(whenFalse),
    entry,
  };
}

/**
 * The closure a linked condition runs as. Every condition's closure comes from this one
 * literal, so V8 sees a single shape of loop and a single target for each call inside it.
 * @internal
 */
export function createConditionRunner(
  program: ConditionProgram,
): (context: EvaluationContext) => boolean {
  const { leaves, ifTrue, ifFalse, entry } = program;
  return (context) => {
    const values = context.values;
    let at = entry;
    while (at >= 0) {
      const leaf = leaves[at]!;
      const left = leaf.read === undefined ? values[leaf.fieldId] : leaf.read(context);
      const test = leaf.test;
      let holds: boolean;
      // The commonest tests inline; the rest go through runTest.
      if (test === TestCode.Identical) holds = left === leaf.value;
      else if (
        test === TestCode.Order &&
        typeof left === 'number' &&
        leaf.kind === ValueKind.Number
      ) {
        const right = leaf.number;
        holds =
          left < right ? leaf.less : left > right ? leaf.greater : left === right && leaf.same;
      } else if (test === TestCode.WordIn) holds = typeof left === 'string' && leaf.words.has(left);
      else holds = runTest(left, leaf, context);
      at = holds ? ifTrue[at]! : ifFalse[at]!;
    }
    return at === TRUE;
  };
}
