import type { PermissionEntity, RoleRecord } from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { session, unsavedChanges } from '../services';

const admin = createTestUser({ type: 'client_admin' });
const roleId = '77777777-7777-4777-8777-777777777777';
const stored: RoleRecord = {
  id: roleId,
  name: 'Handlowiec',
  status: 'active',
  permissions: [{ type: 'userApiAccess' }],
};
const entities: PermissionEntity[] = [
  { kind: 'manual', entityId: 'userApiAccess', name: 'userApiAccess' },
  { kind: 'tableViewAccess', entityId: 'v-orders', name: 'Zamówienia' },
  { kind: 'processStepFormInput', entityId: 'p-sales', name: 'Sprzedaż › Oferta' },
];
const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, perPage: 100, lastPage: 1, total: data.length },
  relations: {},
});

const saves: { path: string; body: Record<string, unknown> }[] = [];
const takenNames = ['Kierownik'];

beforeEach(() => {
  saves.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      const query = (name: string) => address.searchParams.get(name);
      const path = address.pathname;
      if (path === '/api/auth/me') return Response.json(admin);
      if (path === '/api/clients/info')
        return Response.json({ data: { id: 'c1', key: 'demo', name: 'Demo', domains: [] } });
      if (path.startsWith('/api/roles') && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        saves.push({ path, body });
        return Response.json({ data: { ...stored, ...body, id: roleId } });
      }
      if (path === `/api/roles/${roleId}/permissionEntities`)
        return Response.json({ data: entities });
      if (path === '/api/roles') {
        if (query('filter[id]') === roleId) return Response.json(page([stored]));
        const name = query('filter[name]');
        if (name !== null) return Response.json(page(takenNames.includes(name) ? [stored] : []));
        return Response.json(page([stored]));
      }
      return Response.json({ statusCode: 404 }, { status: 404 });
    }),
  );
  act(() => {
    session.setToken('tok');
    session.setUser(admin);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.clear());
});

async function openRole(id: string | null) {
  window.history.replaceState(
    null,
    '',
    `/demo/settings/roles/${id === null ? 'new' : `${id}/edit`}`,
  );
  render(<App />);
  return screen.findByRole('region', { name: 'Ogólne' });
}

describe('the role form', () => {
  it('shows what the role grants by category, with links to where it is set', async () => {
    await openRole(roleId);
    const permissions = screen.getByRole('region', { name: 'Uprawnienia' });
    const assigned = await within(permissions).findByRole('list', { name: 'Przypisane' });
    expect(
      within(assigned)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Dostęp do API środowiska', 'Zamówienia', 'Sprzedaż › Oferta']);
    fireEvent.click(within(permissions).getByRole('tab', { name: /Widoki/ }));
    expect(
      within(permissions).getByRole('link', { name: 'Otwórz ustawienia: Zamówienia' }),
    ).toHaveAttribute('href', '/demo/settings/views/v-orders/edit');
  });

  it('saves the special permissions set here, the id in the path only', async () => {
    await openRole(roleId);
    const permissions = screen.getByRole('region', { name: 'Uprawnienia' });
    fireEvent.click(within(permissions).getByRole('tab', { name: /Specjalne/ }));
    fireEvent.click(
      within(permissions).getByRole('checkbox', { name: 'Zarządzanie użytkownikami' }),
    );
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      path: `/api/roles/${roleId}`,
      body: {
        name: 'Handlowiec',
        status: 'active',
        permissions: [{ type: 'usersManagement' }, { type: 'userApiAccess' }],
      },
    });
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it("an active role's name must be unique among active roles (spec 001 §5.4), checked while typing", async () => {
    const general = await openRole(null);
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Kierownik' } });
    expect(
      await within(general).findByText(
        'Wartość Kierownik jest już w użyciu',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(saves).toHaveLength(0);
    // An inactive role's name need not be unique.
    fireEvent.click(within(general).getByRole('switch', { name: 'Aktywna' }));
    expect(within(general).queryByText(/jest już w użyciu/)).not.toBeInTheDocument();
  });

  it('a new role needs a name; once saved it opens at its own address', async () => {
    const general = await openRole(null);
    expect(
      screen.getByText(/Zapisz rolę, aby zobaczyć tu, gdzie jest używana/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await within(general).findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Serwisant' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/demo/settings/roles/${roleId}/edit`),
    );
    expect(saves[0]).toEqual({
      path: '/api/roles',
      body: { name: 'Serwisant', status: 'active', permissions: [] },
    });
  });
});
