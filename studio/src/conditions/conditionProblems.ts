import type { CompareValue, ConditionDefinition } from '@tessera/engine';
import type { ConditionField } from './conditionDraft';

/** Why a condition cannot be saved as it is: a key of the conditions' texts. */
export type ConditionProblem = 'fieldRequired' | 'unknownField' | 'groupEmpty' | 'operatorRequired';

/**
 * The problems of a condition the studio sees before the server does, by JSON pointer relative
 * to the condition (`''` is the condition itself, `/conditions/1/leftValueAccess` a part of its
 * second sub-condition): a leaf must read a field that exists, a group needs at least one
 * sub-condition (spec 001 §5.3), and a comparison needs an operator (§5.3: without one it is
 * always false — never what a designer means).
 */
export function conditionProblems(
  condition: ConditionDefinition,
  fields: readonly ConditionField[],
  pointer = '',
): Map<string, ConditionProblem> {
  const problems = new Map<string, ConditionProblem>();
  const known = new Set(fields.map((field) => field.id));
  const checkField = (at: string, fieldId: string) => {
    if (fieldId === '') problems.set(at, 'fieldRequired');
    else if (!known.has(fieldId)) problems.set(at, 'unknownField');
  };
  const checkValue = (at: string, value: CompareValue | undefined) => {
    if (value?.type === 'another_field') checkField(`${at}/valueAccess`, value.valueAccess.fieldId);
    if (value?.type === 'range') {
      checkValue(`${at}/start`, value.start);
      checkValue(`${at}/end`, value.end);
    }
  };
  switch (condition.type) {
    case 'compare_value':
      checkField(`${pointer}/leftValueAccess`, condition.leftValueAccess.fieldId);
      if (condition.operator === undefined) problems.set(`${pointer}/operator`, 'operatorRequired');
      checkValue(`${pointer}/rightValue`, condition.rightValue);
      break;
    case 'non_empty':
    case 'is_empty':
      checkField(`${pointer}/valueAccess`, condition.valueAccess.fieldId);
      break;
    case 'and':
    case 'or':
      if (condition.conditions.length === 0) problems.set(pointer, 'groupEmpty');
      condition.conditions.forEach((child, index) => {
        for (const [at, problem] of conditionProblems(
          child,
          fields,
          `${pointer}/conditions/${index}`,
        ))
          problems.set(at, problem);
      });
      break;
    case 'constant':
      break;
  }
  return problems;
}
