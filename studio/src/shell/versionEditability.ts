import type { ApplicationVersionItem, ClientInfo } from '@tessera/client';
import { hasClientFeature } from '@tessera/ui';

/**
 * Whether definitions of the version can be saved, and why not (the server's rule, spec 000 §4
 * and issue 8: "editing the live version is allowed only through a draft"): a draft always; the
 * live version only for a client without the applicationVersions feature, which has no drafts
 * and edits live in place; never a previous or archived one.
 */
export type VersionEditability = 'draft' | 'liveInPlace' | 'liveLocked' | 'notEditable';

export function versionEditability(
  version: Pick<ApplicationVersionItem, 'versionStatus'>,
  client: Pick<ClientInfo, 'enabledFeatures'>,
): VersionEditability {
  switch (version.versionStatus) {
    case 'draft':
      return 'draft';
    case 'live':
      return hasClientFeature(client, 'applicationVersions') ? 'liveLocked' : 'liveInPlace';
    default:
      return 'notEditable';
  }
}

/** Whether saves go through in a version of this editability. */
export function canEditVersion(editability: VersionEditability): boolean {
  return editability === 'draft' || editability === 'liveInPlace';
}
