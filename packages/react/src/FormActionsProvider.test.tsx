import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type FormActions,
  FormActionsProvider,
  type FormRowActions,
  useFormActions,
  useFormRowActions,
} from './FormActionsProvider';

function formActions(overrides: Partial<FormActions> = {}): FormActions {
  return {
    row: null,
    addRow: vi.fn(() => true),
    removeRow: vi.fn(() => true),
    canAddRow: vi.fn(() => true),
    canRemoveRow: vi.fn(() => true),
    ...overrides,
  };
}

/** A row's static button: adds a row after its own, asking the position when clicked. */
const renders: string[] = [];
const AddAfterMine = memo(function AddAfterMine({ name }: { name: string }) {
  renders.push(name);
  const { row, addRow } = useFormRowActions();
  return (
    <button type="button" onClick={() => row && addRow(row.groupId, row.position())}>
      {name}
    </button>
  );
});

/** Records what each render of a field read from useFormRowActions. */
const seen: FormRowActions[] = [];
function Probe() {
  seen.push(useFormRowActions());
  return null;
}

/** A field showing its row position as useFormActions gives it. */
function Position() {
  const { row } = useFormActions();
  return <span>{row ? `${row.groupId}:${row.index}` : 'none'}</span>;
}

/** Rows as a form view lays them out: each row's provider gets the row's current position. */
function Rows({ base, keys }: { base: FormActions; keys: readonly string[] }) {
  return keys.map((key, index) => (
    <FormActionsProvider key={key} actions={{ ...base, row: { groupId: 'items', index } }}>
      <AddAfterMine name={key} />
    </FormActionsProvider>
  ));
}

describe('useFormRowActions: the row asked for its position at click time', () => {
  it("does not render a row's field again when rows are inserted before it, and a click uses the row's new position", () => {
    const base = formActions();
    const view = render(<Rows base={base} keys={['a', 'b']} />);
    renders.length = 0;
    view.rerender(<Rows base={base} keys={['new', 'a', 'b']} />);
    expect(renders).toEqual(['new']);
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    expect(base.addRow).toHaveBeenLastCalledWith('items', 2);
  });

  it('keeps one object while the row moves, and gives another for another group or other actions', () => {
    const base = formActions();
    seen.length = 0;
    const at = (actions: FormActions, groupId: string, index: number) => (
      <FormActionsProvider actions={{ ...actions, row: { groupId, index } }}>
        <Probe />
      </FormActionsProvider>
    );
    const view = render(at(base, 'items', 0));
    view.rerender(at(base, 'items', 3));
    view.rerender(at(base, 'other', 3));
    view.rerender(at({ ...base, addRow: vi.fn(() => false) }, 'other', 3));
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
    expect(seen[2]?.row?.groupId).toBe('other');
    expect(seen[3]).not.toBe(seen[2]);
  });

  it('without subscribeToRows, renews the object when canAddRow or canRemoveRow answer differently', () => {
    let canAdd = true;
    const base = formActions({ canAddRow: () => canAdd });
    seen.length = 0;
    const at = (index: number) => (
      <FormActionsProvider actions={{ ...base, row: { groupId: 'items', index } }}>
        <Probe />
      </FormActionsProvider>
    );
    const view = render(at(0));
    canAdd = false;
    view.rerender(at(1));
    expect(seen[1]).not.toBe(seen[0]);
    view.rerender(at(2));
    expect(seen[2]).toBe(seen[1]);
  });

  it('has no row outside a row, and is inert outside a form', () => {
    const base = formActions();
    const inForm = renderHook(() => useFormRowActions(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <FormActionsProvider actions={base}>{children}</FormActionsProvider>
      ),
    });
    expect(inForm.result.current.row).toBeNull();
    const outside = renderHook(() => useFormRowActions()).result.current;
    expect(outside.row).toBeNull();
    expect(outside.addRow('items')).toBe(false);
    expect(outside.canRemoveRow('items')).toBe(false);
  });
});

describe('useFormActions: the row position as it is now', () => {
  it('renders again with the new position when the row moves', () => {
    const base = formActions();
    const at = (index: number) => (
      <FormActionsProvider actions={{ ...base, row: { groupId: 'items', index } }}>
        <Position />
      </FormActionsProvider>
    );
    const view = render(at(0));
    expect(screen.getByText('items:0')).toBeInTheDocument();
    act(() => view.rerender(at(4)));
    expect(screen.getByText('items:4')).toBeInTheDocument();
  });
});
