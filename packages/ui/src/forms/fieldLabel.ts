import type { FormField } from '@tessera/engine';

/** The text a field is shown with: its label, else its name. @internal */
export function fieldLabel(field: FormField): string {
  return field.label?.trim() ? field.label : field.name;
}

/** The problem shown for a field no plugin or renderer handles (spec 002 §3). @internal */
export function incorrectTypeProblem(field: FormField, path: string) {
  return { path, messageKey: 'fields.incorrectType', params: { type: field.type.name } };
}
