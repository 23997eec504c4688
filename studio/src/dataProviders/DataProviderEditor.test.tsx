import type { DataProviderItem } from '@tessera/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import {
  adminAnnaNowak,
  clearStudioApi,
  collectionPage,
  stubStudioApi,
} from '../common/stubStudioApi';
import { unsavedChanges } from '../services';

const providerId = '44444444-4444-4444-8444-444444444444';
const stored: DataProviderItem = {
  id: providerId,
  name: 'Klienci',
  type: 'manual',
  status: 'active',
  config: {
    fields: [
      {
        id: 'f-name',
        dbFieldName: 'name',
        name: 'Nazwa',
        status: 'active',
        type: 'value_field',
        fieldValue: { type: 'text' },
      },
      {
        id: 'f-city',
        dbFieldName: 'city',
        name: 'Miasto',
        status: 'active',
        type: 'value_field',
        fieldValue: { type: 'text' },
      },
    ],
  },
  revision: 3,
};

let onSave: (body: Record<string, unknown>) => Response;
let current: DataProviderItem;
const saves: Record<string, unknown>[] = [];

beforeEach(() => {
  current = stored;
  saves.length = 0;
  stubStudioApi(
    `/demo/settings/dataProviders/${providerId}/edit`,
    ({ method, path, body }) => {
      if (path === `/api/settings/dataProviders/${providerId}` && method === 'PUT') {
        saves.push(body as Record<string, unknown>);
        return onSave(body as Record<string, unknown>);
      }
      if (path === `/api/settings/dataProviders/${providerId}`)
        return Response.json({ data: current });
      if (path === '/api/settings/dataProviders') return collectionPage([stored]);
      if (path === '/api/roles')
        return collectionPage([
          { id: 'r1', name: 'Handlowiec', status: 'active', permissions: [] },
        ]);
      return undefined;
    },
    adminAnnaNowak,
  );
});

afterEach(clearStudioApi);

async function openEditor() {
  render(<App />);
  const panel = await screen.findByRole('region', { name: 'Ustawienia pola' });
  return { panel, general: screen.getByRole('region', { name: 'Ogólne' }) };
}

describe('the data provider editor', () => {
  it('saves the definition with the revision read, the id in the path only', async () => {
    onSave = (body) => Response.json({ data: { ...stored, ...body, id: providerId, revision: 4 } });
    const { general } = await openEditor();
    fireEvent.change(within(general).getByLabelText(/Nazwa/), {
      target: { value: 'Klienci hurtowi' },
    });
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ name: 'Klienci hurtowi', revision: 3, type: 'manual' });
    expect(saves[0]).not.toHaveProperty('id');
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it("a field's dbFieldName is checked before saving (spec 001 §5.1 name_token), nothing is sent", async () => {
    const { panel } = await openEditor();
    fireEvent.change(within(panel).getByLabelText(/Nazwa w bazie/), {
      target: { value: 'imię klienta' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(panel).findByText('Dozwolone są tylko litery, cyfry oraz znaki „-” i „_”'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: 'Nazwa' })).toHaveTextContent('imię klienta');
  });

  it("the server's 422 problems show on their inputs (JSON pointers), the name's uniqueness included", async () => {
    onSave = () =>
      Response.json(
        {
          statusCode: 422,
          message: 'The request is invalid',
          errors: [
            { path: '/name', message: 'is already used by another data provider' },
            { path: '/config/fields/0/dbFieldName', message: 'duplicate dbFieldName "name"' },
          ],
        },
        { status: 422 },
      );
    const { general, panel } = await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(general).findByText(
        'Ta nazwa jest już używana przez innego aktywnego dostawcę danych',
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('Inne pole tego dostawcy ma już tę nazwę w bazie'),
    ).toBeInTheDocument();
    // Editing the name takes its problem away; the field's stays until the field changes.
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Klienci 2' } });
    expect(within(general).queryByText(/jest już używana/)).not.toBeInTheDocument();
    expect(
      within(panel).getByText('Inne pole tego dostawcy ma już tę nazwę w bazie'),
    ).toBeInTheDocument();
  });

  it('409 staleRevision: says someone else changed it and offers to load the latest version', async () => {
    onSave = () => Response.json({ statusCode: 409, errorType: 'staleRevision' }, { status: 409 });
    const { general } = await openEditor();
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Moja zmiana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ktoś inny zmienił tego dostawcę')).toBeInTheDocument();
    current = { ...stored, name: 'Zmiana kolegi', revision: 5 };
    fireEvent.click(screen.getByRole('button', { name: 'Wczytaj najnowszą wersję' }));
    await waitFor(() =>
      expect(within(general).getByLabelText(/Nazwa/)).toHaveValue('Zmiana kolegi'),
    );
    expect(screen.queryByText('Ktoś inny zmienił tego dostawcę')).not.toBeInTheDocument();
    onSave = (body) => Response.json({ data: { ...stored, ...body, id: providerId, revision: 6 } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ name: 'Zmiana kolegi', revision: 5 }));
  });

  it('a new field gets a free dbFieldName; as a template it may name only fields above it', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj pole' }));
    const fields = screen.getByRole('list', { name: 'Pola' });
    expect(within(fields).getAllByRole('listitem')).toHaveLength(3);
    const panel = screen.getByRole('region', { name: 'Ustawienia pola' });
    expect(within(panel).getByLabelText(/Nazwa w bazie/)).toHaveValue('field_3');
    fireEvent.click(within(panel).getByRole('combobox', { name: 'Rodzaj pola' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tekst z szablonu' }));
    fireEvent.change(within(panel).getByLabelText(/Szablon/), {
      target: { value: '{{name}} ({{miasto}})' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(panel).findByText('Nie ma pola o nazwie w bazie „miasto”'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });
});
