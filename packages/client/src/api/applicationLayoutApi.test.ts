import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { fetchApplicationLayout } from './applicationLayoutApi';

describe('fetchApplicationLayout (settings/applicationLayoutVersions)', () => {
  it("asks for the request's version with its linked views", async () => {
    const adapter = createFixtureAdapter({
      'GET settings/applicationLayoutVersions': {
        data: [
          {
            id: 'v2',
            versionId: 'v2',
            menuEntries: [{ text: 'Zlecenia', viewId: 'view-1' }],
            startingViews: { r1: ['view-1'] },
            revision: 3,
          },
        ],
        relations: {
          views: [
            { id: 'view-1', versionId: 'v2', name: 'Zlecenia', status: 'active', routeKey: 'zl' },
          ],
        },
      },
    });
    const result = await fetchApplicationLayout(adapter, 'v2');
    expect(adapter.calls[0]?.query).toEqual({ filter: { versionId: 'v2' }, include: ['views'] });
    expect(result.layout).toEqual({
      id: 'v2',
      versionId: 'v2',
      menuEntries: [{ text: 'Zlecenia', viewId: 'view-1' }],
      startingViews: { r1: ['view-1'] },
      revision: 3,
    });
    expect(result.views.map((view) => view.routeKey)).toEqual(['zl']);
  });

  it('gives an empty layout for a version that has none', async () => {
    const adapter = createFixtureAdapter({
      'GET settings/applicationLayoutVersions': { data: [], relations: {} },
    });
    const result = await fetchApplicationLayout(adapter, null);
    expect(adapter.calls[0]?.query).toEqual({ include: ['views'] });
    expect(result).toEqual({
      layout: { id: '', versionId: '', menuEntries: [], startingViews: {}, revision: 0 },
      views: [],
    });
  });
});
