import type { DocumentTypeItem, RoleRecord } from '@tessera/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { clearStudioApi, collectionPage, stubStudioApi } from '../common/stubStudioApi';
import { unsavedChanges } from '../services';

const salesId = '66666666-6666-4666-8666-666666666666';
const officeId = '77777777-7777-4777-8777-777777777777';
const oldId = '88888888-8888-4888-8888-888888888888';
const roles: RoleRecord[] = [
  { id: salesId, name: 'Handlowiec', status: 'active', permissions: [] },
  { id: officeId, name: 'Biuro', status: 'active', permissions: [] },
  { id: oldId, name: 'Stara rola', status: 'inactive', permissions: [] },
];
const typeId = '11111111-1111-4111-8111-111111111111';
const stored: DocumentTypeItem = {
  id: typeId,
  name: 'Umowa',
  status: 'active',
  roleAccess: [
    { roleIds: [salesId], permissions: ['read'] },
    { roleIds: [oldId], permissions: ['read', 'delete'] },
  ],
  revision: 4,
  currentUserPermissions: ['read', 'write', 'delete'],
};

const saves: { path: string; body: Record<string, unknown> }[] = [];
let onSave: (body: Record<string, unknown>) => Response;
const takenNames = ['Faktura'];

beforeEach(() => {
  saves.length = 0;
  onSave = (body) => Response.json({ data: { ...stored, ...body, id: typeId, revision: 5 } });
});

afterEach(clearStudioApi);

function open(address: string) {
  stubStudioApi(address, ({ method, path, query, body }) => {
    if (path === '/api/roles') return collectionPage(roles);
    if (method === 'PUT' && path.startsWith('/api/settings/document-types')) {
      saves.push({ path, body: body as Record<string, unknown> });
      return onSave(body as Record<string, unknown>);
    }
    if (path !== '/api/settings/document-types') return undefined;
    if (query.get('filter[id]') === typeId) return collectionPage([stored]);
    const name = query.get('filter[name]');
    if (name !== null) return collectionPage(takenNames.includes(name) ? [stored] : []);
    return collectionPage([stored]);
  });
  render(<App />);
  return screen.findByRole('region', { name: 'Ogólne' });
}

const access = () => screen.getByRole('table', { name: 'Uprawnienia ról do dokumentów tego typu' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

describe('the document type form', () => {
  it('lists the active roles and any inactive one still granted, with what each holds', async () => {
    await open(`/demo/settings/documentTypes/${typeId}/edit`);
    const table = await waitFor(access);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Handlowiec',
      'Biuro',
      'Stara rola (nieaktywna)',
    ]);
    expect(within(table).getByRole('checkbox', { name: 'Podgląd: Handlowiec' })).toBeChecked();
    expect(
      within(table).getByRole('checkbox', { name: 'Dodawanie: Handlowiec' }),
    ).not.toBeChecked();
    expect(
      within(table).getByRole('checkbox', { name: 'Usuwanie: Stara rola (nieaktywna)' }),
    ).toBeChecked();
    expect(screen.getByText('Dostęp mają 2 role.')).toBeInTheDocument();
  });

  it('saves changed role access, one entry per permission set, with the revision read', async () => {
    await open(`/demo/settings/documentTypes/${typeId}/edit`);
    const table = await waitFor(access);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Dodawanie: Handlowiec' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Podgląd: Biuro' }));
    fireEvent.click(
      within(table).getByRole('checkbox', { name: 'Usuwanie: Stara rola (nieaktywna)' }),
    );
    fireEvent.click(
      within(table).getByRole('checkbox', { name: 'Podgląd: Stara rola (nieaktywna)' }),
    );
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      path: `/api/settings/document-types/${typeId}`,
      body: {
        name: 'Umowa',
        status: 'active',
        revision: 4,
        roleAccess: [
          { roleIds: [salesId], permissions: ['read', 'write'] },
          { roleIds: [officeId], permissions: ['read'] },
        ],
      },
    });
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it('a column box gives a permission to every role listed', async () => {
    await open('/demo/settings/documentTypes/new');
    const table = await waitFor(access);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Podgląd: wszystkie role' }));
    expect(within(table).getByRole('checkbox', { name: 'Podgląd: Biuro' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Podgląd: Handlowiec' })).toBeChecked();
    // The inactive role is not offered to a new type.
    expect(within(table).queryByText(/Stara rola/)).toBeNull();
  });

  it('a new type needs a name; once saved it opens at its own address', async () => {
    const general = await open('/demo/settings/documentTypes/new');
    save();
    expect(await within(general).findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Protokół' } });
    save();
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/demo/settings/documentTypes/${typeId}/edit`),
    );
    expect(saves[0]).toEqual({
      path: '/api/settings/document-types',
      body: { name: 'Protokół', status: 'active', roleAccess: [] },
    });
  });

  it("an active type's name is unique among active types, checked while typing", async () => {
    const general = await open('/demo/settings/documentTypes/new');
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Faktura' } });
    expect(
      await within(general).findByText(/^Wartość Faktura jest już/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    save();
    expect(saves).toHaveLength(0);
    // An inactive type's name need not be unique.
    fireEvent.click(within(general).getByRole('switch', { name: 'Aktywny' }));
    expect(within(general).queryByText(/Wartość Faktura jest już/)).not.toBeInTheDocument();
  });

  it("shows the server's 422 on the name until the name changes", async () => {
    onSave = () =>
      Response.json(
        { errors: [{ path: '/name', message: 'is already used by another document type' }] },
        { status: 422 },
      );
    const general = await open(`/demo/settings/documentTypes/${typeId}/edit`);
    const name = within(general).getByLabelText(/Nazwa/);
    fireEvent.change(name, { target: { value: 'Umowa ramowa' } });
    save();
    expect(
      await within(general).findByText('Aktywny typ dokumentu o tej nazwie już istnieje'),
    ).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Umowa ramowa 2' } });
    expect(within(general).queryByText(/o tej nazwie już istnieje/)).not.toBeInTheDocument();
  });

  it("offers to load someone else's newer change after a 409", async () => {
    onSave = () => Response.json({ statusCode: 409, errorType: 'staleRevision' }, { status: 409 });
    const general = await open(`/demo/settings/documentTypes/${typeId}/edit`);
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Umowa 2' } });
    save();
    expect(await screen.findByText('Ktoś inny zmienił ten typ dokumentu')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Wczytaj najnowszą wersję' }));
    await waitFor(() => expect(within(general).getByLabelText(/Nazwa/)).toHaveValue('Umowa'));
  });

  it('says so when the type does not exist', async () => {
    stubStudioApi(
      '/demo/settings/documentTypes/99999999-9999-4999-8999-999999999999/edit',
      ({ path }) => (path === '/api/settings/document-types' ? collectionPage([]) : undefined),
    );
    render(<App />);
    expect(
      await screen.findByText('Nie znaleziono typu dokumentu. Mógł zostać usunięty.'),
    ).toBeInTheDocument();
  });
});
