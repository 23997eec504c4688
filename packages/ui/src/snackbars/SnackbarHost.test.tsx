import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { runWithUndo } from './runWithUndo';
import { SnackbarHost } from './SnackbarHost';
import { createSnackbarCenter } from './snackbarCenter';

// Toasts are list items named by their text; the aria-live region repeats the text, so query by role.
const findToast = (name: string) => screen.findByRole('listitem', { name });
const queryToast = (name: string) => screen.queryByRole('listitem', { name });
const getToast = (name: string) => screen.getByRole('listitem', { name });

function renderHost() {
  const center = createSnackbarCenter();
  render(withTessera(() => <SnackbarHost center={center} />));
  return center;
}

describe('SnackbarHost', () => {
  it('shows a snackbar in Polish and removes it when dismissed with its close button', async () => {
    const center = renderHost();
    act(() => {
      center.show({ message: 'snackbars.saved', intent: 'success' });
    });
    expect(await findToast('Zapisano zmiany')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(center.getState()).toEqual([]);
    await waitFor(() => expect(queryToast('Zapisano zmiany')).not.toBeInTheDocument());
  });

  it('a toast closed by Fluent itself (Delete on a focused toast) closes in the center too', async () => {
    const center = renderHost();
    const onClose = vi.fn();
    act(() => {
      center.show({ message: 'snackbars.saved', onClose });
    });
    fireEvent.keyDown(await findToast('Zapisano zmiany'), { key: 'Delete' });
    await waitFor(() => expect(center.getState()).toEqual([]));
    expect(onClose).toHaveBeenCalledExactlyOnceWith('dismissed');
  });

  it('shows snackbars raised before it mounted', async () => {
    const center = createSnackbarCenter();
    center.show({ message: 'connection.offline' });
    render(withTessera(() => <SnackbarHost center={center} />));
    expect(await findToast('Brak połączenia z internetem')).toBeInTheDocument();
  });

  it('runs the action of a snackbar (undo)', async () => {
    const center = renderHost();
    const onClick = vi.fn();
    act(() => {
      center.show({ message: 'snackbars.saved', action: { label: 'snackbars.undo', onClick } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cofnij' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('has no close button on a snackbar that cannot be dismissed', async () => {
    const center = renderHost();
    act(() => {
      center.show({ message: 'snackbars.saving', busy: true, dismissible: false });
    });
    expect(await findToast('Zapisywanie…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamknij' })).not.toBeInTheDocument();
  });

  it('updates a replaced snackbar in place: one toast, new text', async () => {
    const center = renderHost();
    act(() => {
      center.show({ id: 'connection', message: 'connection.offline' });
    });
    expect(await findToast('Brak połączenia z internetem')).toBeInTheDocument();
    act(() => {
      center.show({ id: 'connection', message: 'connection.online' });
    });
    expect(await findToast('Połączenie z internetem zostało przywrócone')).toBeInTheDocument();
    expect(queryToast('Brak połączenia z internetem')).not.toBeInTheDocument();
  });

  it('removes a snackbar when its time runs out', async () => {
    const center = renderHost();
    act(() => {
      center.show({ message: 'snackbars.rolledBack', timeoutMs: 20 });
    });
    expect(await findToast('Cofnięto zmiany')).toBeInTheDocument();
    await waitFor(() => expect(queryToast('Cofnięto zmiany')).not.toBeInTheDocument());
  });

  it('keeps a snackbar while the pointer is on it, also when it is replaced meanwhile', async () => {
    const center = renderHost();
    act(() => {
      center.show({ id: 'a', message: 'snackbars.saving', timeoutMs: null });
    });
    const toast = await findToast('Zapisywanie…');
    fireEvent.mouseEnter(within(toast).getByText('Zapisywanie…'));
    act(() => {
      center.show({ id: 'a', message: 'snackbars.saved', timeoutMs: 50 });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(center.getState()).toHaveLength(1);
    fireEvent.mouseLeave(within(getToast('Zapisano zmiany')).getByText('Zapisano zmiany'));
    await waitFor(() => expect(center.getState()).toEqual([]));
  });

  it('walks an undo operation through its states on screen', async () => {
    const center = renderHost();
    let finishUndo: () => void = () => undefined;
    act(() => {
      runWithUndo({
        snackbars: center,
        run: async () => 'id',
        undo: () =>
          new Promise<void>((resolve) => {
            finishUndo = resolve;
          }),
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cofnij' }));
    expect(await findToast('Cofanie zmian…')).toBeInTheDocument();
    await act(async () => finishUndo());
    expect(await findToast('Cofnięto zmiany')).toBeInTheDocument();
  });
});
