import { isEmpty } from '../conditions/compareValues';
import type { ConditionDefinition, SingleCompareValue } from '../conditions/condition.types';
import { LeafRecord, runTest } from '../conditions/conditionTests';
import { planComparison, type RightOperand, type RightSide } from '../conditions/planComparison';
import { evaluateContextExpression } from '../host/contextExpression';
import type { EvaluationContext } from '../host/evaluationContext.types';
import type { JoinedRecord } from './joinedRecord';
import {
  compileRootReader,
  type Frame,
  type FrameReader,
  type RowShape,
  readStrictSteps,
} from './rowAccess';

// A condition (spec 001 §3.11) tested against pipeline rows — an aggregation's condition — as
// the conditions compiler plans it: each compare_value leaf planned by `planComparison` and run
// by `runTest`, the very tests compiled conditions run, so the answers are the conditions' own.
// Only the left value is read differently: from the row in flight (a record brought by a lookup
// read in place), not from a context's `values`. Leaves this cannot read — a path with array
// positions, a right value from another field — leave the whole condition to the general path
// (the condition compiled as it is, over the row's values).

/** A condition over rows: the frame and the run's context (clock, user for expressions). @internal */
export type RowCondition = (frame: Frame, context: EvaluationContext) => boolean;

/** Reads a leaf's left value with the conditions' access rules (property steps into objects). */
function compileLeftReader(
  fieldId: string,
  path: readonly unknown[] | undefined,
  shape: RowShape,
): FrameReader | undefined {
  const steps = path ?? [];
  if (!steps.every((step): step is string => typeof step === 'string')) return undefined;
  const overlay = shape.overlays.get(fieldId);
  if (steps.length > 0 && overlay?.kind === 'record') {
    // Taken out of each joined record once, by the lookup that brought it.
    const { slot } = overlay;
    const at = overlay.extracts!.indexPath(steps, true);
    return (frame) => {
      const joined = frame.slots[slot] as JoinedRecord | null | undefined;
      return joined === null || joined === undefined ? null : joined.value(at);
    };
  }
  const root = compileRootReader(fieldId, shape);
  if (steps.length === 0) return root;
  return (frame) => {
    const value = readStrictSteps(root(frame), steps, 0);
    return value === undefined ? null : value;
  };
}

function operand(value: SingleCompareValue | undefined): RightOperand | undefined {
  if (value === undefined) return { kind: 'const', value: null };
  switch (value.type) {
    case 'const':
      return { kind: 'const', value: value.value ?? null };
    case 'expression': {
      const { expression } = value;
      return { kind: 'dynamic', read: (context) => evaluateContextExpression(expression, context) };
    }
    default:
      return undefined;
  }
}

/**
 * Compiles a (validated) condition over rows of `shape`, or answers undefined when one of its
 * leaves needs the general path.
 * @internal
 */
export function compileRowCondition(
  definition: ConditionDefinition,
  shape: RowShape,
): RowCondition | undefined {
  switch (definition.type) {
    case 'constant': {
      const value = definition.value ?? false;
      return () => value;
    }
    case 'and':
    case 'or': {
      const children = definition.conditions.map((child) => compileRowCondition(child, shape));
      if (children.some((child) => child === undefined)) return undefined;
      const all = children as RowCondition[];
      if (all.length === 1) return all[0];
      return definition.type === 'and'
        ? (frame, context) => {
            for (const child of all) if (!child(frame, context)) return false;
            return true;
          }
        : (frame, context) => {
            for (const child of all) if (child(frame, context)) return true;
            return false;
          };
    }
    case 'is_empty':
    case 'non_empty': {
      const { valueAccess } = definition;
      const read = compileLeftReader(valueAccess.fieldId, valueAccess.path, shape);
      if (read === undefined) return undefined;
      return definition.type === 'is_empty'
        ? (frame) => isEmpty(read(frame))
        : (frame) => !isEmpty(read(frame));
    }
    case 'compare_value': {
      const { operator, leftValueAccess, rightValue } = definition;
      // Spec 001 §5.3: a compare without an operator is false.
      if (operator === undefined) return () => false;
      const read = compileLeftReader(leftValueAccess.fieldId, leftValueAccess.path, shape);
      if (read === undefined) return undefined;
      let right: RightSide;
      if (rightValue?.type === 'range') {
        const start = rightValue.start === undefined ? undefined : operand(rightValue.start);
        const end = rightValue.end === undefined ? undefined : operand(rightValue.end);
        if (
          (rightValue.start !== undefined && start === undefined) ||
          (rightValue.end !== undefined && end === undefined)
        ) {
          return undefined;
        }
        right = {
          kind: 'range',
          ...(start === undefined ? {} : { start }),
          ...(end === undefined ? {} : { end }),
        };
      } else {
        const single = operand(rightValue);
        if (single === undefined) return undefined;
        right = { kind: 'single', operand: single };
      }
      const leaf = planComparison(operator, right, new LeafRecord());
      const { negate } = leaf;
      return (frame, context) => runTest(read(frame), leaf, context) !== negate;
    }
  }
}
