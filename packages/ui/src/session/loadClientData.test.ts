import {
  type ApplicationVersionItem,
  createApiErrorFromResponse,
  createFixtureAdapter,
  createVersionSelectionStore,
  type FixtureRoutes,
} from '@tessera/client';
import { createMemoryStorage, createTestUser, createTestVersion } from '@tessera/client/testing';
import { describe, expect, it } from 'vitest';
import { loadClientData } from './loadClientData';

const version = (id: string, versionStatus: ApplicationVersionItem['versionStatus']) =>
  createTestVersion({ id, name: id, versionStatus });

const baseConfig = {
  upload: { maxFileSize: 1, documentTemplateMaxFileSize: 1 },
  externalIntegrationsEnabled: false,
  clientScripts: [],
  userApis: { logsRetentionSecs: 1 },
  recurringActions: { logsRetentionSecs: 1 },
  liveApplicationVersion: version('live-id', 'live'),
};

function setup(routes: FixtureRoutes = {}, selection?: string) {
  const versions = createVersionSelectionStore({ storage: createMemoryStorage() });
  if (selection) versions.select(selection);
  const adapter = createFixtureAdapter({
    'GET config': ({ query }) =>
      query?.selectedApplicationVersionId && query.selectedApplicationVersionId !== 'live'
        ? { ...baseConfig, userSelectedApplicationVersion: version('draft-id', 'draft') }
        : query?.selectedApplicationVersionId === 'live'
          ? { ...baseConfig, userSelectedApplicationVersion: baseConfig.liveApplicationVersion }
          : baseConfig,
    'GET settings/applicationLayoutVersions': ({ query }) => {
      const { versionId } = (query?.filter ?? {}) as { versionId: string };
      return {
        data: [
          {
            id: versionId,
            versionId,
            menuEntries: [{ text: 'Menu', routePath: 'start' }],
            startingViews: {},
            revision: 1,
          },
        ],
        relations: { views: [] },
      };
    },
    'GET applicationVersions': { data: [version('live-id', 'live'), version('draft-id', 'draft')] },
    'GET settings/processes': {
      data: [
        {
          id: 'p1',
          name: 'Zgłoszenie',
          status: 'active',
          startableByCurrentUser: true,
          defaultStartingStepId: 's',
          startFormId: 'f1',
        },
        {
          id: 'p2',
          name: 'Diagram',
          status: 'active',
          startableByCurrentUser: true,
          defaultStartingStepId: 's',
          startFormId: null,
        },
      ],
    },
    ...routes,
  });
  return { adapter, versions };
}

const client = (enabledFeatures: Record<string, boolean> = {}) => ({
  id: 'c1',
  key: 'demo',
  name: 'Demo',
  domains: [],
  enabledFeatures,
  passwordPolicy: { minLength: 8 },
});

describe('loadClientData', () => {
  it("a user: the configuration's (live) version, its layout, startable processes, no versions", async () => {
    const { adapter, versions } = setup();
    const data = await loadClientData({
      adapter,
      versions,
      user: createTestUser(),
      client: client(),
    });
    expect(adapter.calls.find((call) => call.path === 'config')?.query).toBeUndefined();
    expect(data.version?.id).toBe('live-id');
    expect(data.layout.layout.versionId).toBe('live-id');
    expect(data.processes.map((process) => process.id)).toEqual(['p1']);
    expect(data.versions).toEqual([]);
    expect(data.canSelectVersion).toBe(false);
    expect(adapter.calls.some((call) => call.path === 'applicationVersions')).toBe(false);
    // Non-admins take the version from the configuration (spec 000 §4).
    expect(versions.getState().configVersionId).toBe('live-id');
  });

  it("an admin with the applicationVersions feature: the selected version's layout and the version list", async () => {
    const { adapter, versions } = setup({}, 'draft-id');
    const admin = createTestUser({ type: 'client_admin' });
    const data = await loadClientData({
      adapter,
      versions,
      user: admin,
      client: client({ applicationVersions: true }),
    });
    expect(adapter.calls.find((call) => call.path === 'config')?.query).toEqual({
      selectedApplicationVersionId: 'draft-id',
    });
    expect(data.version?.id).toBe('draft-id');
    expect(data.layout.layout.versionId).toBe('draft-id');
    expect(data.versions.map((item) => item.id)).toEqual(['live-id', 'draft-id']);
    expect(data.canSelectVersion).toBe(true);
  });

  it('an admin whose selected version was archived or removed falls back to live', async () => {
    const { adapter, versions } = setup(
      {
        'GET config': ({ query }) => {
          if (query?.selectedApplicationVersionId === 'gone') {
            throw createApiErrorFromResponse(404, { statusCode: 404 });
          }
          return {
            ...baseConfig,
            userSelectedApplicationVersion: baseConfig.liveApplicationVersion,
          };
        },
      },
      'gone',
    );
    const data = await loadClientData({
      adapter,
      versions,
      user: createTestUser({ type: 'client_admin' }),
      client: client({ applicationVersions: true }),
    });
    expect(versions.getState().selection).toBe('live');
    expect(data.version?.id).toBe('live-id');
  });

  it('keeps the shell usable when the optional calls fail', async () => {
    const { adapter, versions } = setup({
      'GET settings/processes': () => {
        throw createApiErrorFromResponse(403, {});
      },
      'GET settings/applicationLayoutVersions': () => {
        throw createApiErrorFromResponse(500, {});
      },
    });
    const data = await loadClientData({
      adapter,
      versions,
      user: createTestUser(),
      client: client(),
    });
    expect(data.processes).toEqual([]);
    expect(data.layout.layout.menuEntries).toEqual([]);
  });
});
