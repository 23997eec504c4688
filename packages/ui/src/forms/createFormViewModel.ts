import {
  type FormDefinition,
  type FormField,
  type FormState,
  type FormStore,
  isContainerField,
  isRepeatingGroupField,
  type Registry,
} from '@tessera/engine';
import type { FormActions } from '@tessera/react';
import { createFieldSubscriptions } from './createFieldSubscriptions';
import { createRowKeys, type RowKeys } from './createRowKeys';
import type { RowLimits } from './rowControls';
import type { FormStoreSource } from './useFormSlice';

/**
 * What the parts of a form view share for one definition and store: the row keys and limits of
 * its repeating groups, each field's options with its type's defaults, and the row actions
 * static buttons and the add/remove buttons call. Plain objects, no React: the view only binds.
 * @internal
 */
export interface FormViewModel {
  readonly actions: FormActions;
  /**
   * The store as the slots of one field (a row field: of its group) read it, told only of the
   * changes to that field's state (`createFieldSubscriptions`).
   */
  sourceOf(fieldId: string): FormStoreSource;
  /**
   * Runs a user's edit of a field (a row field: of its group) so that its own slots render in
   * the edit's frame and its dependants after the next paint (`FieldSubscriptions.edit`).
   */
  edit(fieldId: string, change: () => void): void;
  rowKeysOf(groupId: string): RowKeys;
  /** A selector of the group's current row limits (stable per group, for `useFormSlice`). */
  limitsOf(groupId: string): (state: FormState) => RowLimits;
  /** The field's options over its type's default options, the same object on every call. */
  optionsOf(field: FormField): unknown;
  isRegisteredType(type: string): boolean;
}

const noLimits = (): RowLimits => ({ min: 0, max: 0 });

/** Creates the model of a form view. @internal */
export function createFormViewModel(
  definition: FormDefinition,
  store: FormStore,
  registry: Registry,
): FormViewModel {
  // Each group's limits as the store keeps them on its state (`rowLimits`), one selector a group.
  const groups = new Map<string, (state: FormState) => RowLimits>();
  const collect = (fields: readonly FormField[]) => {
    for (const field of fields) {
      if (field.status !== 'active') continue;
      if (isRepeatingGroupField(field)) {
        const id = field.id;
        groups.set(id, (state) => state.field(id)?.rowLimits ?? noLimits());
      } else if (isContainerField(field)) collect(field.type.options.fields);
    }
  };
  collect(definition.fields);

  const rowKeys = new Map<string, RowKeys>();
  const rowKeysOf = (groupId: string) => {
    let keys = rowKeys.get(groupId);
    if (!keys) {
      keys = createRowKeys(groupId);
      rowKeys.set(groupId, keys);
    }
    return keys;
  };
  const rowCountOf = (groupId: string) => {
    const rows = store.getState().value(groupId);
    return Array.isArray(rows) ? rows.length : 0;
  };
  const limitsNow = (groupId: string) => (groups.get(groupId) ?? noLimits)(store.getState());
  const editable = (groupId: string) => {
    const state = store.getState().field(groupId);
    return groups.has(groupId) && state?.visible === true && !state.disabled;
  };

  const options = new WeakMap<FormField, unknown>();
  const subscriptions = createFieldSubscriptions(store);

  return {
    actions: Object.freeze({
      row: null,
      addRow(groupId: string, afterIndex?: number) {
        if (!editable(groupId)) return false;
        const count = rowCountOf(groupId);
        // Spec 002 §4: adding inserts an empty row after the chosen row (at the end without one).
        const at = Math.min(afterIndex === undefined ? count : afterIndex + 1, count);
        const keys = rowKeysOf(groupId);
        keys.sync(count);
        // The key goes first: the store re-renders the rows while it adds.
        keys.insert(at);
        if (store.addRow(groupId, at)) return true;
        keys.remove(at);
        return false;
      },
      removeRow(groupId: string, index: number) {
        if (!editable(groupId)) return false;
        const keys = rowKeysOf(groupId);
        keys.sync(rowCountOf(groupId));
        const removed = keys.remove(index);
        if (store.removeRow(groupId, index)) return true;
        if (removed !== undefined) keys.insert(index, removed);
        return false;
      },
      canAddRow: (groupId: string) =>
        editable(groupId) && rowCountOf(groupId) < limitsNow(groupId).max,
      canRemoveRow: (groupId: string) =>
        editable(groupId) && rowCountOf(groupId) > limitsNow(groupId).min,
      // A group's rows and limits are on its own state: its slots' subscription hears of both.
      subscribeToRows: (groupId: string, listener: () => void) =>
        subscriptions.sourceOf(groupId).subscribe(listener),
      // RepeatingGroupView marks its rows with what the group cannot take now.
      hidesRowChangeButtons: true,
    }),
    sourceOf: subscriptions.sourceOf,
    edit: subscriptions.edit,
    rowKeysOf,
    limitsOf: (groupId) => groups.get(groupId) ?? noLimits,
    optionsOf(field) {
      if (options.has(field)) return options.get(field);
      const resolved = registry.resolveFieldType(field.type.name);
      const defaults = resolved.ok ? resolved.definition.defaultOptions : undefined;
      const merged =
        defaults && typeof defaults === 'object'
          ? { ...defaults, ...field.type.options }
          : (field.type.options ?? defaults ?? {});
      options.set(field, merged);
      return merged;
    },
    isRegisteredType: (type) => registry.resolveFieldType(type).ok,
  };
}
