import type {
  ApplicationVersion,
  ApplicationVersionStatus,
  ApplicationVersionsResult,
} from './applicationVersion.types';
import { findVersion as find } from './findVersion';

function refuse(index: number, message: string): ApplicationVersionsResult {
  return { ok: false, error: { path: `versions[${index}].versionStatus`, message } };
}

/**
 * Publishes a version (spec 001 §4): it becomes live and the previously live one becomes
 * previous (unavailable to users). Drafts and previous versions can be published — publishing a
 * previous one is how a release is rolled back; archived ones must be unarchived first.
 * Publishing the live version changes nothing. `publishedAt`, when given, is recorded on the
 * published version.
 * @public
 */
export function publishVersion(
  versions: readonly ApplicationVersion[],
  id: string,
  publishedAt?: string,
): ApplicationVersionsResult {
  const found = find(versions, id);
  if (!found.ok) return found;
  const status = found.version.versionStatus;
  if (status === 'live') return { ok: true, versions };
  if (status === 'archived') {
    return refuse(found.index, 'an archived version must be unarchived before it is published');
  }
  return {
    ok: true,
    versions: versions.map((version): ApplicationVersion => {
      if (version.id === id) {
        return {
          ...version,
          versionStatus: 'live',
          ...(publishedAt === undefined ? {} : { publishedAt }),
        };
      }
      // Every other live version steps down, so a list is repaired even if it held two.
      return version.versionStatus === 'live' ? { ...version, versionStatus: 'previous' } : version;
    }),
  };
}

function setStatus(
  versions: readonly ApplicationVersion[],
  id: string,
  from: readonly ApplicationVersionStatus[],
  to: ApplicationVersionStatus,
  refusal: (status: ApplicationVersionStatus) => string,
): ApplicationVersionsResult {
  const found = find(versions, id);
  if (!found.ok) return found;
  const status = found.version.versionStatus;
  if (status === to) return { ok: true, versions };
  if (!from.includes(status)) return refuse(found.index, refusal(status));
  return {
    ok: true,
    versions: versions.map((version) =>
      version.id === id ? { ...version, versionStatus: to } : version,
    ),
  };
}

/**
 * Archives a version (spec 001 §4): switching to it is blocked from then on. Drafts and previous
 * versions can be archived; the live one cannot (the application would have none). Archiving an
 * archived version changes nothing.
 * @public
 */
export function archiveVersion(
  versions: readonly ApplicationVersion[],
  id: string,
): ApplicationVersionsResult {
  return setStatus(
    versions,
    id,
    ['draft', 'previous'],
    'archived',
    () => 'the live version cannot be archived; publish another version first',
  );
}

/**
 * Unarchives a version (spec 001 §4): an archived version becomes a draft. Any other status is
 * refused, except a draft, which is left as it is.
 * @public
 */
export function unarchiveVersion(
  versions: readonly ApplicationVersion[],
  id: string,
): ApplicationVersionsResult {
  return setStatus(
    versions,
    id,
    ['archived'],
    'draft',
    (status) => `only an archived version can be unarchived (this one is ${status})`,
  );
}
