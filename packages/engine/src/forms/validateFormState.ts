import type { ValueValidator } from '../definitions/formField.types';
import type { EvaluationContext } from '../host/evaluationContext.types';
import { isEmptyValue } from '../plugins/defineFieldType';
import type { Problem } from '../plugins/problem';
import { validateValueSync } from '../validation/compileValidationRules';
import type { ValidationRuleInput } from '../validation/validationRule.types';
import type { CompiledField } from './compileForm';
import type { FieldState } from './formState.types';

/** What validation needs from the live store. */
export interface FormValidationAccess {
  /** An evaluation context, optionally inside rows of repeating groups. */
  contextFor(rowIndexes?: Record<string, number>): EvaluationContext;
  rowLimitsOf(field: CompiledField): { min: number; max: number };
}

const validatorRules = (validator: ValueValidator): ValidationRuleInput[] =>
  validator.type === 'email'
    ? ['email']
    : [
        {
          rule: 'regex',
          params: { pattern: validator.pattern },
          ...(validator.errorMessage ? { message: validator.errorMessage } : {}),
        },
      ];

function checkValue(
  field: CompiledField,
  value: unknown,
  required: boolean,
  path: string,
): Problem[] {
  const fieldType = field.fieldType;
  if (!fieldType) return [];
  if (fieldType.isEmpty(value)) {
    return required ? [{ path, messageKey: 'validations.required' }] : [];
  }
  const options = field.definition.type.options ?? fieldType.defaultOptions;
  const problems = [...fieldType.validate(value, { options, path })];
  if (field.definition.validator) {
    problems.push(
      ...validateValueSync(value, validatorRules(field.definition.validator), { path }),
    );
  }
  return problems;
}

/**
 * Checks the visible fields of a form: required, the field type's own rules, the value
 * validator, and for repeating groups the row count and every row's fields. Problems carry the
 * field id as path (`items[2].amount` inside rows).
 * @public
 */
export function validateFormState(
  fields: readonly CompiledField[],
  states: Readonly<Record<string, FieldState>>,
  access: FormValidationAccess,
): Problem[] {
  const problems: Problem[] = [];
  for (const field of fields) {
    const id = field.definition.id;
    const state = states[id];
    if (!state?.visible || field.typeProblem) continue;
    const group = field.repeatingGroup;
    if (!group) {
      problems.push(...checkValue(field, state.value, state.required, id));
      continue;
    }
    const rows = Array.isArray(state.value) ? (state.value as Record<string, unknown>[]) : [];
    if (state.required && isEmptyValue(rows)) {
      problems.push({ path: id, messageKey: 'validations.required' });
    }
    const { min, max } = access.rowLimitsOf(field);
    if (rows.length < min)
      problems.push({ path: id, messageKey: 'validations.minArrayLength', params: { min } });
    if (rows.length > max)
      problems.push({ path: id, messageKey: 'validations.maxArrayLength', params: { max } });
    rows.forEach((row, index) => {
      // The store keeps each row field's visible/required state; without one, compute it here.
      const rowStates = state.rows?.[index];
      const context = rowStates ? null : access.contextFor({ [id]: index });
      for (const rowField of group.template) {
        const rowState = rowStates?.[rowField.definition.id];
        const visible =
          rowState?.visible ?? (context ? (rowField.visible?.(context) ?? true) : true);
        if (!visible) continue;
        const required =
          rowState?.required ?? (context ? (rowField.required?.(context) ?? false) : false);
        const path = `${id}[${index}].${rowField.definition.id}`;
        problems.push(...checkValue(rowField, row[rowField.definition.id], required, path));
      }
    });
  }
  return problems;
}
