import type { ComparisonOperator, ConditionDefinition } from './condition.types';

// Definitions the conditions' tests build again and again: a comparison of field `fieldId` with a
// constant, and `between` two constant bounds. Test code only.

/** `fieldId` compared by `operator` (none: the definition has no operator) with the constant `right`. */
export function compareConst(
  operator: ComparisonOperator | undefined,
  right: unknown,
  fieldId = 'l',
): ConditionDefinition {
  return {
    type: 'compare_value',
    leftValueAccess: { fieldId },
    ...(operator ? { operator } : {}),
    rightValue: { type: 'const', value: right },
  } as ConditionDefinition;
}

/** `fieldId` between the constants `start` and `end` (null: that side open). */
export function betweenConst(start: unknown, end: unknown, fieldId = 'l'): ConditionDefinition {
  return {
    type: 'compare_value',
    leftValueAccess: { fieldId },
    operator: 'between',
    rightValue: {
      type: 'range',
      start: { type: 'const', value: start },
      end: { type: 'const', value: end },
    },
  } as ConditionDefinition;
}
