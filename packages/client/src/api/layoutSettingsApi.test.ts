import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { saveApplicationLayout } from './layoutSettingsApi';

describe('saveApplicationLayout (spec 001 §7: PUT settings/applicationLayoutVersions/{id} without the id in the body)', () => {
  it('puts the menu, starting views and revision at the version, answering the saved layout', async () => {
    const saved = {
      id: 'v2',
      versionId: 'v2',
      menuEntries: [{ text: 'Klienci', viewId: 'view-1', children: [{ text: 'Raport' }] }],
      startingViews: { r1: ['view-1'] },
      revision: 4,
    };
    const adapter = createFixtureAdapter({
      'PUT settings/applicationLayoutVersions/:id': { data: saved },
    });
    const result = await saveApplicationLayout(adapter, {
      versionId: 'v2',
      menuEntries: saved.menuEntries,
      startingViews: saved.startingViews,
      revision: 3,
    });
    expect(result).toEqual(saved);
    expect(adapter.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'settings/applicationLayoutVersions/v2',
      body: { menuEntries: saved.menuEntries, startingViews: { r1: ['view-1'] }, revision: 3 },
    });
    expect(adapter.calls[0]!.body).not.toHaveProperty('versionId');
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });
});
