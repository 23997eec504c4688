import type { DataProviderItem, ViewDefinitionItem } from '@tessera/client';
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

const viewId = '55555555-5555-4555-8555-555555555555';
const providerId = '44444444-4444-4444-8444-444444444444';
const versionId = '66666666-6666-4666-8666-666666666666';
const valueField = (dbFieldName: string, name: string) => ({
  id: `f-${dbFieldName}`,
  dbFieldName,
  name,
  status: 'active' as const,
  type: 'value_field' as const,
  fieldValue: { type: 'text' as const },
});
const customers: DataProviderItem = {
  id: providerId,
  name: 'Klienci',
  type: 'manual',
  status: 'active',
  config: {
    fields: [
      valueField('name', 'Nazwa'),
      valueField('city', 'Miejscowość'),
      valueField('phone', 'Telefon'),
    ],
  },
  revision: 1,
};
const stored: ViewDefinitionItem = {
  id: viewId,
  name: 'Klienci',
  status: 'active',
  type: 'table',
  title: 'Nasi klienci',
  routeKey: 'klienci',
  roleIds: [],
  query: { fromProviderId: providerId },
  columns: [
    { id: 'name', label: 'Nazwa', fieldAccess: { path: ['name'] } },
    { id: 'city', label: 'Miejscowość', fieldAccess: { path: ['city'] } },
  ],
  revision: 3,
};

let onSave: (body: Record<string, unknown>) => Response;
let current: ViewDefinitionItem;
const saves: { path: string; body: Record<string, unknown> }[] = [];
let layout = { menuEntries: [] as unknown[], startingViews: {}, revision: 0 };

beforeEach(() => {
  current = stored;
  saves.length = 0;
  layout = { menuEntries: [], startingViews: {}, revision: 0 };
});

afterEach(clearStudioApi);

function answer({ method, path, body }: StubbedRequest): Response | undefined {
  if (method === 'PUT') {
    saves.push({ path, body: body as Record<string, unknown> });
    if (path.startsWith('/api/settings/applicationLayoutVersions/')) {
      layout = { ...(body as typeof layout), revision: layout.revision + 1 };
      return Response.json({ data: { id: versionId, versionId, ...layout } });
    }
    return onSave(body as Record<string, unknown>);
  }
  if (path === `/api/settings/views/${viewId}`) return Response.json({ data: current });
  if (path === '/api/settings/dataProviders') return collectionPage([customers]);
  if (path === '/api/settings/processes' || path === '/api/settings/forms')
    return collectionPage([]);
  if (path === '/api/settings/applicationLayoutVersions')
    return Response.json({
      data: [{ id: versionId, versionId, ...layout }],
      relations: { views: [] },
    });
  if (path === '/api/roles')
    return collectionPage([{ id: 'r1', name: 'Handlowiec', status: 'active', permissions: [] }]);
  return undefined;
}

async function openEditor(address = `/demo/settings/views/${viewId}/edit`) {
  stubStudioApi(address, answer, adminAnnaNowak);
  render(<App />);
  const general = await screen.findByRole('region', { name: 'Ogólne' }, { timeout: 5000 });
  return { general, access: screen.getByRole('region', { name: 'Adres i dostęp' }) };
}

describe('the view editor', () => {
  it('saves the definition with the revision read, the id in the path only', async () => {
    onSave = (body) => Response.json({ data: { ...stored, ...body, id: viewId, revision: 4 } });
    const { general } = await openEditor();
    fireEvent.change(within(general).getByLabelText(/Tytuł/), {
      target: { value: 'Klienci firmy' },
    });
    const columns = screen.getByRole('list', { name: 'Kolumny widoku' });
    fireEvent.change(
      within(within(columns).getByRole('listitem', { name: 'Miejscowość' })).getByLabelText(
        /Nagłówek/,
      ),
      {
        target: { value: 'Miasto' },
      },
    );
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.path).toBe(`/api/settings/views/${viewId}`);
    expect(saves[0]!.body).toMatchObject({
      title: 'Klienci firmy',
      revision: 3,
      columns: [
        { id: 'name', label: 'Nazwa' },
        { id: 'city', label: 'Miasto', fieldAccess: { path: ['city'] } },
      ],
    });
    expect(saves[0]!.body).not.toHaveProperty('id');
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it('shows the address the view will have, and checks the route path before saving (spec 001 §5.1 routePath)', async () => {
    const { access } = await openEditor();
    expect(
      within(access).getByRole('link', { name: /\/demo\/views\/klienci$/ }),
    ).toBeInTheDocument();
    fireEvent.change(within(access).getByLabelText(/Ścieżka/), {
      target: { value: 'klienci/hurt' },
    });
    expect(
      within(access).getByRole('link', { name: /\/demo\/views\/klienci%2Fhurt$/ }),
    ).toBeInTheDocument();
    fireEvent.change(within(access).getByLabelText(/Ścieżka/), {
      target: { value: 'nasi klienci' },
    });
    expect(
      within(access).getByText('Dozwolone są tylko litery, cyfry oraz znaki „-”, „_” i „/”'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await screen.findByText('Dozwolone są tylko litery, cyfry oraz znaki „-”, „_” i „/”');
    expect(saves).toHaveLength(0);
  });

  it("the server's 422 problems show on their inputs: the name's and route path's uniqueness, a column", async () => {
    onSave = () =>
      Response.json(
        {
          statusCode: 422,
          errors: [
            { path: '/name', message: 'is already used by another view' },
            { path: '/routeKey', message: 'is already used by another view' },
            { path: '/columns/1/fieldAccess/path/0', message: 'is not a field of the provider' },
          ],
        },
        { status: 422 },
      );
    const { general, access } = await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(general).findByText('Ta nazwa jest już używana przez inny aktywny widok'),
    ).toBeInTheDocument();
    expect(
      within(access).getByText('Pod tą ścieżką jest już dostępny inny aktywny widok'),
    ).toBeInTheDocument();
    const city = within(screen.getByRole('list', { name: 'Kolumny widoku' })).getByRole(
      'listitem',
      {
        name: 'Miejscowość',
      },
    );
    expect(within(city).getByText('Dostawca nie ma tego pola')).toBeInTheDocument();
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Klienci 2' } });
    expect(within(general).queryByText(/jest już używana/)).not.toBeInTheDocument();
    expect(within(city).getByText('Dostawca nie ma tego pola')).toBeInTheDocument();
  });

  it('409 staleRevision: says someone else changed it and offers to load the latest version', async () => {
    onSave = () => Response.json({ statusCode: 409, errorType: 'staleRevision' }, { status: 409 });
    const { general } = await openEditor();
    fireEvent.change(within(general).getByLabelText(/Tytuł/), { target: { value: 'Moja zmiana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ktoś inny zmienił ten widok')).toBeInTheDocument();
    current = { ...stored, title: 'Zmiana kolegi', revision: 5 };
    fireEvent.click(screen.getByRole('button', { name: 'Wczytaj najnowszą wersję' }));
    await waitFor(() =>
      expect(within(general).getByLabelText(/Tytuł/)).toHaveValue('Zmiana kolegi'),
    );
    expect(screen.queryByText('Ktoś inny zmienił ten widok')).not.toBeInTheDocument();
  });

  it('builds a new table view from the provider fields and adds it to the menu on saving', async () => {
    onSave = (body) =>
      Response.json({ data: { ...body, id: viewId, status: 'active', revision: 1 } });
    const { general, access } = await openEditor('/demo/settings/views/new?type=table');
    expect(screen.getByRole('heading', { name: 'Nowy widok: Tabela' })).toBeInTheDocument();
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Klienci' } });
    fireEvent.change(within(general).getByLabelText(/Tytuł/), { target: { value: 'Klienci' } });
    fireEvent.change(within(access).getByLabelText(/Ścieżka/), { target: { value: 'klienci' } });
    const menuSwitch = within(access).getByRole('switch', { name: /Pozycja w menu bocznym/ });
    await waitFor(() => expect(menuSwitch).toBeEnabled());
    fireEvent.click(menuSwitch);
    fireEvent.click(screen.getByRole('combobox', { name: /Dostawca danych/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Klienci' }));
    for (const field of ['Nazwa', 'Telefon']) {
      fireEvent.click(screen.getByRole('button', { name: 'Dodaj kolumnę' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: field }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[0]).toMatchObject({
      path: '/api/settings/views',
      body: {
        type: 'table',
        name: 'Klienci',
        routeKey: 'klienci',
        query: { fromProviderId: providerId },
        columns: [
          { id: 'name', label: 'Nazwa', fieldAccess: { path: ['name'] } },
          { id: 'phone', label: 'Telefon', fieldAccess: { path: ['phone'] } },
        ],
      },
    });
    expect(saves[1]).toMatchObject({
      path: `/api/settings/applicationLayoutVersions/${versionId}`,
      body: { menuEntries: [{ text: 'Klienci', icon: 'table', viewId }], revision: 0 },
    });
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/demo/settings/views/${viewId}/edit`),
    );
  });
});
