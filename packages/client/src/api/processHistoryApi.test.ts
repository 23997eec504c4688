import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import { fetchProcessHistoryLogs } from './processHistoryApi';

const log = {
  id: 'h1',
  type: 'field_values_updated',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'u1',
  data: {
    changedFields: [
      {
        providerFieldId: 'signed',
        oldValue: null,
        newValue: true,
        oldPresentedValue: '',
        newPresentedValue: 'Tak',
      },
    ],
  },
};

describe('fetchProcessHistoryLogs (GET processHistoryLogs — spec 002 §7)', () => {
  it('filters by the process and answers the logs with their users and providers', async () => {
    const adapter = createFixtureAdapter({
      'GET processHistoryLogs': {
        data: [log],
        relations: { users: [{ id: 'u1', fullName: 'Biurowy Bartosz' }], dataProviders: [] },
      },
    });
    const history = await fetchProcessHistoryLogs(adapter, 'p-1');
    expect(decodeURIComponent(encodeQuery(adapter.calls[0]?.query ?? {}))).toBe(
      'filter[processId]=p-1',
    );
    expect(history.data).toEqual([log]);
    expect(history.relations.users).toEqual([{ id: 'u1', fullName: 'Biurowy Bartosz' }]);
  });

  it('narrows the changes to some fields', async () => {
    const adapter = createFixtureAdapter({ 'GET processHistoryLogs': { data: [] } });
    await fetchProcessHistoryLogs(adapter, 'p-1', { changedFieldIds: ['price', 'signed'] });
    expect(decodeURIComponent(encodeQuery(adapter.calls[0]?.query ?? {}))).toBe(
      'filter[processId]=p-1&filter[changedFieldIds][0]=price&filter[changedFieldIds][1]=signed',
    );
  });

  it('answers empty relations when the server sends none', async () => {
    const adapter = createFixtureAdapter({ 'GET processHistoryLogs': { data: [] } });
    await expect(fetchProcessHistoryLogs(adapter, 'p-1')).resolves.toEqual({
      data: [],
      relations: { users: [], dataProviders: [] },
    });
  });
});
