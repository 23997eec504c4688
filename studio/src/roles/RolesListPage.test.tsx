import type { RoleRecord } from '@tessera/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { clearStudioApi, collectionPage, stubStudioApi } from '../common/stubStudioApi';

const manager: RoleRecord = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Kierownik',
  status: 'active',
  permissions: [{ type: 'usersManagement' }],
};
const seller: RoleRecord = {
  id: '77777777-7777-4777-8777-777777777777',
  name: 'Handlowiec',
  status: 'inactive',
  permissions: [],
};

const lists: URLSearchParams[] = [];
const requests: { method: string; path: string; body?: unknown }[] = [];

beforeEach(() => {
  lists.length = 0;
  requests.length = 0;
  stubStudioApi('/demo/settings/roles', ({ method, path, query, body }) => {
    if (path.startsWith('/api/roles/')) {
      requests.push({ method, path, ...(body === undefined ? {} : { body }) });
      return method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json({ data: { ...manager, status: 'inactive' } });
    }
    if (path !== '/api/roles') return undefined;
    lists.push(query);
    return collectionPage([manager, seller]);
  });
});

afterEach(clearStudioApi);

describe('the roles list', () => {
  it('shows each role with its special permissions and its status', async () => {
    render(<App />);
    const row = await screen.findByRole('row', { name: /Kierownik/ });
    expect(row).toHaveTextContent('Zarządzanie użytkownikami');
    expect(row).toHaveTextContent('Aktywna');
    const other = screen.getByRole('row', { name: /Handlowiec/ });
    expect(other).toHaveTextContent('Brak');
    expect(other).toHaveTextContent('Nieaktywna');
    expect(lists[0]?.get('filter[status][ne]')).toBe('deleted');
  });

  it('deactivates an active role from its menu and activates an inactive one', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Kierownik/ });
    fireEvent.click(screen.getByRole('button', { name: 'Więcej akcji: Handlowiec' }));
    expect(await screen.findByRole('menuitem', { name: 'Aktywuj' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Więcej akcji: Kierownik' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dezaktywuj' }));
    await waitFor(() =>
      expect(requests).toEqual([
        { method: 'PUT', path: `/api/roles/${manager.id}`, body: { status: 'inactive' } },
      ]),
    );
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('asks before deleting a role, saying it is taken from everyone who has it', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Kierownik/ });
    fireEvent.click(screen.getByRole('button', { name: 'Więcej akcji: Kierownik' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Zostanie odebrana wszystkim użytkownikom');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(requests).toEqual([{ method: 'DELETE', path: `/api/roles/${manager.id}` }]),
    );
  });
});
