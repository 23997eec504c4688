import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      message="Opublikować wersję 3?"
      onConfirm={() => undefined}
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onOpenChange = vi.fn();
  render(withTessera(() => <Harness {...props} onOpenChange={onOpenChange} />));
  return { onOpenChange };
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('asks with the Polish defaults, as an alert dialog', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdź operację' });
    expect(dialog).toHaveTextContent('Opublikować wersję 3?');
    expect(screen.getByRole('button', { name: 'Potwierdź' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anuluj' })).toBeInTheDocument();
  });

  it('takes its own title and labels', async () => {
    renderDialog({ title: 'Publikacja', confirmLabel: 'Opublikuj', cancelLabel: 'Jeszcze nie' });
    expect(await screen.findByRole('alertdialog', { name: 'Publikacja' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jeszcze nie' })).toBeInTheDocument();
  });

  it('confirm runs the action once and closes', async () => {
    const onConfirm = vi.fn();
    const { onOpenChange } = renderDialog({ onConfirm });
    fireEvent.click(await screen.findByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const { onOpenChange } = renderDialog({ onConfirm });
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keyboard: the confirm button has focus on opening (Enter confirms) and Escape cancels', async () => {
    const onConfirm = vi.fn();
    const { onOpenChange } = renderDialog({ onConfirm });
    const confirm = await screen.findByRole('button', { name: 'Potwierdź' });
    await waitFor(() => expect(confirm).toHaveFocus());
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while an async confirm runs: a spinner, no second confirm, no closing', async () => {
    const work = deferred();
    const onConfirm = vi.fn(() => work.promise);
    const { onOpenChange } = renderDialog({ onConfirm });
    const confirm = await screen.findByRole('button', { name: 'Potwierdź' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Anuluj' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledOnce();
    work.resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('a failed confirm shows the error and stays open for another try', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce(undefined);
    const { onOpenChange } = renderDialog({ onConfirm });
    fireEvent.click(await screen.findByRole('button', { name: 'Potwierdź' }));
    expect(
      await screen.findByText('Nie udało się wykonać operacji. Spróbuj ponownie.'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    const confirm = screen.getByRole('button', { name: 'Potwierdź' });
    expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(confirm);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('shows its own error text', async () => {
    renderDialog({
      onConfirm: () => Promise.reject(new Error('409')),
      errorMessage: 'Wersja jest już opublikowana.',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText('Wersja jest już opublikowana.')).toBeInTheDocument();
  });
});
