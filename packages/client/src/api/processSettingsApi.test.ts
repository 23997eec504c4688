import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import type { ProcessSummary } from './processesApi';
import {
  deleteProcessSettings,
  fetchProcessSettings,
  fetchProcessSettingsPage,
  type ProcessSettingsDraft,
  type ProcessSettingsItem,
  processSettingsNameExists,
  saveProcessSettings,
} from './processSettingsApi';

const sales: ProcessSettingsItem = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Sprzedaż',
  status: 'active',
  type: 'diagram',
  defaultStartingStepId: 'start',
  steps: [
    { id: 'start', name: 'Start', action: { type: 'start' } },
    { id: 'end', name: 'Koniec', action: { type: 'finish' } },
  ],
  routes: [{ id: 'r1', order: 1, from: 'start', to: 'end' }],
  revision: 2,
};

const summary: ProcessSummary = {
  id: sales.id,
  name: sales.name,
  status: 'active',
  type: 'options',
  startableByCurrentUser: false,
  defaultStartingStepId: 'start',
  startFormId: null,
};

const page = (data: ProcessSummary[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 30, lastPage: 1, total },
  relations: {},
});

describe('fetchProcessSettingsPage (spec 001 §7: GET settings/processes filtered by id, status, name)', () => {
  it('answers the page of summaries; the query is sent nested', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/processes': page([summary]) });
    const result = await fetchProcessSettingsPage(adapter, {
      filter: { status: 'inactive' },
      sort: { name: 'desc' },
      pagination: { page: 2, perPage: 20 },
      query: 'sprz',
    });
    expect(result.data).toEqual([summary]);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=inactive&sort[name]=desc&pagination[page]=2&pagination[perPage]=20&query=sprz',
    );
  });
});

describe('fetchProcessSettings (GET settings/processes/{id})', () => {
  it('reads the definition from data', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/processes/:id': { data: sales } });
    await expect(fetchProcessSettings(adapter, sales.id)).resolves.toEqual(sales);
    expect(adapter.calls[0]!.path).toBe(`settings/processes/${sales.id}`);
  });
});

describe('processSettingsNameExists (spec 001 §5.4: active records, exact name)', () => {
  it('asks for an active process with exactly the name, leaving out the one being edited', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/processes': page([summary], 1) });
    await expect(processSettingsNameExists(adapter, 'Sales', { exceptId: 'p-1' })).resolves.toBe(
      true,
    );
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[name]=Sales&filter[id][ne]=p-1&pagination[perPage]=1',
    );
  });
});

describe('saveProcessSettings (PUT settings/processes[/{id}])', () => {
  const { id, revision, status: _status, ...rest } = sales;
  const draft: ProcessSettingsDraft = { ...rest, status: 'active' };

  it('creates without an id', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/processes': { data: sales } });
    await expect(saveProcessSettings(adapter, draft)).resolves.toEqual(sales);
    expect(adapter.calls[0]).toMatchObject({ method: 'PUT', path: 'settings/processes' });
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });

  it('replaces with the id in the path and the revision read in the body', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/processes/:id': { data: sales } });
    await saveProcessSettings(adapter, { ...draft, id, revision });
    expect(adapter.calls[0]!.path).toBe(`settings/processes/${id}`);
    expect(adapter.calls[0]!.body).toMatchObject({ name: 'Sprzedaż', type: 'diagram', revision });
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });
});

describe('deleteProcessSettings (DELETE settings/processes/{id})', () => {
  it('deletes by id', async () => {
    const adapter = createFixtureAdapter({ 'DELETE settings/processes/:id': null });
    await deleteProcessSettings(adapter, sales.id);
    expect(adapter.calls[0]).toMatchObject({
      method: 'DELETE',
      path: `settings/processes/${sales.id}`,
    });
  });
});
