import type { UserRecord } from '@tessera/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import {
  adminAnnaNowak,
  clearStudioApi,
  collectionPage,
  type StubbedRequest,
  stubStudioApi,
} from '../common/stubStudioApi';
import { unsavedChanges } from '../services';

const userId = '55555555-5555-4555-8555-555555555555';
const bossId = '66666666-6666-4666-8666-666666666666';
const stored: UserRecord = {
  id: userId,
  email: 'jan@firma.pl',
  status: 'active',
  type: 'user',
  supervisorUserId: null,
  roleIds: ['r1'],
  defaultClient: { key: 'demo' },
  personalDetails: { name: 'Jan', surname: 'Kowalski' },
  specialFeatures: [],
  _search: { fullName: 'Kowalski Jan', isActive: true },
};
const boss: UserRecord = {
  ...stored,
  id: bossId,
  email: 'ewa@firma.pl',
  roleIds: [],
  personalDetails: { name: 'Ewa', surname: 'Szefowa' },
  _search: { fullName: 'Szefowa Ewa', isActive: true },
};
const roles = [
  { id: 'r1', name: 'Handlowiec', status: 'active', permissions: [] },
  { id: 'r2', name: 'Kierownik', status: 'active', permissions: [] },
];

let onSave: (body: Record<string, unknown>, path: string) => Response;
let takenEmails: string[];
const saves: { path: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  saves.length = 0;
  takenEmails = [];
  onSave = (body, path) =>
    Response.json({ data: { ...stored, ...body, id: path.endsWith(userId) ? userId : 'new-id' } });
});

afterEach(clearStudioApi);

function answer({ method, path, query, body }: StubbedRequest): Response | undefined {
  if (path.startsWith('/api/users') && method === 'PUT') {
    saves.push({ path, body: body as Record<string, unknown> });
    return onSave(body as Record<string, unknown>, path);
  }
  if (path === '/api/roles') return collectionPage(roles);
  if (path !== '/api/users') return undefined;
  if (query.get('filter[id]') === userId) return collectionPage([stored]);
  if (query.get('filter[id]') === bossId) return collectionPage([boss]);
  const email = query.get('filter[email]');
  if (email !== null) return collectionPage(takenEmails.includes(email) ? [boss] : []);
  if (query.get('query') === 'Szef') return collectionPage([boss]);
  return collectionPage([stored, boss]);
}

async function openUser(id: string | null) {
  stubStudioApi(
    `/demo/settings/users/${id === null ? 'new' : `${id}/edit`}`,
    answer,
    adminAnnaNowak,
  );
  render(<App />);
  return screen.findByRole('region', { name: 'Konto' });
}

describe('the user form', () => {
  it('saves the changed user with the id in the path only, then has no unsaved changes', async () => {
    await openUser(userId);
    const personal = screen.getByRole('region', { name: 'Dane osobowe' });
    fireEvent.change(within(personal).getByLabelText('Nazwisko'), {
      target: { value: 'Kowalski-Nowak' },
    });
    fireEvent.change(within(personal).getByLabelText('Dział'), { target: { value: 'Sprzedaż' } });
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.path).toBe(`/api/users/${userId}`);
    expect(saves[0]!.body).not.toHaveProperty('id');
    expect(saves[0]!.body).not.toHaveProperty('password');
    expect(saves[0]!.body).toMatchObject({
      email: 'jan@firma.pl',
      roleIds: ['r1'],
      personalDetails: { name: 'Jan', surname: 'Kowalski-Nowak', department: 'Sprzedaż' },
    });
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it('a new user needs an e-mail, a name and a password (spec 000 §5, spec 002 §5); nothing is sent', async () => {
    const account = await openUser(null);
    expect(screen.getByRole('heading', { name: 'Nowy użytkownik' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await within(account).findAllByText('Pole jest wymagane')).toHaveLength(2);
    const personal = screen.getByRole('region', { name: 'Dane osobowe' });
    expect(within(personal).getByText('Pole jest wymagane')).toBeInTheDocument();
    fireEvent.change(within(account).getByLabelText(/E-mail/), { target: { value: 'jan.firma' } });
    fireEvent.change(within(account).getByLabelText(/^Hasło/), { target: { value: '123' } });
    expect(within(account).getByText('Podaj prawidłowy adres e-mail')).toBeInTheDocument();
    expect(within(account).getByText('Minimalna liczba znaków: 6')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it("another active user's e-mail shows the unique message while typing and blocks the save", async () => {
    takenEmails = ['ewa@firma.pl'];
    const account = await openUser(userId);
    fireEvent.change(within(account).getByLabelText(/E-mail/), {
      target: { value: 'ewa@firma.pl' },
    });
    expect(
      await within(account).findByText(
        'Wartość ewa@firma.pl jest już w użyciu',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(saves).toHaveLength(0);
  });

  it("the server's 422 problems show on their fields until the field changes", async () => {
    onSave = () =>
      Response.json(
        {
          statusCode: 422,
          message: 'The request is invalid',
          errors: [
            { path: '/email', message: 'is taken' },
            { path: '/password', message: 'must have at least 8 characters' },
          ],
        },
        { status: 422 },
      );
    const account = await openUser(userId);
    fireEvent.change(within(account).getByLabelText(/Nowe hasło/), {
      target: { value: 'sekret1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(account).findByText('Ten adres e-mail ma już inny użytkownik'),
    ).toBeInTheDocument();
    expect(within(account).getByText('Minimalna liczba znaków: 8')).toBeInTheDocument();
    fireEvent.change(within(account).getByLabelText(/Nowe hasło/), {
      target: { value: 'sekret12' },
    });
    expect(within(account).queryByText('Minimalna liczba znaków: 8')).not.toBeInTheDocument();
    expect(
      within(account).getByText('Ten adres e-mail ma już inny użytkownik'),
    ).toBeInTheDocument();
  });

  it('picks roles and a supervisor found by name', async () => {
    await openUser(userId);
    const organisation = screen.getByRole('region', { name: 'Role i przełożony' });
    const rolesPicker = within(organisation).getByRole('combobox', { name: 'Role' });
    // The held role is named once the roles are loaded.
    await waitFor(() => expect(rolesPicker).toHaveTextContent('Handlowiec'));
    fireEvent.click(rolesPicker);
    // A multiselect's options are check boxes.
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Kierownik' }));
    const supervisor = within(organisation).getByRole('combobox', { name: 'Przełożony' });
    fireEvent.change(supervisor, { target: { value: 'Szef' } });
    fireEvent.click(await screen.findByRole('option', { name: /Szefowa Ewa/ }, { timeout: 3000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toMatchObject({ roleIds: ['r1', 'r2'], supervisorUserId: bossId });
  });

  it('deactivates after a confirmation, sending only the status', async () => {
    await openUser(userId);
    fireEvent.click(screen.getByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Użytkownik Kowalski Jan nie będzie mógł się zalogować');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({ status: 'inactive' });
    expect(await screen.findByRole('button', { name: 'Aktywuj' })).toBeInTheDocument();
  });
});
