import type { ApplicationVersion, ApplicationVersionSelection } from './applicationVersion.types';
import { findVersion } from './findVersion';

/**
 * The version a selection names (spec 001 §3.2): the special value `live` resolves to the live
 * version, anything else to the version with that id. An archived version cannot be selected
 * (spec 001 §4: switching to it is blocked).
 * @public
 */
export function resolveVersionSelection(
  versions: readonly ApplicationVersion[],
  selection: ApplicationVersionSelection,
):
  | { readonly ok: true; readonly version: ApplicationVersion }
  | { readonly ok: false; readonly error: { readonly path: string; readonly message: string } } {
  if (selection === 'live') {
    const live = versions.find((version) => version.versionStatus === 'live');
    if (live !== undefined) return { ok: true, version: live };
    return { ok: false, error: { path: 'selection', message: 'no version is live' } };
  }
  const found = findVersion(versions, selection);
  if (!found.ok) return { ok: false, error: { ...found.error, path: 'selection' } };
  if (found.version.versionStatus === 'archived') {
    return {
      ok: false,
      error: { path: 'selection', message: 'an archived version cannot be selected' },
    };
  }
  return { ok: true, version: found.version };
}
