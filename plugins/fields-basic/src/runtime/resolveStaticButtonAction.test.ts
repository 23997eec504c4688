import type { FormActions, FormRowPosition } from '@tessera/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaticButtonAction } from '../definitions/staticFields.types';
import { resolveStaticButtonAction } from './resolveStaticButtonAction';

function formActions(
  row: FormRowPosition | null,
  { canAdd = true, canRemove = true }: { canAdd?: boolean; canRemove?: boolean } = {},
) {
  return {
    row,
    addRow: vi.fn(() => true),
    removeRow: vi.fn(() => true),
    canAddRow: vi.fn(() => canAdd),
    canRemoveRow: vi.fn(() => canRemove),
  } satisfies FormActions;
}

const add: StaticButtonAction = { type: 'add_repeating_group_item', groupId: null };
const remove: StaticButtonAction = { type: 'remove_repeating_group_item', groupId: null };

describe('resolveStaticButtonAction', () => {
  it('"adding inserts an empty row after the chosen row": after the button\'s own row', () => {
    const form = formActions({ groupId: 'items', index: 2 });
    resolveStaticButtonAction(add, form)?.();
    expect(form.addRow).toHaveBeenCalledWith('items', 2);
  });

  it("removes the button's own row", () => {
    const form = formActions({ groupId: 'items', index: 1 });
    resolveStaticButtonAction(remove, form)?.();
    expect(form.removeRow).toHaveBeenCalledWith('items', 1);
  });

  it('"add button hidden at the maximum": no action when a row cannot be added', () => {
    const form = formActions({ groupId: 'items', index: 0 }, { canAdd: false });
    expect(resolveStaticButtonAction(add, form)).toBeNull();
    expect(form.canAddRow).toHaveBeenCalledWith('items');
  });

  it('"remove button hidden at the minimum": no action when a row cannot be removed', () => {
    const form = formActions({ groupId: 'items', index: 0 }, { canRemove: false });
    expect(resolveStaticButtonAction(remove, form)).toBeNull();
  });

  it('outside a row and without a group id there is nothing to act on', () => {
    const form = formActions(null);
    expect(resolveStaticButtonAction(add, form)).toBeNull();
    expect(resolveStaticButtonAction(remove, form)).toBeNull();
  });

  it("with a group id outside that group's rows, adds at the end and cannot remove", () => {
    const form = formActions({ groupId: 'other', index: 4 });
    resolveStaticButtonAction({ ...add, groupId: 'items' }, form)?.();
    expect(form.addRow).toHaveBeenCalledWith('items', undefined);
    expect(resolveStaticButtonAction({ ...remove, groupId: 'items' }, form)).toBeNull();
  });

  it("with the id of its own row's group, acts on its own row", () => {
    const form = formActions({ groupId: 'items', index: 3 });
    resolveStaticButtonAction({ ...remove, groupId: 'items' }, form)?.();
    expect(form.removeRow).toHaveBeenCalledWith('items', 3);
  });

  it('ignores an action type it does not know (newer stored data)', () => {
    const unknown = { type: 'redirect', groupId: null } as unknown as StaticButtonAction;
    expect(
      resolveStaticButtonAction(unknown, formActions({ groupId: 'items', index: 0 })),
    ).toBeNull();
  });
});
