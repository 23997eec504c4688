import type { UserRecord } from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { session } from '../services';

const admin = createTestUser({ type: 'client_admin' });
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
const saves: Record<string, unknown>[] = [];

beforeEach(() => {
  lists.length = 0;
  saves.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      const path = address.pathname;
      if (path === '/api/auth/me') return Response.json(admin);
      if (path === '/api/clients/info')
        return Response.json({ data: { id: 'c1', key: 'demo', name: 'Demo', domains: [] } });
      if (path.startsWith('/api/users/') && init?.method === 'PUT') {
        saves.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return Response.json({ data: { ...jan, status: 'inactive' } });
      }
      if (path === '/api/users') {
        lists.push(address.searchParams);
        return Response.json({
          data: [jan],
          meta: { page: 1, perPage: 20, lastPage: 1, total: 1 },
          relations: {
            roles: [
              { id: 'r2', name: 'Kierownik', status: 'active', permissions: [] },
              { id: 'r1', name: 'Handlowiec', status: 'active', permissions: [] },
            ],
          },
        });
      }
      return Response.json({ statusCode: 404 }, { status: 404 });
    }),
  );
  act(() => {
    session.setToken('tok');
    session.setUser(admin);
  });
  window.history.replaceState(null, '', '/demo/settings/users');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.clear());
});

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
    await waitFor(
      () => expect(lists.at(-1)?.get('filter[_search.fullName][contains]')).toBe('Kowal'),
      { timeout: 3000 },
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nieaktywny' }));
    await waitFor(() => expect(lists.at(-1)?.get('filter[status]')).toBe('inactive'));
    expect(lists.at(-1)?.get('filter[_search.fullName][contains]')).toBe('Kowal');
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
