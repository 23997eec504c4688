import type { FormRowActions } from '@tessera/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaticButtonAction } from '../definitions/staticFields.types';
import {
  resolveStaticButtonAction,
  staticButtonGroupId,
  staticButtonRowChange,
} from './resolveStaticButtonAction';

/** The actions of a field in row `index` of `groupId` (null: outside rows). */
function formActions(at: { groupId: string; index: number } | null) {
  const position = { index: at?.index ?? -1 };
  const actions = {
    row: at && { groupId: at.groupId, position: () => position.index },
    addRow: vi.fn(() => true),
    removeRow: vi.fn(() => true),
    canAddRow: vi.fn(() => true),
    canRemoveRow: vi.fn(() => true),
  } satisfies FormRowActions;
  return { actions, position };
}

const add: StaticButtonAction = { type: 'add_repeating_group_item', groupId: null };
const remove: StaticButtonAction = { type: 'remove_repeating_group_item', groupId: null };

describe('resolveStaticButtonAction', () => {
  it('"adding inserts an empty row after the chosen row": after the button\'s own row', () => {
    const { actions } = formActions({ groupId: 'items', index: 2 });
    resolveStaticButtonAction(add, actions, true)?.();
    expect(actions.addRow).toHaveBeenCalledWith('items', 2);
  });

  it("removes the button's own row", () => {
    const { actions } = formActions({ groupId: 'items', index: 1 });
    resolveStaticButtonAction(remove, actions, true)?.();
    expect(actions.removeRow).toHaveBeenCalledWith('items', 1);
  });

  it("asks the row's position when clicked: a row moved since the button rendered acts where it is now", () => {
    const { actions, position } = formActions({ groupId: 'items', index: 1 });
    const addAfter = resolveStaticButtonAction(add, actions, true);
    const removeOwn = resolveStaticButtonAction(remove, actions, true);
    position.index = 4;
    addAfter?.();
    removeOwn?.();
    expect(actions.addRow).toHaveBeenCalledWith('items', 4);
    expect(actions.removeRow).toHaveBeenCalledWith('items', 4);
  });

  it('"add button hidden at the maximum": no action when a row cannot be added', () => {
    const { actions } = formActions({ groupId: 'items', index: 0 });
    expect(resolveStaticButtonAction(add, actions, false)).toBeNull();
  });

  it('"remove button hidden at the minimum": no action when a row cannot be removed', () => {
    const { actions } = formActions({ groupId: 'items', index: 0 });
    expect(resolveStaticButtonAction(remove, actions, false)).toBeNull();
  });

  it('outside a row and without a group id there is nothing to act on', () => {
    const { actions } = formActions(null);
    expect(staticButtonGroupId(add, actions.row)).toBeNull();
    expect(resolveStaticButtonAction(add, actions, true)).toBeNull();
    expect(resolveStaticButtonAction(remove, actions, true)).toBeNull();
  });

  it("with a group id outside that group's rows, adds at the end and cannot remove", () => {
    const { actions } = formActions({ groupId: 'other', index: 4 });
    expect(staticButtonGroupId({ ...add, groupId: 'items' }, actions.row)).toBe('items');
    resolveStaticButtonAction({ ...add, groupId: 'items' }, actions, true)?.();
    expect(actions.addRow).toHaveBeenCalledWith('items', undefined);
    expect(resolveStaticButtonAction({ ...remove, groupId: 'items' }, actions, true)).toBeNull();
  });

  it("with the id of its own row's group, acts on its own row", () => {
    const { actions } = formActions({ groupId: 'items', index: 3 });
    resolveStaticButtonAction({ ...remove, groupId: 'items' }, actions, true)?.();
    expect(actions.removeRow).toHaveBeenCalledWith('items', 3);
  });

  it('ignores an action type it does not know (newer stored data)', () => {
    const unknown = { type: 'redirect', groupId: null } as unknown as StaticButtonAction;
    expect(staticButtonRowChange(unknown)).toBeNull();
    expect([staticButtonRowChange(add), staticButtonRowChange(remove)]).toEqual(['add', 'remove']);
    const { actions } = formActions({ groupId: 'items', index: 0 });
    expect(resolveStaticButtonAction(unknown, actions, true)).toBeNull();
  });
});
