import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PublishVersionDialog.stories';
import { draftVersion } from './versionFixtures';

const { WithChanges, NoChanges, Rollback, Loading, LoadFailed, PublishFails } =
  composeStories(stories);

// The studio's stories are not in the root Storybook's glob yet: they are rendered here.
describe('PublishVersionDialog stories', () => {
  it('names the version becoming live and the live one becoming previous', async () => {
    render(<WithChanges />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Opublikować wersję v4 Zima?' });
    expect(dialog).toHaveTextContent('Wersja v4 Zima stanie się wersją opublikowaną');
    expect(dialog).toHaveTextContent(
      'Obecna wersja opublikowana v3 Jesień (live) stanie się wersją poprzednią.',
    );
    expect(dialog).toHaveTextContent('Zmiany względem wersji v3 Jesień (live)');
  });

  it('lists what changes by kind — data providers, forms, processes, views, layout — and name', async () => {
    render(<WithChanges />);
    const changes = await screen.findByRole('region', { name: 'Co się zmieni' });
    expect(changes).toHaveTextContent('Nowe: 3, zmienione: 3, usunięte: 1');
    const kinds = within(changes)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(kinds).toEqual(['Źródła danych', 'Formularze', 'Procesy', 'Widoki', 'Układ aplikacji']);
    const providers = within(changes).getByRole('region', { name: 'Źródła danych' });
    expect(
      within(providers)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Nowy: Reklamacje', 'Zmieniony: Klienci']);
    expect(
      within(changes).getByRole('listitem', { name: 'Usunięty: Stare zadania' }),
    ).toBeVisible();
    expect(within(changes).getByText('Sprzedaż → Sprzedaż PV')).toBeInTheDocument();
    expect(within(changes).getByText('Menu i widoki startowe')).toBeInTheDocument();
  });

  it('says so when the version holds the same settings as the live one', async () => {
    render(<NoChanges />);
    expect(
      await screen.findByText('Ustawienia tej wersji nie różnią się od wersji opublikowanej.'),
    ).toBeInTheDocument();
  });

  it('a rollback lists what the live version has and the previous one lacks as removed', async () => {
    render(<Rollback />);
    expect(
      await screen.findByRole('listitem', { name: 'Usunięty: Reklamacje' }),
    ).toBeInTheDocument();
  });

  it('shows the comparison loading, and a failed one with a retry', async () => {
    const { unmount } = render(<Loading />);
    expect(await screen.findByText('Sprawdzanie zmian…')).toBeInTheDocument();
    unmount();
    render(<LoadFailed />);
    expect(await screen.findByText('Nie udało się sprawdzić, co się zmieni.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });

  it('publishes on confirmation; Cancel (focused first) closes without publishing', async () => {
    const onPublish = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<WithChanges onPublish={onPublish} onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(onClose).toHaveBeenCalled();
    expect(onPublish).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledWith(draftVersion));
  });

  it('stays open and says so when publishing fails', async () => {
    render(<PublishFails />);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    expect(
      await within(dialog).findByText('Nie udało się opublikować wersji. Spróbuj ponownie.'),
    ).toBeInTheDocument();
  });
});
