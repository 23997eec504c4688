import type { FormField } from '../definitions/formField.types';

/**
 * Whether the form starts a field from a value saved with the record (spec 002 §4: "Default
 * values apply to fields without a saved value"): the record holds one for it (`saved` is the
 * record's values, or one saved row of a repeating group) and the field does not ignore it.
 * @internal
 */
export function hasSavedValue(
  field: FormField,
  saved: Readonly<Record<string, unknown>> | undefined,
): boolean {
  return (
    saved !== undefined &&
    !field.ignoreSavedValue &&
    Object.hasOwn(saved, field.id) &&
    saved[field.id] !== undefined
  );
}
