import { describe, expect, it } from 'vitest';
import { canEditVersion, versionEditability } from './versionEditability';

const withVersions = { enabledFeatures: { applicationVersions: true } };
const withoutVersions = { enabledFeatures: {} };

describe('versionEditability (editing the live version is allowed only through a draft)', () => {
  it('a draft is edited', () => {
    expect(versionEditability({ versionStatus: 'draft' }, withVersions)).toBe('draft');
    expect(canEditVersion('draft')).toBe(true);
  });

  it('the live version is locked when the client has application versions', () => {
    expect(versionEditability({ versionStatus: 'live' }, withVersions)).toBe('liveLocked');
    expect(canEditVersion('liveLocked')).toBe(false);
  });

  it('without the applicationVersions feature the live version is edited in place', () => {
    expect(versionEditability({ versionStatus: 'live' }, withoutVersions)).toBe('liveInPlace');
    expect(canEditVersion('liveInPlace')).toBe(true);
  });

  it('previous and archived versions are not edited', () => {
    for (const versionStatus of ['previous', 'archived'] as const) {
      expect(versionEditability({ versionStatus }, withVersions)).toBe('notEditable');
    }
    expect(canEditVersion('notEditable')).toBe(false);
  });
});
