import type { ClientItem } from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { clearStudioApi, collectionPage, stubStudioApi } from '../common/stubStudioApi';

const superAdmin = createTestUser({ type: 'super_admin' });
const acme: ClientItem = {
  id: '88888888-8888-4888-8888-888888888888',
  key: 'acme',
  name: 'Acme',
  domains: ['crm.acme.pl'],
  enabledFeatures: { applicationVersions: true },
  status: 'active',
};

const saves: { method: string; path: string; body: unknown }[] = [];

function open(address: string) {
  saves.length = 0;
  stubStudioApi(
    address,
    ({ method, path, query, body }) => {
      if (path.startsWith('/api/clients') && method === 'PUT') {
        saves.push({ method, path, body });
        return Response.json({ data: { ...acme, id: 'new-id', ...(body as object) } });
      }
      if (path !== '/api/clients') return undefined;
      if (query.get('filter[id][ne]') === acme.id) return collectionPage([]);
      // Existence checks: the key "acme" and the domain crm.acme.pl are taken.
      if (query.get('filter[key]') === 'acme' || query.get('filter[domain][0]') === 'crm.acme.pl') {
        return collectionPage([acme]);
      }
      if (query.get('filter[id]') === acme.id || query.get('filter[status][ne]') === 'deleted') {
        return collectionPage([acme]);
      }
      return collectionPage([]);
    },
    superAdmin,
  );
  render(<App />);
}

afterEach(clearStudioApi);

describe('the clients screens (super admin)', () => {
  it('lists clients with key, domains and the number of features on', async () => {
    open('/demo/settings/clients');
    const row = await screen.findByRole('row', { name: /Acme/ });
    expect(row).toHaveTextContent('acme');
    expect(row).toHaveTextContent('crm.acme.pl');
    expect(row).toHaveTextContent('1 funkcja');
    expect(row).toHaveTextContent('Aktywny');
  });

  it('creates a client with its key, name, a domain and features', async () => {
    open('/demo/settings/clients/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /Klucz/ }), {
      target: { value: 'nowy' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Nazwa/ }), {
      target: { value: 'Nowy klient' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj domenę' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Domena 1' }), {
      target: { value: 'Nowy.PL' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wersje aplikacji' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Moduł SMS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const [save] = saves;
    expect(save).toMatchObject({
      method: 'PUT',
      path: '/api/clients',
      body: { key: 'nowy', name: 'Nowy klient', domains: ['nowy.pl'] },
    });
    const flags = (save!.body as { enabledFeatures: Record<string, boolean> }).enabledFeatures;
    expect(Object.entries(flags).filter(([, on]) => on)).toEqual([
      ['applicationVersions', true],
      ['smsModule', true],
    ]);
  });

  it('says at once that a key or a domain is taken, and checks the key’s characters on save', async () => {
    open('/demo/settings/clients/new');
    const key = await screen.findByRole('textbox', { name: /Klucz/ });
    fireEvent.change(key, { target: { value: 'acme' } });
    expect(await screen.findByText('Ten klucz ma już inny klient (także usunięty)')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj domenę' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Domena 1' }), {
      target: { value: 'crm.acme.pl' },
    });
    expect(await screen.findByText('Tej domeny używa już inny klient')).toBeVisible();
    fireEvent.change(key, { target: { value: 'zły klucz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText(/Klucz może zawierać tylko litery bez polskich znaków/),
    ).toBeVisible();
    expect(saves).toEqual([]);
  });

  it('edits a stored client: switching a feature off sends it as off', async () => {
    open(`/demo/settings/clients/${acme.id}/edit`);
    const versions = await screen.findByRole('checkbox', { name: 'Wersje aplikacji' });
    expect(versions).toBeChecked();
    fireEvent.click(versions);
    const status = screen.getByRole('switch', { name: 'Aktywny' });
    expect(status).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      path: `/api/clients/${acme.id}`,
      body: { key: 'acme', status: 'active', enabledFeatures: { applicationVersions: false } },
    });
  });
});
