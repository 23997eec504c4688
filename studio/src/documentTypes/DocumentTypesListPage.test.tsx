import type { DocumentTypeItem, RoleRecord } from '@tessera/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { clearStudioApi, collectionPage, stubStudioApi } from '../common/stubStudioApi';

const salesId = '66666666-6666-4666-8666-666666666666';
const roles: RoleRecord[] = [
  { id: salesId, name: 'Handlowiec', status: 'active', permissions: [] },
];
const contract: DocumentTypeItem = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Umowa',
  status: 'active',
  roleAccess: [{ roleIds: [salesId], permissions: ['read', 'write'] }],
  revision: 2,
  currentUserPermissions: ['read', 'write', 'delete'],
};
const photo: DocumentTypeItem = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Zdjęcie',
  status: 'inactive',
  roleAccess: [],
  revision: 1,
  currentUserPermissions: ['read', 'write', 'delete'],
};

const lists: URLSearchParams[] = [];
const deletes: string[] = [];

beforeEach(() => {
  lists.length = 0;
  deletes.length = 0;
  stubStudioApi('/demo/settings/documentTypes', ({ method, path, query }) => {
    if (path === '/api/roles') return collectionPage(roles);
    if (method === 'DELETE' && path.startsWith('/api/settings/document-types/')) {
      deletes.push(path);
      return new Response(null, { status: 204 });
    }
    if (path !== '/api/settings/document-types') return undefined;
    lists.push(query);
    return collectionPage([contract, photo]);
  });
});

afterEach(clearStudioApi);

describe('the document types list (spec 000 §2 settings.document_types)', () => {
  it('shows each type with the roles that may use it, and its status', async () => {
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Typy dokumentów', level: 1 })).toBeVisible();
    const row = await screen.findByRole('row', { name: /Umowa/ });
    await waitFor(() => expect(row).toHaveTextContent('Handlowiec · Podgląd, Dodawanie'));
    expect(row).toHaveTextContent('Aktywny');
    expect(within(row).getByRole('link', { name: 'Umowa' })).toHaveAttribute(
      'href',
      `/demo/settings/documentTypes/${contract.id}/edit`,
    );
    const other = screen.getByRole('row', { name: /Zdjęcie/ });
    expect(other).toHaveTextContent('Tylko administratorzy');
    expect(other).toHaveTextContent('Nieaktywny');
    expect(lists[0]?.get('sort[name]')).toBe('asc');
    expect(lists[0]?.get('pagination[perPage]')).toBe('20');
  });

  it('searches names on the server, filters by status and sorts the other way round', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Umowa/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj po nazwie' }), {
      target: { value: 'Umo' },
    });
    await waitFor(() => expect(lists.at(-1)?.get('query')).toBe('Umo'), { timeout: 3000 });
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nieaktywny' }));
    await waitFor(() => expect(lists.at(-1)?.get('filter[status]')).toBe('inactive'));
    fireEvent.click(screen.getByRole('button', { name: 'Nazwa' }));
    await waitFor(() => expect(lists.at(-1)?.get('sort[name]')).toBe('desc'));
  });

  it('asks before deleting a type, then deletes it and loads the list again', async () => {
    render(<App />);
    await screen.findByRole('row', { name: /Umowa/ });
    fireEvent.click(screen.getByRole('button', { name: 'Więcej akcji: Umowa' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz usunąć typ dokumentu „Umowa”?');
    const loaded = lists.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(deletes).toEqual([`/api/settings/document-types/${contract.id}`]));
    await waitFor(() => expect(lists.length).toBeGreaterThan(loaded));
  });
});
