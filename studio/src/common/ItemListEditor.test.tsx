import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { ItemListEditor } from './ItemListEditor';

function renderEditor(count: number, addDisabled = false) {
  const onAdd = vi.fn();
  render(
    withStudioMessages(() => (
      <ItemListEditor
        count={count}
        emptyText="Brak sortowania."
        addLabel="Dodaj sortowanie"
        addDisabled={addDisabled}
        onAdd={onAdd}
      >
        {Array.from({ length: count }, (_, index) => `Reguła ${index + 1}`).map((rule) => (
          <p key={rule}>{rule}</p>
        ))}
      </ItemListEditor>
    )),
  );
  return onAdd;
}

describe('ItemListEditor', () => {
  it('says so when there is nothing, and adds with its button', () => {
    const onAdd = renderEditor(0);
    expect(screen.getByText('Brak sortowania.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj sortowanie' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('shows the rows instead of the empty text', () => {
    renderEditor(2);
    expect(screen.queryByText('Brak sortowania.')).not.toBeInTheDocument();
    expect(screen.getByText('Reguła 2')).toBeInTheDocument();
  });

  it('a disabled add button adds nothing', () => {
    const onAdd = renderEditor(1, true);
    const add = screen.getByRole('button', { name: 'Dodaj sortowanie' });
    expect(add).toBeDisabled();
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
