// What the form store's behaviour tests share: a registry of plain field types, a fixed host and
// builders of form fields. Test-only: not exported from the package.
import type { ConditionDefinition } from '../conditions';
import type { FormDefinition } from '../definitions/form.types';
import type { FormField } from '../definitions/formField.types';
import { createStaticHost } from '../host/createStaticHost';
import type { MethodDefinition } from '../methods';
import { createRegistry } from '../plugins/createRegistry';
import { defineFieldType } from '../plugins/defineFieldType';
import { definePlugin } from '../plugins/definePlugin';
import { createFormStore, type FormStore, type FormStoreOptions } from './createFormStore';

declare module '../plugins/fieldTypes.types' {
  interface FieldTypes {
    kit_text: { options: Record<string, never>; value: string | null };
    kit_number: { options: Record<string, never>; value: number | null };
  }
}

const schemas = { defaultOptions: {}, emptyValue: null, optionsSchema: {}, valueSchema: {} };

/** A registry with `kit_text` and `kit_number` (a negative number is a `min_value` problem). */
const kitRegistry = createRegistry([
  definePlugin({
    name: '@test/form-store-kit',
    fieldTypes: [
      defineFieldType({ type: 'kit_text', ...schemas }),
      defineFieldType({
        type: 'kit_number',
        ...schemas,
        validate: (value, { path }) =>
          value !== null && value < 0
            ? [{ path, messageKey: 'validations.min_value', params: { min: 0 } }]
            : [],
      }),
    ],
  }),
]);

export const kitHost = createStaticHost({
  now: new Date('2026-11-21T10:00:00Z'),
  timeZone: 'Europe/Warsaw',
});

export function textField(id: string, extra: Partial<FormField> = {}): FormField {
  return fieldOf(id, { name: 'kit_text' }, extra);
}

export function numberField(id: string, extra: Partial<FormField> = {}): FormField {
  return fieldOf(id, { name: 'kit_number' }, extra);
}

export function groupField(
  id: string,
  fieldsTemplate: FormField[],
  limits: { minRowsCount?: MethodDefinition; maxRowsCount?: MethodDefinition } = {},
  extra: Partial<FormField> = {},
): FormField {
  return fieldOf(id, { name: 'repeating_group', options: { fieldsTemplate, ...limits } }, extra);
}

export function containerField(
  id: string,
  fields: FormField[],
  extra: Partial<FormField> = {},
): FormField {
  return fieldOf(id, { name: 'container', options: { fields } }, extra);
}

function fieldOf(id: string, type: FormField['type'], extra: Partial<FormField>): FormField {
  return {
    id,
    name: id,
    status: 'active',
    type,
    layout: { x: 0, y: 0, width: 3, height: 9 },
    ...extra,
  };
}

export const manual = (value: unknown): MethodDefinition => ({ type: 'manual', value });
export const read = (fieldId: string): MethodDefinition => ({
  type: 'field_value_access',
  fieldId,
});

/** A field of the current row of `groupId` (`relative_position`), for row methods and conditions. */
export const sameRow = (groupId: string, fieldId: string) => ({
  fieldId: groupId,
  path: [{ type: 'relative_position' as const }, fieldId],
});

/** `left == value` (a value access to a field, or to a field of the current row). */
export const equals = (
  left: { fieldId: string; path?: readonly unknown[] },
  value: unknown,
): ConditionDefinition =>
  ({
    type: 'compare_value',
    leftValueAccess: left,
    operator: 'equal',
    rightValue: { type: 'const', value },
  }) as ConditionDefinition;

/** Opens a form of `fields` over the kit's registry and host. */
export function openForm(
  fields: FormField[],
  options: Partial<FormStoreOptions> = {},
  extra: Partial<FormDefinition> = {},
): FormStore {
  return createFormStore(
    { id: 'kit-form', name: 'Formularz', fields, ...extra },
    { registry: kitRegistry, host: kitHost, ...options },
  );
}

/** A repeating group's rows as the store holds them now. */
export const rowsOf = (form: FormStore, groupId: string) =>
  form.getState().value(groupId) as Record<string, unknown>[];
