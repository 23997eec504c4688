import type { ApplicationVersionItem } from '../api/applicationVersionsApi';

/**
 * An application version for tests and stories: v1 "Start", live, never published, with whatever
 * the test changes. Unless given, the display name follows the number, name and status as the
 * server's does (`v2 Szkic`, `v1 Start (live)`).
 * @example createTestVersion({ id: 'v2', number: 2, name: 'Szkic', versionStatus: 'draft' })
 * @public
 */
export function createTestVersion(
  overrides: Partial<ApplicationVersionItem> = {},
): ApplicationVersionItem {
  const { number = 1, name = 'Start', versionStatus = 'live' } = overrides;
  const base = name.trim() === '' ? `v${number}` : `v${number} ${name.trim()}`;
  return {
    id: 'v1',
    number,
    name,
    versionStatus,
    publishedAt: null,
    copiedFromId: null,
    displayName: versionStatus === 'live' ? `${base} (live)` : base,
    ...overrides,
  };
}
