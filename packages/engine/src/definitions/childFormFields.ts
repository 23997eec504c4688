import type { ContainerOptions, FormField, RepeatingGroupOptions } from './formField.types';

/** Whether a field is a repeating group, with its typed options. @public */
export function isRepeatingGroupField(
  field: FormField,
): field is FormField & { type: { name: 'repeating_group'; options: RepeatingGroupOptions } } {
  return field.type.name === 'repeating_group';
}

/** Whether a field is a container, with its typed options. @public */
export function isContainerField(
  field: FormField,
): field is FormField & { type: { name: 'container'; options: ContainerOptions } } {
  return field.type.name === 'container';
}

/**
 * The fields nested directly in a field — a repeating group's row template or a container's
 * fields — with the property path they sit at; none for other types.
 * @public
 */
export function childFormFields(
  field: FormField,
): { readonly path: string; readonly fields: readonly FormField[] } | undefined {
  if (isRepeatingGroupField(field)) {
    return { path: 'type.options.fieldsTemplate', fields: field.type.options.fieldsTemplate };
  }
  if (isContainerField(field)) {
    return { path: 'type.options.fields', fields: field.type.options.fields };
  }
  return undefined;
}
