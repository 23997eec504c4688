import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import type { ApplicationVersionItem } from './applicationVersionsApi';
import { type ClientConfig, configVersion, fetchConfig } from './configApi';

const live: ApplicationVersionItem = {
  id: 'v1',
  number: 1,
  name: 'Start',
  versionStatus: 'live',
  publishedAt: '2026-01-01T00:00:00.000Z',
  copiedFromId: null,
  displayName: 'v1 Start (live)',
};

const config: ClientConfig = {
  upload: { maxFileSize: 50_000_000, documentTemplateMaxFileSize: 10_000_000 },
  externalIntegrationsEnabled: false,
  clientScripts: [],
  userApis: { logsRetentionSecs: 1 },
  recurringActions: { logsRetentionSecs: 1 },
  liveApplicationVersion: live,
};

describe('fetchConfig (spec 000 §7: GET config, optional selectedApplicationVersionId)', () => {
  it('sends no query without a selection', async () => {
    const adapter = createFixtureAdapter({ 'GET config': config });
    await expect(fetchConfig(adapter)).resolves.toEqual(config);
    expect(adapter.calls[0]).toMatchObject({ method: 'GET', path: 'config' });
    expect(adapter.calls[0]?.query).toBeUndefined();
  });

  it("sends an admin's selection, `live` included", async () => {
    const adapter = createFixtureAdapter({ 'GET config': config });
    await fetchConfig(adapter, { selectedApplicationVersionId: 'live' });
    await fetchConfig(adapter, { selectedApplicationVersionId: 'v2' });
    expect(adapter.calls.map((call) => call.query)).toEqual([
      { selectedApplicationVersionId: 'live' },
      { selectedApplicationVersionId: 'v2' },
    ]);
  });
});

describe('configVersion', () => {
  it("is the admin's selected version, else the live one", () => {
    const draft = { ...live, id: 'v2', versionStatus: 'draft' as const, displayName: 'v2 Szkic' };
    expect(configVersion(config)).toBe(live);
    expect(configVersion({ ...config, userSelectedApplicationVersion: draft })).toBe(draft);
    expect(configVersion({ ...config, liveApplicationVersion: null })).toBeNull();
  });
});
