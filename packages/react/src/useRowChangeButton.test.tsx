import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type FormActions, FormActionsProvider, type FormRowPosition } from './FormActionsProvider';
import { ROW_CHANGE_ATTRIBUTE, useRowChangeButton } from './useRowChangeButton';

/** The actions of a form whose group `items` holds `rows` rows of at most 3, in `row`. */
function formOf(row: FormRowPosition | null, hidesRowChangeButtons: boolean) {
  const state = { rows: 3 };
  const listeners = new Set<() => void>();
  const actions: FormActions = {
    row,
    addRow: () => false,
    removeRow: () => false,
    canAddRow: () => state.rows < 3,
    canRemoveRow: () => state.rows > 1,
    subscribeToRows: vi.fn((_groupId: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    hidesRowChangeButtons,
  };
  const setRows = (rows: number) => {
    state.rows = rows;
    for (const listener of [...listeners]) listener();
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FormActionsProvider actions={actions}>{children}</FormActionsProvider>
  );
  return { actions, setRows, wrapper };
}

describe('useRowChangeButton: spec 002 §4 "add button hidden at the maximum", one attribute for a whole group', () => {
  it('inside a row of its own group, in a form that hides such buttons: rendered and marked, never subscribed', () => {
    const form = formOf({ groupId: 'items', index: 0 }, true);
    const renders = vi.fn();
    const { result } = renderHook(
      () => {
        renders();
        return useRowChangeButton('items', 'add');
      },
      { wrapper: form.wrapper },
    );
    // At the maximum the form hides it, by the mark: the button itself is not asked.
    expect(result.current).toEqual({
      rendered: true,
      attributes: { [ROW_CHANGE_ATTRIBUTE]: 'add' },
    });
    renders.mockClear();
    act(() => form.setRows(2));
    expect(renders).not.toHaveBeenCalled();
    expect(form.actions.subscribeToRows).not.toHaveBeenCalled();
    const remove = renderHook(() => useRowChangeButton('items', 'remove'), {
      wrapper: form.wrapper,
    });
    expect(remove.result.current.attributes).toEqual({ [ROW_CHANGE_ATTRIBUTE]: 'remove' });
  });

  it('for another group, or in a form that does not hide them: rendered while allowed, unmarked', () => {
    for (const [row, hides, groupId] of [
      [{ groupId: 'other', index: 0 }, true, 'items'],
      [null, true, 'items'],
      [{ groupId: 'items', index: 0 }, false, 'items'],
    ] as const) {
      const form = formOf(row, hides);
      const { result } = renderHook(() => useRowChangeButton(groupId, 'add'), {
        wrapper: form.wrapper,
      });
      expect(result.current).toEqual({ rendered: false, attributes: {} });
      act(() => form.setRows(2));
      expect(result.current).toEqual({ rendered: true, attributes: {} });
    }
  });

  it('renders nothing without a group, or outside a form', () => {
    const form = formOf({ groupId: 'items', index: 0 }, true);
    expect(
      renderHook(() => useRowChangeButton(null, 'add'), { wrapper: form.wrapper }).result.current
        .rendered,
    ).toBe(false);
    expect(renderHook(() => useRowChangeButton('items', 'add')).result.current.rendered).toBe(
      false,
    );
  });
});
