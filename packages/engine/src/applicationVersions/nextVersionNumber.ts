import type { ApplicationVersion } from './applicationVersion.types';

/** The number for a new version: one more than the highest so far (1 for the first). @public */
export function nextVersionNumber(versions: readonly ApplicationVersion[]): number {
  return versions.reduce((highest, version) => Math.max(highest, version.version), 0) + 1;
}
