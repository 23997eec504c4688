import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { createTestVersion } from '../testing/createTestVersion';
import { type ClientConfig, configVersion, fetchConfig } from './configApi';

const live = createTestVersion({ publishedAt: '2026-01-01T00:00:00.000Z' });

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
    const draft = createTestVersion({ id: 'v2', number: 2, name: 'Szkic', versionStatus: 'draft' });
    expect(configVersion(config)).toBe(live);
    expect(configVersion({ ...config, userSelectedApplicationVersion: draft })).toBe(draft);
    expect(configVersion({ ...config, liveApplicationVersion: null })).toBeNull();
  });
});
