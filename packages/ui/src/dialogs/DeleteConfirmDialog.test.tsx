import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { ConfirmDialog } from './ConfirmDialog';
import { DeleteConfirmDialog, type DeleteConfirmDialogProps } from './DeleteConfirmDialog';

function renderDialog(props: Partial<DeleteConfirmDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    withTessera(() => (
      <DeleteConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} {...props} />
    )),
  );
  return { onOpenChange, onConfirm };
}

describe('DeleteConfirmDialog', () => {
  it('asks in Polish whether to delete "this item" when no name is given', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdź usunięcie' });
    expect(dialog).toHaveTextContent(
      'Czy na pewno chcesz usunąć ten element? Tej operacji nie można cofnąć.',
    );
    expect(screen.getByRole('button', { name: 'Usuń' })).toBeInTheDocument();
  });

  it('names the item in the question', async () => {
    renderDialog({ itemName: 'Faktura 7/2026' });
    expect(
      await screen.findByText(
        'Czy na pewno chcesz usunąć „Faktura 7/2026”? Tej operacji nie można cofnąć.',
      ),
    ).toBeInTheDocument();
  });

  it('the safe choice has focus on opening: Enter does not delete', async () => {
    const { onConfirm } = renderDialog();
    const cancel = await screen.findByRole('button', { name: 'Anuluj' });
    await waitFor(() => expect(cancel).toHaveFocus());
    fireEvent.click(cancel);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes on "Usuń" and shows the delete error when it fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('409')));
    const { onOpenChange } = renderDialog({ onConfirm });
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Nie udało się usunąć. Spróbuj ponownie.')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('the delete button is styled as destructive, unlike an ordinary confirm button', async () => {
    render(
      withTessera(() => (
        <>
          <DeleteConfirmDialog open onOpenChange={() => undefined} onConfirm={() => undefined} />
          <ConfirmDialog
            open
            onOpenChange={() => undefined}
            onConfirm={() => undefined}
            message="?"
            confirmLabel="OK"
          />
        </>
      )),
    );
    const remove = await screen.findByRole('button', { name: 'Usuń' });
    const ordinary = screen.getByRole('button', { name: 'OK' });
    expect(remove.className).not.toBe(ordinary.className);
  });
});
