import { describe, expect, it } from 'vitest';
import { createApiErrorFromResponse } from '../apiError';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { fetchViewRows, maxViewRowsPerPage, resolveView } from './viewsApi';

const view = {
  id: 'd0000000-0000-4000-8000-000000000040',
  type: 'processes_inbox',
  title: 'Moje zadania',
  routeKey: 'zadania',
  perPage: 20,
  isPublic: false,
  columns: [{ id: 'customer', label: 'Klient', sortable: true }],
};
const page = {
  data: [
    {
      id: 'p-1',
      cells: { customer: 'Jan Kowalski' },
      open: { formId: 'f-sign', processId: 'p-1' },
    },
  ],
  meta: { page: 1, perPage: 20, lastPage: 1, total: 1 },
};

describe('resolveView (GET views/resolve/{routeKeyOrViewId} — spec 000 §2 views.show)', () => {
  it('reads the view a route key names', async () => {
    const adapter = createFixtureAdapter({ 'GET views/resolve/:key': { data: view } });
    await expect(resolveView(adapter, 'zadania')).resolves.toEqual(view);
    expect(adapter.calls[0]?.path).toBe('views/resolve/zadania');
  });

  it('keeps a route key with slashes in one path segment', async () => {
    const adapter = createFixtureAdapter({ 'GET views/resolve/:key': { data: view } });
    await resolveView(adapter, 'sprzedaż/zamówienia');
    expect(adapter.calls[0]?.path).toBe(
      `views/resolve/${encodeURIComponent('sprzedaż/zamówienia')}`,
    );
  });

  it('rejects with the server answer (401 for a view that needs a login)', async () => {
    const adapter = createFixtureAdapter({
      'GET views/resolve/:key': () => {
        throw createApiErrorFromResponse(401, { statusCode: 401, message: 'Not logged in' });
      },
    });
    await expect(resolveView(adapter, 'zadania')).rejects.toMatchObject({ status: 401 });
  });
});

describe('fetchViewRows (POST views/{id}/rows)', () => {
  it('asks for a page sorted by a column', async () => {
    const adapter = createFixtureAdapter({ 'POST views/:id/rows': page });
    await expect(
      fetchViewRows(adapter, view.id, {
        page: 2,
        perPage: 10,
        sort: [{ columnId: 'customer', direction: 'desc' }],
      }),
    ).resolves.toEqual(page);
    expect(adapter.calls[0]?.path).toBe(`views/${view.id}/rows`);
    expect(adapter.calls[0]?.body).toEqual({
      page: 2,
      perPage: 10,
      sort: [{ columnId: 'customer', direction: 'desc' }],
    });
  });

  it("leaves the sort out when there is none: the view's own order applies", async () => {
    const adapter = createFixtureAdapter({ 'POST views/:id/rows': page });
    await fetchViewRows(adapter, view.id, { page: 1, perPage: 20, sort: [] });
    expect(adapter.calls[0]?.body).toEqual({ page: 1, perPage: 20 });
  });

  it(`refuses pages the server would refuse (more than ${maxViewRowsPerPage} rows, page 0)`, async () => {
    const adapter = createFixtureAdapter({ 'POST views/:id/rows': page });
    await expect(fetchViewRows(adapter, view.id, { page: 1, perPage: 101 })).rejects.toThrow(
      RangeError,
    );
    await expect(fetchViewRows(adapter, view.id, { page: 0, perPage: 20 })).rejects.toThrow(
      RangeError,
    );
    expect(adapter.calls).toHaveLength(0);
  });
});
