import type { ApplicationVersion } from './applicationVersion.types';

/**
 * The name a version is shown by (spec 001 §3.2): `v{version} {name}`, with ` (live)` added when
 * live — e.g. `v3 Spring release (live)`. A blank name leaves just `v3`.
 * @public
 */
export function applicationVersionDisplayName(
  version: Pick<ApplicationVersion, 'version' | 'name' | 'versionStatus'>,
): string {
  const name = version.name.trim();
  const base = name === '' ? `v${version.version}` : `v${version.version} ${name}`;
  return version.versionStatus === 'live' ? `${base} (live)` : base;
}
