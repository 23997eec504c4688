import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { clearStudioApi, collectionPage, stubStudioApi } from '../common/stubStudioApi';
import { manualProvider, textField } from './providerFixtures';

// Monaco does not run in jsdom: the pipeline's stages are typed into the plain input it falls back to.
vi.mock('./MonacoJsonInput', async () => ({
  MonacoJsonInput: (await import('../methods/PlainExpressionInput')).PlainExpressionInput,
}));

const orders = manualProvider('p-orders', 'Zamówienia', [
  textField('region', 'Region'),
  { ...textField('kwota', 'Kwota'), fieldValue: { type: 'number' } },
]);

let saves: Record<string, unknown>[];
let onSave: (body: Record<string, unknown>) => Response;
let checks: Record<string, unknown>[];
let checkParams: unknown[];

beforeEach(() => {
  saves = [];
  checks = [];
  checkParams = [];
  onSave = (body) =>
    Response.json({ data: { ...body, id: 'p-new', status: 'active', revision: 1 } });
  stubStudioApi('/demo/settings/dataProviders/new', ({ method, path, body }) => {
    if (path === '/api/settings/dataProviders' && method === 'PUT') {
      saves.push(body as Record<string, unknown>);
      return onSave(body as Record<string, unknown>);
    }
    if (path === '/api/settings/dataProviders') return collectionPage([orders]);
    if (path === '/api/settings/dataProviders/p-new')
      return Response.json({
        data: { ...saves.at(-1), id: 'p-new', status: 'active', revision: 1 },
      });
    if (path === '/api/roles') return collectionPage([]);
    if (path === '/api/queries/custom') {
      const { pipeline, params } = body as { pipeline: { stages: unknown[] }; params?: unknown };
      checks.push(pipeline);
      checkParams.push(params);
      if (JSON.stringify(pipeline.stages).includes('"nope"')) {
        return Response.json(
          {
            statusCode: 422,
            errors: [
              {
                path: '/pipeline/stages/0/sorting/0/fieldAccess/path/0',
                message: 'is not a field of the data provider "Zamówienia": "nope"',
              },
            ],
          },
          { status: 422 },
        );
      }
      return Response.json({
        data: [
          { region: 'Północ', kwota: 10 },
          { region: 'Południe', kwota: 5 },
        ],
        // The first page of a pipeline giving 125 rows.
        meta: { page: 1, perPage: 50, lastPage: 3, total: 125 },
      });
    }
    return undefined;
  });
});

afterEach(clearStudioApi);

async function choose(combobox: HTMLElement, option: string) {
  fireEvent.click(combobox);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens the new provider's editor, names it and chooses its type and source. */
async function newProvider(type: string, source = 'Zamówienia') {
  render(<App />);
  const general = await screen.findByRole('region', { name: 'Ogólne' });
  fireEvent.change(within(general).getByLabelText(/Nazwa/), { target: { value: 'Raport' } });
  await choose(within(general).getByRole('combobox', { name: 'Typ' }), type);
  const sourceSection = screen.getByRole('region', { name: 'Źródło rekordów' });
  const sourceBox = within(sourceSection).getByRole('combobox', { name: /Dostawca źródłowy/ });
  // The providers load with the editor: the choice is there once they have.
  await waitFor(() => expect(sourceBox).not.toHaveAttribute('aria-disabled', 'true'));
  if (source !== '') await choose(sourceBox, source);
  return { general, sourceSection };
}

function addField() {
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj pole' }));
  return screen.getByRole('region', { name: 'Ustawienia pola' });
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
}

describe('the data provider editor: providers computed from others (docs/virtual-providers.md)', () => {
  it('creates a query-sourced provider: its source, filters, and fields reading source fields', async () => {
    const { sourceSection } = await newProvider('Zapytanie do innego dostawcy');
    fireEvent.click(within(sourceSection).getByRole('button', { name: 'Dodaj filtr' }));
    const filter = within(sourceSection).getByRole('region', { name: 'Filtr 1' });
    fireEvent.change(within(filter).getByLabelText('Wartość'), { target: { value: 'Północ' } });

    const panel = addField();
    expect(within(panel).getByRole('combobox', { name: 'Rodzaj pola' })).toHaveTextContent(
      'Wartość ze źródła',
    );
    await choose(within(panel).getByRole('combobox', { name: /Pole źródłowe/ }), 'Kwota');
    // The value type and the names come with the source field.
    expect(within(panel).getByLabelText(/Nazwa w bazie/)).toHaveValue('kwota');
    expect(within(panel).getByRole('combobox', { name: 'Typ wartości' })).toHaveTextContent(
      'Liczba',
    );
    const second = addField();
    await choose(
      within(second).getByRole('combobox', { name: /Pole źródłowe/ }),
      'Identyfikator rekordu',
    );

    save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      name: 'Raport',
      type: 'query_sourced',
      config: {
        query: {
          type: 'general_query',
          fromProviderId: 'p-orders',
          filter: {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'region' },
            matchKind: 'match',
            value: { type: 'const', value: 'Północ' },
          },
        },
        fields: [
          {
            type: 'query_sourced_field',
            dbFieldName: 'kwota',
            name: 'Kwota',
            sourceFieldAccess: { path: ['kwota'] },
            fieldValue: { type: 'number' },
          },
          {
            type: 'query_sourced_field',
            dbFieldName: 'field_2',
            sourceFieldAccess: { path: ['$id'] },
            fieldValue: { type: 'text' },
          },
        ],
      },
    });
  });

  it('creates an aggregating provider: grouping fields and aggregations over the source fields by id', async () => {
    await newProvider('Agregujący');
    const grouping = addField();
    expect(within(grouping).getByRole('combobox', { name: 'Rodzaj pola' })).toHaveTextContent(
      'Grupowanie',
    );
    await choose(within(grouping).getByRole('combobox', { name: /Grupuj według pola/ }), 'Region');

    const sum = addField();
    await choose(within(sum).getByRole('combobox', { name: 'Rodzaj pola' }), 'Agregacja');
    expect(within(sum).getByRole('combobox', { name: 'Funkcja' })).toHaveTextContent(
      'Liczba rekordów',
    );
    // A count needs no field.
    expect(within(sum).queryByRole('combobox', { name: /Pole agregowane/ })).toBeNull();
    await choose(within(sum).getByRole('combobox', { name: 'Funkcja' }), 'Suma');
    // Only numbers are summed.
    fireEvent.click(within(sum).getByRole('combobox', { name: /Pole agregowane/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kwota']);
    fireEvent.click(screen.getByRole('option', { name: 'Kwota' }));
    fireEvent.change(within(sum).getByLabelText(/Nazwa w bazie/), { target: { value: 'suma' } });

    save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      type: 'aggregating',
      config: {
        sourceProviderId: 'p-orders',
        fields: [
          {
            type: 'grouping_field',
            dbFieldName: 'region',
            groupByFieldId: 'f-region',
            fieldValue: { type: 'text' },
          },
          {
            type: 'aggregating_field',
            dbFieldName: 'suma',
            aggregation: { method: 'sum', aggregateFieldId: 'f-kwota' },
            fieldValue: { type: 'number' },
          },
        ],
      },
    });
    expect(saves[0]).not.toHaveProperty('config.fields.1.aggregation.condition');
  });

  it("creates a pipeline provider: the stages written as JSON, checked by the server's engine as they are written", async () => {
    const { sourceSection } = await newProvider('Potok zapytań (pipeline)');
    const stages = within(sourceSection).getByRole('textbox', { name: /Etapy potoku/ });
    expect(stages).toHaveValue('[]');

    fireEvent.change(stages, { target: { value: '[{"type": "sort",' } });
    expect(
      await within(sourceSection).findByText('To nie jest poprawny JSON (wiersz 1, kolumna 18)'),
    ).toBeInTheDocument();

    fireEvent.change(stages, {
      target: { value: '[{"type": "sort", "sorting": [{"fieldAccess": {"path": ["nope"]}}]}]' },
    });
    expect(
      await within(sourceSection).findByText(
        'Dostawca źródłowy nie ma pola o nazwie w bazie „nope”',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(within(sourceSection).getByText('Etap 1 › sorting.0.fieldAccess.path.0:')).toBeTruthy();

    fireEvent.change(stages, {
      target: { value: '[{"type": "sort", "sorting": [{"fieldAccess": {"path": ["kwota"]}}]}]' },
    });
    expect(
      await within(sourceSection).findByText(
        'Potok jest poprawny i zwraca teraz 125 wierszy.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(within(sourceSection).getByText('Właściwości wierszy: region, kwota')).toBeTruthy();
    fireEvent.click(within(sourceSection).getByRole('button', { name: 'Sformatuj JSON' }));
    expect(stages).toHaveValue(
      JSON.stringify([{ type: 'sort', sorting: [{ fieldAccess: { path: ['kwota'] } }] }], null, 2),
    );
    expect(checks.at(-1)).toEqual({
      fromProviderId: 'p-orders',
      stages: [{ type: 'sort', sorting: [{ fieldAccess: { path: ['kwota'] } }] }],
    });
    // Only a page of rows to read property names from; the server counts the rest.
    expect(checkParams.at(-1)).toEqual({ pagination: { page: 1, perPage: 50 } });

    const panel = addField();
    fireEvent.change(within(panel).getByLabelText(/Ścieżka w wierszu potoku/), {
      target: { value: 'region' },
    });
    save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      type: 'pipeline_query',
      config: {
        pipeline: {
          fromProviderId: 'p-orders',
          stages: [{ type: 'sort', sorting: [{ fieldAccess: { path: ['kwota'] } }] }],
        },
        fields: [{ type: 'query_sourced_field', sourceFieldAccess: { path: ['region'] } }],
      },
    });
  });

  it('what is missing is said before saving, nothing is sent: the source, the aggregated field', async () => {
    const { sourceSection } = await newProvider('Agregujący', '');
    const panel = addField();
    await choose(within(panel).getByRole('combobox', { name: 'Rodzaj pola' }), 'Agregacja');
    await choose(within(panel).getByRole('combobox', { name: 'Funkcja' }), 'Największa wartość');
    save();
    expect(
      await within(sourceSection).findByText('Wybierz dostawcę, z którego pochodzą rekordy'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Wybierz pole dostawcy źródłowego')).toBeInTheDocument();
    const listed = screen.getByRole('listitem', { name: 'field_1' });
    expect(within(listed).getByLabelText('Pole zawiera błędy')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it("the server's 422 problems land on the source and on the field they are about", async () => {
    onSave = () =>
      Response.json(
        {
          statusCode: 422,
          errors: [
            {
              path: '/config/sourceProviderId',
              message: 'virtual providers read each other in a cycle: p-orders → p-x → p-orders',
            },
            {
              path: '/config/fields/0/groupByFieldId',
              message: 'the source provider has no field "f-region"',
            },
          ],
        },
        { status: 422 },
      );
    const { sourceSection } = await newProvider('Agregujący');
    const panel = addField();
    await choose(within(panel).getByRole('combobox', { name: /Grupuj według pola/ }), 'Region');
    save();
    expect(
      await within(sourceSection).findByText(
        'Dostawcy odczytują się nawzajem w kółko: Zamówienia → p-x → Zamówienia',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Dostawca źródłowy nie ma (już) tego pola')).toBeInTheDocument();
  });

  it('the type is chosen at creation: another type drops the fields it does not hold', async () => {
    render(<App />);
    const general = await screen.findByRole('region', { name: 'Ogólne' });
    addField();
    expect(
      within(screen.getByRole('list', { name: 'Pola' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await choose(within(general).getByRole('combobox', { name: 'Typ' }), 'Agregujący');
    expect(screen.queryByRole('list', { name: 'Pola' })).toBeNull();
    expect(
      within(general).getByText(/Jeden rekord na każdą grupę rekordów innego dostawcy/),
    ).toBeInTheDocument();
  });
});
