import {
  CONTEXT_EXPRESSIONS,
  type CompareValue,
  type ComparisonOperator,
  type ConditionDefinition,
  type ContextExpression,
  type SingleCompareValue,
} from '@tessera/engine';

/**
 * A field a condition may read (spec 001 §3.11 `leftValueAccess`, `valueAccess`, `another_field`):
 * its id, what the designer calls it, and the kind of value it holds when known.
 */
export interface ConditionField {
  readonly id: string;
  readonly label: string;
  readonly valueType?: string;
}

/** The condition types in the order the editor offers them (spec 001 §3.11). */
export const conditionTypes = [
  'compare_value',
  'non_empty',
  'is_empty',
  'constant',
  'and',
  'or',
] as const satisfies readonly ConditionDefinition['type'][];

/** A condition type name. */
export type ConditionType = (typeof conditionTypes)[number];

/** What a single compared value can be (spec 001 §3.11 compare value types, `range` aside). */
export const singleValueKinds = [
  'const',
  'another_field',
  'expression',
] as const satisfies readonly SingleCompareValue['type'][];

/** A single compared value's kind. */
export type SingleValueKind = (typeof singleValueKinds)[number];

/** Operators whose right-hand value is a list (a constant is typed as comma-separated items). */
export const listOperators: readonly ComparisonOperator[] = [
  'in_array',
  'not_in_array',
  'array_includes_all',
  'array_not_includes_one_of',
];

/** Whether a condition groups others (`and`, `or`). */
export function isGroup(
  condition: ConditionDefinition,
): condition is Extract<ConditionDefinition, { type: 'and' | 'or' }> {
  return condition.type === 'and' || condition.type === 'or';
}

/** The field a leaf condition reads; `''` for a constant or a group. */
export function conditionFieldId(condition: ConditionDefinition): string {
  if (condition.type === 'compare_value') return condition.leftValueAccess.fieldId;
  if (condition.type === 'non_empty' || condition.type === 'is_empty')
    return condition.valueAccess.fieldId;
  return '';
}

/** A new condition of a type: a comparison of the first field with an empty constant, say. */
export function newCondition(
  type: ConditionType,
  fields: readonly ConditionField[],
): ConditionDefinition {
  const fieldId = fields[0]?.id ?? '';
  switch (type) {
    case 'compare_value':
      return {
        type,
        leftValueAccess: { fieldId },
        operator: 'equal',
        rightValue: { type: 'const', value: '' },
      };
    case 'non_empty':
    case 'is_empty':
      return { type, valueAccess: { fieldId } };
    case 'constant':
      return { type, value: true };
    case 'and':
    case 'or':
      return { type, conditions: [newCondition('compare_value', fields)] };
  }
}

/**
 * The condition as another type, keeping what carries over: the field read by a leaf, the
 * sub-conditions of a group. A leaf made a group becomes its first sub-condition; a group made a
 * leaf keeps its first sub-condition when that is of the type asked.
 */
export function withConditionType(
  condition: ConditionDefinition,
  type: ConditionType,
  fields: readonly ConditionField[],
): ConditionDefinition {
  if (condition.type === type) return condition;
  if (type === 'and' || type === 'or') {
    return { type, conditions: isGroup(condition) ? condition.conditions : [condition] };
  }
  if (isGroup(condition)) {
    const first = condition.conditions[0];
    return first !== undefined && first.type === type ? first : newCondition(type, fields);
  }
  const fieldId = conditionFieldId(condition);
  const fresh = newCondition(type, fields);
  if (fieldId === '') return fresh;
  if (fresh.type === 'compare_value') return { ...fresh, leftValueAccess: { fieldId } };
  if (fresh.type === 'non_empty' || fresh.type === 'is_empty')
    return { ...fresh, valueAccess: { fieldId } };
  return fresh;
}

/** A leaf condition reading another field (its path into the old value is dropped). */
export function withConditionField(
  condition: ConditionDefinition,
  fieldId: string,
): ConditionDefinition {
  if (condition.type === 'compare_value') return { ...condition, leftValueAccess: { fieldId } };
  if (condition.type === 'non_empty' || condition.type === 'is_empty')
    return { ...condition, valueAccess: { fieldId } };
  return condition;
}

/**
 * A comparison with another operator; `between` takes a range (spec 001 §3.11 "between (start and
 * end)"), every other operator one value — the value already there carries over where it can.
 */
export function withOperator(
  condition: Extract<ConditionDefinition, { type: 'compare_value' }>,
  operator: ComparisonOperator,
): ConditionDefinition {
  const right = condition.rightValue;
  if (operator === 'between') {
    const start = right !== undefined && right.type !== 'range' ? right : emptyConst;
    return {
      ...condition,
      operator,
      rightValue: right?.type === 'range' ? right : { type: 'range', start, end: emptyConst },
    };
  }
  const single: CompareValue =
    right === undefined ? emptyConst : right.type === 'range' ? (right.start ?? emptyConst) : right;
  return { ...condition, operator, rightValue: single };
}

const emptyConst: SingleCompareValue = { type: 'const', value: '' };

/** A new single value of a kind: an empty constant, the first field, today. */
export function newSingleValue(
  kind: SingleValueKind,
  fields: readonly ConditionField[],
): SingleCompareValue {
  switch (kind) {
    case 'const':
      return emptyConst;
    case 'another_field':
      return { type: 'another_field', valueAccess: { fieldId: fields[0]?.id ?? '' } };
    case 'expression':
      return { type: 'expression', expression: CONTEXT_EXPRESSIONS[0] as ContextExpression };
  }
}

/** A condition inside a group replaced (or removed, with `null`) at `index`. */
export function withSubCondition(
  group: Extract<ConditionDefinition, { type: 'and' | 'or' }>,
  index: number,
  next: ConditionDefinition | null,
): ConditionDefinition {
  const conditions =
    next === null
      ? group.conditions.filter((_, at) => at !== index)
      : group.conditions.map((item, at) => (at === index ? next : item));
  return { ...group, conditions };
}
