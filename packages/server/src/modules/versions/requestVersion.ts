import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { type TenantContext, tenantOf } from '../access/requestContext';
import { hasClientFeature } from '../clients/clientFeatureFlags';
import type { ApplicationVersionRow } from './applicationVersionItem';
import { canSelectVersion } from './canSelectVersion';
import {
  createVersionRepository,
  type VersionRepository,
  versionNotFound,
} from './versionRepository';

/** The header an admin names their selected version in (spec 000 §7; spelled so). @public */
export const versionHeader = 'x-client-appverionid';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The version a selection names (spec 001 §3.2): none or the special value `live` is the live
 * version; anything else must be the id of one of the client's versions that is not archived.
 * @param where the selection's place in the request, for the 422 problem's path.
 * @param knownLive the live version as already read in this request (authentication reads it):
 * answers an unlocked read of the live version without a statement. A locked read always reads.
 * @throws 422 for a malformed id or an archived version, 404 for an unknown one.
 * @internal
 */
export async function selectVersion(
  versions: VersionRepository,
  selection: string | undefined,
  where: string,
  lock?: 'share',
  knownLive?: ApplicationVersionRow,
): Promise<ApplicationVersionRow> {
  if (selection === undefined || selection === '' || selection === 'live') {
    if (lock === undefined && knownLive !== undefined) return knownLive;
    const live = await versions.live(lock);
    if (live === undefined) throw new Error('the client has no live application version');
    return live;
  }
  if (!uuidPattern.test(selection)) {
    throw invalidRequest([{ path: where, message: 'must be an application version id or "live"' }]);
  }
  const version = await versions.find(selection, lock);
  if (version === undefined) throw versionNotFound();
  if (version.status === 'archived') {
    throw invalidRequest([
      {
        path: where,
        message: 'is an archived version, which cannot be selected; unarchive it first',
      },
    ]);
  }
  return version;
}

/**
 * The application version a request reads and writes definitions in: the live one, or, for an
 * admin of a client with the applicationVersions feature, the one named in
 * `X-Client-AppVerionId` (an id or `live`). Anyone else's header is ignored: they get live.
 * Call it inside the transaction that uses the version; with `lock: 'share'` the version cannot
 * be published, archived or otherwise changed until that transaction ends. Unlocked, the live
 * version is the one authentication read with the membership (one statement fewer per call): a
 * version published in the milliseconds since then is read by the next call, as if this one had
 * come a moment earlier.
 * @throws 422 for a malformed or archived selection, 404 for an unknown one.
 * @public
 */
export function requestVersion(
  request: FastifyRequest,
  trx: Transaction<DatabaseTables>,
  lock?: 'share',
): Promise<ApplicationVersionRow> {
  const tenant = tenantOf(request);
  const header = request.headers[versionHeader];
  const selection = canSelectVersion(tenant)
    ? Array.isArray(header)
      ? header[0]
      : header
    : undefined;
  return selectVersion(
    createVersionRepository(trx, tenant.scope),
    selection,
    `headers:/${versionHeader}`,
    lock,
    tenant.liveVersion,
  );
}

/**
 * Refuses to change definitions of a version that is not a draft: designers edit a draft and
 * publish it, so the live configuration never changes under its users' hands. A client without
 * the applicationVersions feature has no drafts to edit (its UI knows only the live version):
 * there the live version is edited in place.
 * @throws 409 with a message saying what to do instead.
 * @public
 */
export function assertEditableVersion(
  tenant: Pick<TenantContext, 'client'>,
  version: Pick<ApplicationVersionRow, 'status' | 'number'>,
): void {
  if (version.status === 'draft') return;
  if (version.status === 'live' && !hasClientFeature(tenant.client, 'applicationVersions')) return;
  const message =
    version.status === 'live'
      ? 'The live version cannot be edited: create a draft (PUT applicationVersions), select it with X-Client-AppVerionId, and publish it when ready'
      : `Version v${version.number} is ${version.status}; only a draft can be edited (unarchive or copy it into a new draft)`;
  throw new HttpError(409, message, 'versionNotEditable');
}

/**
 * {@link requestVersion}, locked and checked with {@link assertEditableVersion}: the version a
 * definition write goes to.
 * @public
 */
export async function editableRequestVersion(
  request: FastifyRequest,
  trx: Transaction<DatabaseTables>,
): Promise<ApplicationVersionRow> {
  const version = await requestVersion(request, trx, 'share');
  assertEditableVersion(tenantOf(request), version);
  return version;
}
