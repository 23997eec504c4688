import type { UserRecord } from '@tessera/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { clearStudioApi, collectionPage, stubStudioApi } from '../common/stubStudioApi';

const jan: UserRecord = {
  id: '55555555-5555-4555-8555-555555555555',
  email: 'jan@firma.pl',
  status: 'active',
  type: 'user',
  supervisorUserId: null,
  roleIds: ['r1', 'r2'],
  defaultClient: { key: 'demo' },
  personalDetails: { name: 'Jan', surname: 'Kowalski' },
  specialFeatures: [],
  _search: { fullName: 'Kowalski Jan', isActive: true },
};

const lists: URLSearchParams[] = [];
const saves: unknown[] = [];

beforeEach(() => {
  lists.length = 0;
  saves.length = 0;
  stubStudioApi('/demo/settings/users', ({ method, path, query, body }) => {
    if (path.startsWith('/api/users/') && method === 'PUT') {
      saves.push(body);
      return Response.json({ data: { ...jan, status: 'inactive' } });
    }
    if (path !== '/api/users') return undefined;
    lists.push(query);
    return collectionPage([jan], {
      roles: [
        { id: 'r2', name: 'Kierownik', status: 'active', permissions: [] },
        { id: 'r1', name: 'Handlowiec', status: 'active', permissions: [] },
      ],
    });
  });
});

afterEach(clearStudioApi);

describe('the users list', () => {
  it('shows each user with name, e-mail, type, roles and status', async () => {
    render(<App />);
    const row = await screen.findByRole('row', { name: /Kowalski Jan/ });
    expect(row).toHaveTextContent('jan@firma.pl');
    expect(row).toHaveTextContent('Użytkownik');
    expect(row).toHaveTextContent('Handlowiec, Kierownik');
    expect(row).toHaveTextContent('Aktywny');
    expect(within(row).getByRole('link', { name: 'Kowalski Jan' })).toHaveAttribute(
      'href',
      `/demo/settings/users/${jan.id}/edit`,
    );
    expect(lists[0]?.get('filter[status][ne]')).toBe('deleted');
    expect(lists[0]?.get('include[0]') ?? lists[0]?.get('include[]')).toBe('roles');
  });

  it('searches names on the server and filters by status', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Kowalski Jan/ });
    fireEvent.change(screen.getByRole('searchbox', { name: /Szukaj/ }), {
      target: { value: 'Kowal' },
    });
    await waitFor(() => expect(lists.at(-1)?.get('query')).toBe('Kowal'), { timeout: 3000 });
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nieaktywny' }));
    await waitFor(() => expect(lists.at(-1)?.get('filter[status]')).toBe('inactive'));
    expect(lists.at(-1)?.get('query')).toBe('Kowal');
  });

  it('sorts by e-mail when its header is clicked', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Kowalski Jan/ });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(lists.at(-1)?.get('sort[email]')).toBe('asc'));
  });

  it('deactivates a user from the row menu after a confirmation', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Kowalski Jan/ });
    fireEvent.click(screen.getByRole('button', { name: 'Więcej akcji: Kowalski Jan' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await waitFor(() => expect(saves).toEqual([{ status: 'inactive' }]));
  });
});
