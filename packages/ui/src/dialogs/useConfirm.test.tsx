import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { type ConfirmApi, useConfirm } from './useConfirm';

function Probe({ api }: { api: { current?: ConfirmApi } }) {
  api.current = useConfirm();
  return <>{api.current.dialog}</>;
}

function renderHook() {
  const api: { current?: ConfirmApi } = {};
  const view = render(withTessera(() => <Probe api={api} />));
  const current = () => {
    if (!api.current) throw new Error('not rendered');
    return api.current;
  };
  /** Asks inside `act`, as a click handler would. */
  const ask = (question: (api: ConfirmApi) => Promise<boolean>) => {
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = question(current());
    });
    return answer;
  };
  return { ask, unmount: view.unmount };
}

describe('useConfirm', () => {
  it('confirm resolves true when confirmed', async () => {
    const { ask } = renderHook();
    const answer = ask((api) => api.confirm({ message: 'Opublikować wersję 3?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Potwierdź' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('confirm resolves false when cancelled', async () => {
    const { ask } = renderHook();
    const answer = ask((api) => api.confirm({ message: 'Opublikować wersję 3?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj' }));
    await expect(answer).resolves.toBe(false);
  });

  it('confirmDelete asks about the named item', async () => {
    const { ask } = renderHook();
    const answer = ask((api) => api.confirmDelete({ itemName: 'Faktura 7/2026' }));
    expect(
      await screen.findByText(
        'Czy na pewno chcesz usunąć „Faktura 7/2026”? Tej operacji nie można cofnąć.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await expect(answer).resolves.toBe(true);
  });

  it('a new question answers the open one with false', async () => {
    const { ask } = renderHook();
    const first = ask((api) => api.confirm({ message: 'Pierwsze?' }));
    await screen.findByText('Pierwsze?');
    const second = ask((api) => api.confirm({ message: 'Drugie?' }));
    await expect(first).resolves.toBe(false);
    expect(await screen.findByText('Drugie?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await expect(second).resolves.toBe(true);
  });

  it('unmounting answers an open question with false', async () => {
    const { ask, unmount } = renderHook();
    const answer = ask((api) => api.confirm({ message: 'Opublikować?' }));
    await screen.findByText('Opublikować?');
    unmount();
    await expect(answer).resolves.toBe(false);
  });
});
