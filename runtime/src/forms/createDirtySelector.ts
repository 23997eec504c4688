import {
  type FormDefinition,
  type FormField,
  type FormState,
  isContainerField,
  isRepeatingGroupField,
  isSameJsonValue,
} from '@tessera/engine';

function repeatingGroupIds(fields: readonly FormField[], into: string[] = []): string[] {
  for (const field of fields) {
    if (field.status !== 'active') continue;
    if (isRepeatingGroupField(field)) into.push(field.id);
    else if (isContainerField(field)) repeatingGroupIds(field.type.options.fields, into);
  }
  return into;
}

/**
 * Whether the form holds unsaved changes (spec 000 §4, tracked per form): the store's `dirty`,
 * or a repeating group whose rows differ from those the form opened with. The engine's `dirty`
 * follows only fields set with `setValue`; rows edited, added or removed do not count there yet.
 * Compare against the state the form opened with.
 */
export function createDirtySelector(
  definition: FormDefinition,
  opened: FormState,
): (state: FormState) => boolean {
  const groups = repeatingGroupIds(definition.fields).map((id) => ({
    id,
    rows: opened.value(id),
  }));
  return (state) =>
    state.dirty || groups.some(({ id, rows }) => !isSameJsonValue(state.value(id), rows));
}
