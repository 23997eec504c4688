import type { ProcessSettingsItem } from '@tessera/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import {
  adminAnnaNowak,
  clearStudioApi,
  collectionPage,
  type StubbedRequest,
  stubStudioApi,
} from '../common/stubStudioApi';
import { unsavedChanges } from '../services';
import { diagramFixture, optionsFixture } from './processFixtures';

const optionsId = '55555555-5555-4555-8555-555555555555';
const diagramId = '66666666-6666-4666-8666-666666666666';
const storedOptions: ProcessSettingsItem = {
  ...optionsFixture,
  id: optionsId,
  status: 'active',
  revision: 3,
};
const storedDiagram: ProcessSettingsItem = {
  ...diagramFixture,
  id: diagramId,
  status: 'active',
  revision: 1,
};
const provider = {
  id: 'p-sales',
  name: 'Sprzedaż',
  type: 'process',
  status: 'active',
  config: {
    fields: [
      {
        id: 'price',
        dbFieldName: 'price',
        name: 'Cena',
        status: 'active',
        type: 'value_field',
        fieldValue: { type: 'number' },
      },
    ],
  },
  revision: 1,
};
const forms = ['f-lead', 'f-offer', 'f-notes'].map((id) => ({
  id,
  name: id,
  status: 'active',
  fields: [],
  binding: { dataProviderId: 'p-sales', fields: {} },
  revision: 1,
}));

let onSave: (body: Record<string, unknown>) => Response;
let current: Record<string, ProcessSettingsItem>;
const saves: Record<string, unknown>[] = [];
const deletes: string[] = [];

beforeAll(() => {
  // React Flow reads the canvas's transform through DOMMatrixReadOnly, which jsdom lacks.
  globalThis.DOMMatrixReadOnly ??= class {
    m22 = 1;
  } as unknown as typeof DOMMatrixReadOnly;
});

beforeEach(() => {
  current = { [optionsId]: storedOptions, [diagramId]: storedDiagram };
  saves.length = 0;
  deletes.length = 0;
});

afterEach(clearStudioApi);

function answer({ method, path, body }: StubbedRequest): Response | undefined {
  const id = /\/api\/settings\/processes\/([^/]+)$/.exec(path)?.[1];
  if (id && method === 'PUT') {
    saves.push(body as Record<string, unknown>);
    return onSave(body as Record<string, unknown>);
  }
  if (id && method === 'DELETE') {
    deletes.push(id);
    return new Response(null, { status: 204 });
  }
  if (id) return Response.json({ data: current[id] });
  if (path === '/api/settings/processes')
    return collectionPage([
      {
        id: optionsId,
        name: 'Sprzedaż',
        status: 'active',
        startableByCurrentUser: true,
        defaultStartingStepId: 'lead',
        startFormId: 'f-lead',
      },
    ]);
  if (path === '/api/settings/dataProviders') return collectionPage([provider]);
  if (path === '/api/settings/forms') return collectionPage(forms);
  if (path === '/api/roles')
    return collectionPage([
      { id: 'r-sales', name: 'Handlowiec', status: 'active', permissions: [] },
      { id: 'r-office', name: 'Biuro', status: 'active', permissions: [] },
    ]);
  return undefined;
}

/** The studio at `address`, for a client with both kinds of process on. */
function show(address: string) {
  stubStudioApi(address, answer, adminAnnaNowak, {
    processSettingsOptions: true,
    processSettingsDiagram: true,
  });
  render(<App />);
}

async function open(address: string) {
  show(address);
  const general = await screen.findByRole('region', { name: 'Ogólne' });
  // The pickers load beside the process; a loaded machine may take a while.
  await waitFor(
    () =>
      expect(within(general).getByRole('combobox', { name: /Dostawca danych/ })).toHaveTextContent(
        'Sprzedaż',
      ),
    { timeout: 10_000 },
  );
  return general;
}

describe('the options process editor', () => {
  it('saves the definition with the revision read, the id in the path only', async () => {
    onSave = (body) =>
      Response.json({ data: { ...storedOptions, ...body, id: optionsId, revision: 4 } });
    const general = await open(`/demo/settings/processes/${optionsId}/edit`);
    fireEvent.change(within(general).getByLabelText(/Nazwa/), {
      target: { value: 'Sprzedaż B2B' },
    });
    expect(unsavedChanges.hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 10_000 });
    expect(saves[0]).toMatchObject({ name: 'Sprzedaż B2B', revision: 3, type: 'options' });
    // Steps not edited go back as they came (load → save round-trips).
    expect(saves[0]!.steps).toEqual(optionsFixture.steps);
    expect(saves[0]).not.toHaveProperty('id');
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it("the server's 422 problems show at their step and condition, the name's uniqueness included", async () => {
    onSave = () =>
      Response.json(
        {
          statusCode: 422,
          errors: [
            { path: '/name', message: 'is already used by another process' },
            {
              path: '/steps/1/finishConditions/0/condition/valueAccess',
              message: 'unknown field "price"',
            },
          ],
        },
        { status: 422 },
      );
    const general = await open(`/demo/settings/processes/${optionsId}/edit`);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(general).findByText('Ta nazwa jest już używana przez inny proces.'),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Kroki procesu' });
    fireEvent.click(within(steps).getByRole('listitem', { name: 'Oferta' }));
    const finish = screen.getByRole('region', { name: 'Warunek zakończenia 1' });
    expect(
      within(finish).getByText('Nieprawidłowa wartość: unknown field "price"'),
    ).toBeInTheDocument();
  });

  it('nothing is sent while a finish condition has no target step', async () => {
    await open(`/demo/settings/processes/${optionsId}/edit`);
    const steps = screen.getByRole('list', { name: 'Kroki procesu' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(steps).getByRole('listitem', { name: 'Oferta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Usuń krok' }));
    expect(within(steps).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wybierz krok docelowy.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('409 staleRevision: says someone else changed it and offers to load it again', async () => {
    onSave = () => Response.json({ statusCode: 409, errorType: 'staleRevision' }, { status: 409 });
    const general = await open(`/demo/settings/processes/${optionsId}/edit`);
    fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Moja zmiana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ktoś inny zmienił ten proces')).toBeInTheDocument();
    current[optionsId] = { ...storedOptions, name: 'Zmiana kolegi', revision: 5 };
    fireEvent.click(screen.getByRole('button', { name: 'Wczytaj ponownie' }));
    await waitFor(() =>
      expect(within(general).getByLabelText(/Nazwa/)).toHaveValue('Zmiana kolegi'),
    );
    expect(screen.queryByText('Ktoś inny zmienił ten proces')).not.toBeInTheDocument();
  });
});

describe('the diagram process editor', () => {
  it('refuses a route breaking a drawing rule with its message, and draws an allowed one', async () => {
    onSave = (body) =>
      Response.json({ data: { ...storedDiagram, ...body, id: diagramId, revision: 2 } });
    await open(`/demo/settings/processes/${diagramId}/edit`);
    const diagram = screen.getByRole('region', { name: 'Diagram' });
    const node = (id: string) =>
      diagram.querySelector(`.react-flow__node[data-id="${id}"]`) as HTMLElement;
    await waitFor(() => expect(node('approve')).not.toBeNull());
    fireEvent.click(node('approve'));
    const connect = async (to: string) => {
      const panel = await within(diagram).findByRole('region', { name: 'Ustawienia komórki' });
      fireEvent.click(within(panel).getByRole('combobox', { name: 'Dodaj trasę do komórki' }));
      fireEvent.click(await screen.findByRole('option', { name: to }));
    };
    await connect('Start');
    expect(within(diagram).getByRole('alert')).toHaveTextContent(
      'Żadna trasa nie może prowadzić do komórki startowej.',
    );
    await connect('Akceptacja');
    expect(within(diagram).getByRole('alert')).toHaveTextContent(
      'Komórka nie może łączyć się sama ze sobą.',
    );
    await connect('Koniec');
    expect(within(diagram).getByRole('alert')).toHaveTextContent(
      'Te dwie komórki są już połączone. Nie można połączyć ich drugi raz.',
    );
    fireEvent.click(node('start'));
    await connect('Koniec');
    // The new route is selected: its panel shows, and Escape clears the selection.
    const route = await within(diagram).findByRole('region', { name: 'Ustawienia trasy' });
    expect(within(route).getByText('Z „Start” do „Koniec”')).toBeInTheDocument();
    expect(within(route).getByLabelText('Numer kolejności')).toHaveValue(2);
    fireEvent.keyDown(node('start'), { key: 'Escape' });
    expect(within(diagram).getByText(/Zaznacz komórkę lub trasę/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 10_000 });
    expect(saves[0]!.routes).toEqual([
      ...diagramFixture.routes,
      expect.objectContaining({ from: 'start', to: 'end', order: 2 }),
    ]);
  });

  it('Delete removes the selected cell; without a start the default starting step is asked for', async () => {
    await open(`/demo/settings/processes/${diagramId}/edit`);
    const diagram = screen.getByRole('region', { name: 'Diagram' });
    const start = await waitFor(() => {
      const found = diagram.querySelector('.react-flow__node[data-id="start"]') as HTMLElement;
      expect(found).not.toBeNull();
      return found;
    });
    fireEvent.click(start);
    fireEvent.keyDown(start, { key: 'Delete' });
    await waitFor(() =>
      expect(diagram.querySelector('.react-flow__node[data-id="start"]')).toBeNull(),
    );
    expect(
      within(diagram).getByText('Proces w formie diagramu wymaga domyślnego kroku startowego.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(screen.getByRole('region', { name: 'Ogólne' })).findByText(
        'Proces w formie diagramu wymaga domyślnego kroku startowego.',
      ),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });
});

describe('the processes list', () => {
  it('lists processes and deletes one after confirmation', async () => {
    show('/demo/settings/processes');
    const row = await screen.findByRole('row', { name: /Sprzedaż/ });
    expect(row).toHaveTextContent('Z menu „Dodaj”');
    fireEvent.click(within(row).getByRole('button', { name: 'Więcej akcji: Sprzedaż' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Usuń/ }));
    await waitFor(() => expect(deletes).toEqual([optionsId]));
  });

  it('"new" offers both process types when both flags are on', async () => {
    show('/demo/settings/processes');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Nowy proces' }))[0]!);
    expect(await screen.findByRole('menuitem', { name: /Proces z opcjami/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: /Proces w formie diagramu/ }));
    expect(await screen.findByText('Typ procesu: Diagram')).toBeInTheDocument();
    expect(window.location.search).toBe('?type=diagram');
  });
});
