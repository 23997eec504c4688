import type { ChoiceValue, ListSelectValue } from './fieldsChoice.types';

/** The chosen values of any choice field's value, as a list (none for `null`). @public */
export function toChoiceValues(value: ListSelectValue | undefined): readonly ChoiceValue[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? (value as readonly ChoiceValue[]) : [value as ChoiceValue];
}
