import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { clearStudioApi, collectionPage, stubStudioApi } from '../common/stubStudioApi';
import { manualProvider, textField } from './providerFixtures';

const providerId = '44444444-4444-4444-8444-444444444444';
const customers = manualProvider(providerId, 'Klienci', [
  textField('name', 'Nazwa'),
  textField('old', 'Stare', 'deleted'),
]);

const lists: URLSearchParams[] = [];
const deletes: string[] = [];
let answer: () => Response;

beforeEach(() => {
  lists.length = 0;
  deletes.length = 0;
  answer = () => collectionPage([customers]);
  stubStudioApi('/demo/settings/dataProviders', ({ method, path, query }) => {
    if (method === 'DELETE' && path === `/api/settings/dataProviders/${providerId}`) {
      deletes.push(providerId);
      return new Response(null, { status: 204 });
    }
    if (path !== '/api/settings/dataProviders') return undefined;
    lists.push(query);
    return answer();
  });
});

afterEach(clearStudioApi);

describe('the data providers list (a settings list)', () => {
  it('shows each provider with its type, fields not deleted and status, linked to its screens', async () => {
    render(<App />);
    const row = await screen.findByRole('row', { name: /Klienci/ });
    expect(row).toHaveTextContent('Ręczny');
    expect(row).toHaveTextContent('1 pole');
    expect(row).toHaveTextContent('Aktywny');
    expect(within(row).getByRole('link', { name: 'Klienci' })).toHaveAttribute(
      'href',
      `/demo/settings/dataProviders/${providerId}/edit`,
    );
    expect(within(row).getByRole('link', { name: 'Przeglądaj rekordy: Klienci' })).toHaveAttribute(
      'href',
      `/demo/settings/dataProviders/${providerId}/browse`,
    );
    // "All statuses" asks for no status: the server then answers every provider not deleted.
    expect(lists[0]?.has('filter[status]')).toBe(false);
    expect(lists[0]?.get('sort[name]')).toBe('asc');
    expect(lists[0]?.get('pagination[perPage]')).toBe('20');
  });

  it('searches names on the server, filters by status and sorts by name the other way round', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Klienci/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj po nazwie' }), {
      target: { value: ' Kli ' },
    });
    await waitFor(() => expect(lists.at(-1)?.get('query')).toBe('Kli'), { timeout: 3000 });
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nieaktywny' }));
    await waitFor(() => expect(lists.at(-1)?.get('filter[status]')).toBe('inactive'));
    fireEvent.click(await screen.findByRole('button', { name: 'Nazwa' }));
    await waitFor(() => expect(lists.at(-1)?.get('sort[name]')).toBe('desc'));
    expect(lists.at(-1)?.get('query')).toBe('Kli');
    // Only the name column sorts: the others' headers are not buttons.
    expect(screen.queryByRole('button', { name: 'Typ' })).toBeNull();
  });

  it('deletes a provider from the row menu after a confirmation, then loads the list again', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Klienci/ });
    fireEvent.click(screen.getByRole('button', { name: 'Więcej akcji: Klienci' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Klienci');
    const loaded = lists.length;
    answer = () => collectionPage([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(deletes).toEqual([providerId]));
    await waitFor(() => expect(lists.length).toBe(loaded + 1));
    expect(await screen.findByText('Nie ma jeszcze dostawców danych')).toBeInTheDocument();
  });

  it('an empty list invites to create the first provider; a search finding nothing says so', async () => {
    answer = () => collectionPage([]);
    render(<App />);
    expect(await screen.findByText('Nie ma jeszcze dostawców danych')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nowy dostawca danych' })).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj po nazwie' }), {
      target: { value: 'xyz' },
    });
    expect(
      await screen.findByText('Brak dostawców pasujących do wyszukiwania', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nowy dostawca danych' })).toHaveLength(1);
  });

  it('a list that failed to load says so and loads again on a retry', async () => {
    answer = () => Response.json({ statusCode: 500 }, { status: 500 });
    render(<App />);
    expect(await screen.findByText('Nie udało się wczytać dostawców danych.')).toBeInTheDocument();
    answer = () => collectionPage([customers]);
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('row', { name: /Klienci/ })).toBeInTheDocument();
  });
});
