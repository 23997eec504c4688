import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type FormActions, FormActionsProvider } from './FormActionsProvider';
import { type RowChange, useRowChangeAllowed } from './useRowChangeAllowed';

/** A group of `rows` rows between `min` and `max`, telling its subscribers of every change. */
function createGroup(rows: number, min: number, max: number) {
  const state = { rows, min, max };
  const listeners = new Set<() => void>();
  const actions: FormActions = {
    row: null,
    addRow: () => false,
    removeRow: () => false,
    canAddRow: () => state.rows < state.max,
    canRemoveRow: () => state.rows > state.min,
    subscribeToRows: vi.fn((_groupId: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  const change = (next: Partial<typeof state>) => {
    Object.assign(state, next);
    for (const listener of [...listeners]) listener();
  };
  return { actions, change, listeners };
}

const renders: Record<RowChange, number> = { add: 0, remove: 0 };
/** A row button of `change`, shown while that change is allowed. */
function RowButton({ change }: { change: RowChange }) {
  renders[change] += 1;
  return useRowChangeAllowed('items', change) ? <button type="button">{change}</button> : null;
}

describe('useRowChangeAllowed: "add hidden at the maximum, remove hidden at the minimum" (spec 002 §4)', () => {
  it('answers from the row limits, and renders a button again only when its own answer changes', () => {
    const group = createGroup(2, 1, 3);
    const view = render(
      <FormActionsProvider actions={group.actions}>
        <RowButton change="add" />
        <RowButton change="remove" />
      </FormActionsProvider>,
    );
    const shown = () => screen.queryAllByRole('button').map((button) => button.textContent);
    expect(shown()).toEqual(['add', 'remove']);
    renders.add = 0;
    renders.remove = 0;
    act(() => group.change({ rows: 2 }));
    act(() => group.change({ rows: 3 }));
    expect(shown()).toEqual(['remove']);
    expect(renders).toEqual({ add: 1, remove: 0 });
    act(() => group.change({ rows: 1, max: 5 }));
    expect(shown()).toEqual(['add']);
    expect(group.actions.subscribeToRows).toHaveBeenCalledWith('items', expect.any(Function));
    view.unmount();
    expect(group.listeners.size).toBe(0);
  });

  it('allows nothing without a group, and nothing outside a form', () => {
    const group = createGroup(2, 0, 5);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FormActionsProvider actions={group.actions}>{children}</FormActionsProvider>
    );
    expect(renderHook(() => useRowChangeAllowed(null, 'add'), { wrapper }).result.current).toBe(
      false,
    );
    expect(renderHook(() => useRowChangeAllowed('items', 'add'), { wrapper }).result.current).toBe(
      true,
    );
    expect(renderHook(() => useRowChangeAllowed('items', 'remove')).result.current).toBe(false);
  });
});
