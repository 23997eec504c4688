import type { PermissionEntity, RoleRecord } from '@tessera/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import {
  clearStudioApi,
  collectionPage,
  type StubbedRequest,
  stubStudioApi,
} from '../common/stubStudioApi';
import { unsavedChanges } from '../services';

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

const saves: { path: string; body: Record<string, unknown> }[] = [];
const takenNames = ['Kierownik'];

beforeEach(() => {
  saves.length = 0;
});

afterEach(clearStudioApi);

function answer({ method, path, query, body }: StubbedRequest): Response | undefined {
  if (path.startsWith('/api/roles') && method === 'PUT') {
    saves.push({ path, body: body as Record<string, unknown> });
    return Response.json({ data: { ...stored, ...(body as object), id: roleId } });
  }
  if (path === `/api/roles/${roleId}/permissionEntities`) return Response.json({ data: entities });
  if (path !== '/api/roles') return undefined;
  if (query.get('filter[id]') === roleId) return collectionPage([stored]);
  const name = query.get('filter[name]');
  if (name !== null) return collectionPage(takenNames.includes(name) ? [stored] : []);
  return collectionPage([stored]);
}

async function openRole(id: string | null) {
  stubStudioApi(`/demo/settings/roles/${id === null ? 'new' : `${id}/edit`}`, answer);
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
