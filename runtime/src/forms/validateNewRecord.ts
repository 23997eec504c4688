import type { Problem } from '@tessera/engine';
import type { NewRecordField } from './describeNewRecordFields';

/** The dialog's values, by provider field id; a field not there holds its initial value. */
export type NewRecordValues = Readonly<Record<string, unknown>>;

/** The first problem of each field, by provider field id. */
export type NewRecordProblems = Readonly<Record<string, Problem>>;

/** The value a field holds: what was entered, else what it started with. */
export const newRecordValueOf = (field: NewRecordField, values: NewRecordValues): unknown =>
  Object.hasOwn(values, field.providerFieldId) ? values[field.providerFieldId] : field.initialValue;

/**
 * Checks the new record before it is sent, as a form checks its fields: an empty required field
 * is 'validations.required'; a filled one goes through its field type's own checks (a number that
 * is not one, a date that is not a date, a text over 200 characters). Empty optional fields pass.
 * The server checks every value again.
 */
export function validateNewRecord(
  fields: readonly NewRecordField[],
  values: NewRecordValues,
): NewRecordProblems {
  const problems: Record<string, Problem> = {};
  for (const field of fields) {
    const path = field.providerFieldId;
    const value = newRecordValueOf(field, values);
    const { definition } = field;
    if (definition.isEmpty(value)) {
      if (field.required) problems[path] = { path, messageKey: 'validations.required' };
      continue;
    }
    const [problem] = definition.validate(value, { options: field.options, path });
    if (problem !== undefined) problems[path] = problem;
  }
  return problems;
}
