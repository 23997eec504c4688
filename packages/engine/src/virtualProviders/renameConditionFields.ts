import type {
  CompareValue,
  ConditionDefinition,
  SingleCompareValue,
} from '../conditions/condition.types';
import type { FieldValueAccess } from '../conditions/valueAccess.types';

/**
 * The condition with every field it reads renamed by `rename` (the left value, `non_empty` and
 * `is_empty` fields and `another_field` right values, ranges included); the rest is unchanged.
 * @internal
 */
export function renameConditionFields(
  condition: ConditionDefinition,
  rename: (fieldId: string) => string,
): ConditionDefinition {
  const access = (valueAccess: FieldValueAccess): FieldValueAccess => ({
    ...valueAccess,
    fieldId: rename(valueAccess.fieldId),
  });
  const single = (value: SingleCompareValue): SingleCompareValue =>
    value.type === 'another_field' ? { ...value, valueAccess: access(value.valueAccess) } : value;
  const compared = (value: CompareValue): CompareValue => {
    if (value.type !== 'range') return single(value);
    return {
      ...value,
      ...(value.start === undefined ? {} : { start: single(value.start) }),
      ...(value.end === undefined ? {} : { end: single(value.end) }),
    };
  };
  switch (condition.type) {
    case 'constant':
      return condition;
    case 'and':
    case 'or':
      return {
        ...condition,
        conditions: condition.conditions.map((part) => renameConditionFields(part, rename)),
      };
    case 'non_empty':
    case 'is_empty':
      return { ...condition, valueAccess: access(condition.valueAccess) };
    case 'compare_value':
      return {
        ...condition,
        leftValueAccess: access(condition.leftValueAccess),
        ...(condition.rightValue === undefined
          ? {}
          : { rightValue: compared(condition.rightValue) }),
      };
  }
}
