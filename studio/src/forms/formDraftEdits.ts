import type {
  FieldTypeDefinition,
  FormField,
  FormFieldLayout,
  SaveRedirect,
} from '@tessera/engine';
import type { Draft } from 'immer';
import type { FormDraft } from './formDraft';
import { clampLayout, type GridPlacement } from './formLayout';

// The editor's changes to a form, as immer recipes: each is one undoable step of the history.

type DraftForm = Draft<FormDraft>;

/** Gives each field the layout `placement` names for it, touching only those that move. */
export function applyPlacement(form: DraftForm, placement: GridPlacement): void {
  for (const field of form.fields) {
    const next = placement.get(field.id);
    if (next === undefined) continue;
    const now = field.layout;
    if (
      now.x !== next.x ||
      now.y !== next.y ||
      now.width !== next.width ||
      now.height !== next.height
    ) {
      field.layout = { ...next };
    }
  }
}

/**
 * A new field of `type` at `position` in the type's default size (spec 002 §3 default grid
 * sizes), with the type's default options. Its id and name are the type name and the first free
 * number (`text_1`, `text_2`...), unique in the form and a valid name token.
 */
export function createFormField(
  type: Pick<FieldTypeDefinition, 'type' | 'defaultSize' | 'defaultOptions'>,
  position: Pick<FormFieldLayout, 'x' | 'y'>,
  taken: readonly Pick<FormField, 'id' | 'name'>[],
): FormField {
  const used = new Set(taken.flatMap((field) => [field.id, field.name]));
  let number = 1;
  while (used.has(`${type.type}_${number}`)) number += 1;
  const id = `${type.type}_${number}`;
  return {
    id,
    name: id,
    label: '',
    status: 'active',
    type: {
      name: type.type,
      options: structuredClone(type.defaultOptions) as Record<string, unknown>,
    },
    layout: clampLayout({ ...position, ...type.defaultSize }),
  };
}

/** Adds a field (its place already made free by the caller's placement). */
export function addField(form: DraftForm, field: FormField, placement: GridPlacement): void {
  form.fields.push(field as Draft<FormField>);
  applyPlacement(form, placement);
}

/** Removes fields, and their provider bindings with them. */
export function removeFields(form: DraftForm, ids: readonly string[]): void {
  const removed = new Set(ids);
  form.fields = form.fields.filter((field) => !removed.has(field.id));
  if (form.binding) {
    for (const id of ids) delete form.binding.fields[id];
  }
}

/** Changes one field through `change` (label, name, options, conditions...). */
export function updateField(
  form: DraftForm,
  id: string,
  change: (field: Draft<FormField>) => void,
): void {
  const field = form.fields.find((candidate) => candidate.id === id);
  if (field) change(field);
}

/**
 * Binds the form to a provider, or unbinds it (`null`). Field bindings name the old provider's
 * fields, so choosing another provider drops them.
 */
export function setProvider(form: DraftForm, providerId: string | null): void {
  if (providerId === null) {
    delete form.binding;
    return;
  }
  if (form.binding?.dataProviderId === providerId) return;
  form.binding = { dataProviderId: providerId, fields: {} };
}

/** Binds a form field to a provider field, or unbinds it (`null`); needs a bound provider. */
export function setFieldBinding(
  form: DraftForm,
  fieldId: string,
  providerFieldId: string | null,
): void {
  if (!form.binding) return;
  if (providerFieldId === null) delete form.binding.fields[fieldId];
  else form.binding.fields[fieldId] = providerFieldId;
}

/**
 * Sets where the save button leads (`layout.saveButton.redirect`), or removes it (`undefined`)
 * together with the layout parts it leaves empty.
 */
export function setSaveRedirect(form: DraftForm, redirect: SaveRedirect | undefined): void {
  if (redirect !== undefined) {
    form.layout = {
      ...form.layout,
      saveButton: { ...form.layout?.saveButton, redirect: redirect as Draft<SaveRedirect> },
    };
    return;
  }
  const saveButton = form.layout?.saveButton;
  if (!saveButton) return;
  delete saveButton.redirect;
  if (Object.keys(saveButton).length === 0) delete form.layout?.saveButton;
  if (form.layout && Object.keys(form.layout).length === 0) delete form.layout;
}
