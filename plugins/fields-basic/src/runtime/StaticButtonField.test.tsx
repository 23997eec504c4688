import { type FormActions, FormActionsProvider, type FormRowPosition } from '@tessera/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { staticButtonFieldType } from '../definitions/staticButtonFieldType';
import type { StaticButtonFieldOptions } from '../definitions/staticFields.types';
import { renderWithTranslations } from './renderWithTranslations';
import { StaticButtonField } from './StaticButtonField';

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

const defaults = staticButtonFieldType.defaultOptions;

async function renderButton(
  actions: FormActions | null,
  options: Partial<StaticButtonFieldOptions> = {},
  { disabled = false, readOnly = false } = {},
) {
  const button = (
    <StaticButtonField
      id="addItem"
      label="Dodaj pozycję"
      options={{ ...defaults, ...options }}
      value={null}
      onChange={() => {}}
      disabled={disabled}
      readOnly={readOnly}
      required={false}
    />
  );
  return renderWithTranslations(
    actions ? <FormActionsProvider actions={actions}>{button}</FormActionsProvider> : button,
  );
}

const removeOptions = {
  text: 'Usuń',
  action: { type: 'remove_repeating_group_item', groupId: null },
} as const;

/** A row that moves from position 1 to 5 when its button is clicked, its fields untouched. */
function MovingRow({ actions, children }: { actions: FormActions; children: ReactNode }) {
  const [index, setIndex] = useState(1);
  return (
    <FormActionsProvider actions={{ ...actions, row: { groupId: 'items', index } }}>
      {children}
      <button type="button" onClick={() => setIndex(5)}>
        Przesuń wiersz
      </button>
    </FormActionsProvider>
  );
}

/** The row buttons of a group of `rows` rows (at most `max`), told of each change of the rows. */
function groupActions(rows: number, max: number) {
  const group = { rows };
  const listeners = new Set<() => void>();
  const actions: FormActions = {
    row: { groupId: 'items', index: 0 },
    addRow: vi.fn(() => true),
    removeRow: vi.fn(() => true),
    canAddRow: () => group.rows < max,
    canRemoveRow: () => group.rows > 0,
    subscribeToRows: (_groupId, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setRows = (next: number) => {
    group.rows = next;
    for (const listener of [...listeners]) listener();
  };
  return { actions, setRows };
}

describe('StaticButtonField', () => {
  it('inside a repeating-group row adds a row after its own row', async () => {
    const actions = formActions({ groupId: 'items', index: 1 });
    await renderButton(actions, { text: 'Dodaj' });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(actions.addRow).toHaveBeenCalledWith('items', 1);
  });

  it('inside a repeating-group row removes its own row', async () => {
    const actions = formActions({ groupId: 'items', index: 2 });
    await renderButton(actions, removeOptions);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(actions.removeRow).toHaveBeenCalledWith('items', 2);
  });

  it('"Add button hidden at the maximum" (spec 002 §4)', async () => {
    await renderButton(formActions({ groupId: 'items', index: 0 }, { canAdd: false }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('"remove button hidden at the minimum" (spec 002 §4)', async () => {
    await renderButton(
      formActions({ groupId: 'items', index: 0 }, { canRemove: false }),
      removeOptions,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides when its group reaches the maximum and shows again below it, told by the form', async () => {
    const { actions, setRows } = groupActions(2, 3);
    await renderButton(actions, { text: 'Dodaj' });
    expect(screen.getByRole('button', { name: 'Dodaj' })).toBeInTheDocument();
    act(() => setRows(3));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => setRows(2));
    expect(screen.getByRole('button', { name: 'Dodaj' })).toBeInTheDocument();
  });

  it('is not rendered again when its row moves, and adds after the row where it is when clicked', async () => {
    const actions = formActions({ groupId: 'items', index: 1 });
    const renders = vi.fn();
    await renderWithTranslations(
      <MovingRow actions={actions}>
        <Profiler id="button" onRender={renders}>
          <StaticButtonField
            id="addItem"
            label="Dodaj pozycję"
            options={{ ...defaults, text: 'Dodaj' }}
            value={null}
            onChange={() => {}}
            disabled={false}
            required={false}
          />
        </Profiler>
      </MovingRow>,
    );
    renders.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Przesuń wiersz' }));
    expect(renders).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(actions.addRow).toHaveBeenCalledWith('items', 5);
  });

  it('is hidden outside a form, where no row can change', async () => {
    await renderButton(null);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is hidden in a read-only form and greyed out when disabled', async () => {
    const actions = formActions({ groupId: 'items', index: 0 });
    const { unmount } = await renderButton(actions, { text: 'Dodaj' }, { readOnly: true });
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    await renderButton(actions, { text: 'Dodaj' }, { disabled: true });
    const button = screen.getByRole('button', { name: 'Dodaj' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(actions.addRow).not.toHaveBeenCalled();
  });

  it('shows its icon alone, named by the field label, when it has no caption', async () => {
    await renderButton(formActions({ groupId: 'items', index: 0 }), { text: '' });
    const button = screen.getByRole('button', { name: 'Dodaj pozycję' });
    expect(button.querySelector('svg')).not.toBeNull();
    expect(button).not.toHaveTextContent('Dodaj pozycję');
  });

  it('shows the label as its caption when it has neither text nor icon', async () => {
    await renderButton(formActions({ groupId: 'items', index: 0 }), {
      text: '',
      icon: { name: null, align: 'left', color: null },
    });
    expect(screen.getByRole('button')).toHaveTextContent('Dodaj pozycję');
  });

  it("puts the icon after the caption when aligned right, in the designer's colours", async () => {
    await renderButton(formActions({ groupId: 'items', index: 0 }), {
      text: 'Dalej',
      backgroundColor: '#107c10',
      textColor: '#fff',
      icon: { name: 'arrow_right', align: 'right', color: '#ffb900' },
    });
    const button = screen.getByRole('button', { name: 'Dalej' });
    const icon = button.querySelector('svg');
    expect(button.lastElementChild?.contains(icon ?? null)).toBe(true);
    expect(button.style.getPropertyValue('--tessera-static-button-background')).toBe('#107c10');
    expect(button.style.getPropertyValue('--tessera-static-button-text')).toBe('#fff');
    expect(icon).toHaveStyle({ color: '#ffb900' });
  });

  it('refuses colours that are not hex colours, even if stored data bypassed the schema', async () => {
    await renderButton(formActions({ groupId: 'items', index: 0 }), {
      text: 'Dodaj',
      backgroundColor: 'red; display: none',
    });
    const button = screen.getByRole('button', { name: 'Dodaj' });
    expect(button.style.getPropertyValue('--tessera-static-button-background')).toBe('');
  });
});
