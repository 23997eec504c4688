import type { DataProviderItem } from '@tessera/client';
import type { FormField, FormVariable } from '@tessera/engine';
import type { ConditionField } from '../conditions/conditionDraft';
import type { MethodScope } from '../methods/MethodScope';
import { bindableValueTypes } from './bindableValueTypes';
import { fieldTypeOf } from './studioPlugins';

/** The form's fields as conditions and methods read them: id, label, the value type they hold. */
export function conditionFieldsOf(fields: readonly FormField[]): ConditionField[] {
  return fields.map((field) => {
    const valueType = bindableValueTypes(field.type.name, fieldTypeOf(field.type.name))[0];
    return {
      id: field.id,
      label: field.label?.trim() || field.name,
      ...(valueType ? { valueType } : {}),
    };
  });
}

/** What the form's methods may read: its fields, its variables, the version's providers. */
export function formMethodScope(
  form: { readonly fields: readonly FormField[]; readonly variables?: readonly FormVariable[] },
  providers: readonly DataProviderItem[] | null,
): MethodScope {
  return {
    fields: conditionFieldsOf(form.fields),
    variables: (form.variables ?? []).map(({ id, name }) => ({ id, name })),
    providers: (providers ?? []).map(({ id, name }) => ({ id, name })),
  };
}
