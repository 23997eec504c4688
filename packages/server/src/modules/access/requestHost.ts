import { createStaticHost, type EngineHost, isValidTimeZone } from '@tessera/engine';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { invalidRequest } from '../../http/requestValidation';
import { clientLocaleOf } from '../clients/clientSettings';
import { createDelegatedMethodResolver } from '../methods/createDelegatedMethodResolver';
import { principalOf, type TenantContext } from './requestContext';

/** The header carrying the browser's IANA time zone (spec 000 §7). @internal */
export const timeZoneHeader = 'x-timezone';

/** The request's data, for the methods the engine delegates to the host. @internal */
export interface RequestHostData {
  readonly trx: Transaction<DatabaseTables>;
  /** The application version whose providers the methods read. */
  readonly versionId: string;
}

/**
 * The engine host of a request: its user (with their roles in the request's client), its
 * `X-Timezone` (UTC when absent), the client's locale and the server's clock. Given the request's transaction and
 * version, it computes the methods the engine delegates (aggregated values, external records, QR
 * codes; see `createDelegatedMethodResolver`) over the request's data with the user's access;
 * without them, delegated methods fail.
 * @throws 422 for a header that is not an IANA time zone
 * @internal
 */
export function requestHost(
  request: FastifyRequest,
  tenant: TenantContext,
  data?: RequestHostData,
): EngineHost {
  const header = request.headers[timeZoneHeader];
  const timeZone = (Array.isArray(header) ? header[0] : header) || 'UTC';
  if (!isValidTimeZone(timeZone)) {
    throw invalidRequest([{ path: `headers:/${timeZoneHeader}`, message: 'is not a time zone' }]);
  }
  const principal = principalOf(request);
  return createStaticHost({
    // One instant per request: everything a save computes sees the same "now".
    now: new Date(),
    timeZone,
    locale: clientLocaleOf(tenant.client.settings),
    currentUser: {
      id: principal.userId,
      email: principal.email,
      roleIds: tenant.roleIds,
      personalDetails: principal.personalDetails,
    },
    ...(data === undefined
      ? {}
      : {
          resolveDelegatedMethod: createDelegatedMethodResolver({
            trx: data.trx,
            tenant,
            versionId: data.versionId,
          }),
        }),
  });
}
