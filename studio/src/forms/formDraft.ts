import type { FormDefinitionDraft, FormDefinitionItem } from '@tessera/client';

/**
 * The form being edited: the definition without its id and revision (the save sends those
 * apart). Everything the studio does not edit yet (variables, listeners, connections, the save
 * redirect) is carried through unchanged, so a stored form round-trips through the editor.
 */
export type FormDraft = FormDefinitionDraft;

/** A draft of a stored form, as it was read. */
export function formDraftOf(item: FormDefinitionItem): FormDraft {
  const { id: _id, revision: _revision, status, ...rest } = item;
  return { ...rest, status: status === 'inactive' ? 'inactive' : 'active' };
}

/** A new, empty form — bound to `providerId` when the list's "new" link named one. */
export function emptyFormDraft(providerId: string | null = null): FormDraft {
  return {
    name: '',
    status: 'active',
    fields: [],
    ...(providerId === null ? {} : { binding: { dataProviderId: providerId, fields: {} } }),
  };
}

/**
 * A new form copied from a stored one (spec 000 §2 `new?copyFromFormId`): every part of it,
 * under `name`; field ids are the form's own, so bindings and conditions keep working.
 */
export function copiedFormDraft(source: FormDefinitionItem, name: string): FormDraft {
  return { ...formDraftOf(source), name, status: 'active' };
}

/** Whether two drafts hold the same definition, whatever the order of their object keys. */
export function sameDraft(a: FormDraft, b: FormDraft): boolean {
  return a === b || sameJson(a, b);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return keys.length === otherKeys.length && keys.every((key) => sameJson(left[key], right[key]));
}
