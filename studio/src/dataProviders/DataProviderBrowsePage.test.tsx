import type { DataProviderItem } from '@tessera/client';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { clearStudioApi, stubStudioApi } from '../common/stubStudioApi';
import { manualProvider, textField } from './providerFixtures';

const byRegion: DataProviderItem = {
  id: 'p-regions',
  name: 'Sprzedaż wg regionu',
  type: 'aggregating',
  status: 'active',
  revision: 2,
  config: {
    sourceProviderId: 'p-orders',
    fields: [
      {
        id: 'g',
        dbFieldName: 'region',
        name: 'Region',
        status: 'active',
        type: 'grouping_field',
        groupByFieldId: 'f-region',
        fieldValue: { type: 'text' },
      },
      {
        id: 'n',
        dbFieldName: 'liczba',
        name: 'Liczba zamówień',
        status: 'active',
        type: 'aggregating_field',
        aggregation: { method: 'count' },
        fieldValue: { type: 'number' },
      },
    ],
  },
};

let provider: DataProviderItem;
const queries: Record<string, unknown>[] = [];

beforeEach(() => {
  queries.length = 0;
  provider = byRegion;
  stubStudioApi(`/demo/settings/dataProviders/${byRegion.id}/browse`, ({ path, body }) => {
    if (path === `/api/settings/dataProviders/${byRegion.id}`)
      return Response.json({ data: provider });
    if (path === '/api/queries/custom') {
      queries.push(body as Record<string, unknown>);
      return Response.json({
        data: [
          { id: '00000000-0000-4000-8000-000000000001', data: { region: 'Południe', liczba: 1 } },
          { id: '00000000-0000-4000-8000-000000000002', data: { region: 'Północ', liczba: 2 } },
        ],
        meta: { page: 1, perPage: 20, lastPage: 1, total: 2 },
      });
    }
    return undefined;
  });
});

afterEach(clearStudioApi);

describe('browsing the records of a provider computed from others', () => {
  it('shows them read-only, in the order computed, without the creation time they do not have', async () => {
    render(<App />);
    expect(await screen.findByRole('row', { name: /Północ/ })).toHaveTextContent('2');
    expect(
      screen.getByText(/są wyliczane z rekordów innego dostawcy przy każdym odczycie/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nowy rekord' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edytuj rekord/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Utworzono/ })).toBeNull();
    expect(queries[0]).toMatchObject({
      query: {
        type: 'general_query',
        fromProviderId: byRegion.id,
        sorting: [{ fieldAccess: { path: ['$id'] }, direction: 'asc' }],
      },
    });
  });

  it('a provider with records of its own offers to add and edit them, newest first', async () => {
    provider = { ...manualProvider(byRegion.id, 'Zamówienia', [textField('region', 'Region')]) };
    render(<App />);
    await screen.findByRole('row', { name: /Północ/ });
    expect(screen.getAllByRole('button', { name: 'Nowy rekord' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Edytuj rekord Północ' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Utworzono/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(queries[0]).toMatchObject({
        query: { sorting: [{ fieldAccess: { path: ['$createdAt'] }, direction: 'desc' }] },
      }),
    );
  });
});
