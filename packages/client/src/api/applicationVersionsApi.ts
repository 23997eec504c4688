import type { ApplicationVersionStatus } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import { saveRecord } from './saveRecord';

/**
 * An application version as the API shows it (spec 000 §3, spec 001 §3.2).
 * @public
 */
export interface ApplicationVersionItem {
  id: string;
  /** The running number shown as `v{number}`. */
  number: number;
  name: string;
  versionStatus: ApplicationVersionStatus;
  /** When it was last published (ISO 8601); null until then. */
  publishedAt: string | null;
  /** The version its definitions were copied from. */
  copiedFromId: string | null;
  /** `v{number} {name}`, with ` (live)` appended when live. */
  displayName: string;
}

/** The statuses the version selector lists (spec 000 §7): never archived ones. @public */
export const selectableVersionStatuses: readonly ApplicationVersionStatus[] = [
  'live',
  'draft',
  'previous',
];

/** Page size of the version list (spec 000 §9). */
const versionsPageSize = 1000;

const basePath = 'applicationVersions';

/**
 * The application versions list (spec 000 §7: filter versionStatus in live, draft, previous;
 * perPage 1000), newest first. Only admins of a client with the applicationVersions feature get
 * more than the live version.
 * @public
 */
export async function fetchApplicationVersions(
  adapter: HttpAdapter,
  options: CallOptions = {},
): Promise<ApplicationVersionItem[]> {
  const response = await adapter.request<{ data: ApplicationVersionItem[] }>({
    method: 'GET',
    path: basePath,
    query: {
      filter: { versionStatus: [...selectableVersionStatuses] },
      pagination: { perPage: versionsPageSize },
    },
    ...options,
  });
  return response.data;
}

/**
 * Creates a draft by copying another version's definitions (`PUT applicationVersions`).
 * @public
 */
export async function copyApplicationVersion(
  adapter: HttpAdapter,
  copy: { name: string; copyFromId: string },
  options: CallOptions = {},
): Promise<ApplicationVersionItem> {
  return saveRecord<ApplicationVersionItem>(adapter, basePath, undefined, copy, options);
}

/**
 * Publishes a version (spec 000 §4): it becomes live, the previously live one becomes previous.
 * @public
 */
export async function publishApplicationVersion(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<ApplicationVersionItem> {
  const response = await adapter.request<{ data: ApplicationVersionItem }>({
    method: 'POST',
    path: `${basePath}/${encodeURIComponent(id)}/publish`,
    ...options,
  });
  return response.data;
}

/**
 * Archives a version (spec 000 §4): switching to it is blocked until it is unarchived.
 * @public
 */
export async function archiveApplicationVersion(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<ApplicationVersionItem> {
  return saveRecord<ApplicationVersionItem>(
    adapter,
    basePath,
    id,
    { versionStatus: 'archived' },
    options,
  );
}

/**
 * Undoes an archiving (spec 000 §4): the version returns to draft.
 * @public
 */
export async function unarchiveApplicationVersion(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<ApplicationVersionItem> {
  return saveRecord<ApplicationVersionItem>(
    adapter,
    basePath,
    id,
    { versionStatus: 'draft' },
    options,
  );
}
