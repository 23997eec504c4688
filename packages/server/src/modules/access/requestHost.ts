import { createStaticHost, type EngineHost, isValidTimeZone } from '@tessera/engine';
import type { FastifyRequest } from 'fastify';
import { invalidRequest } from '../../http/requestValidation';
import { principalOf, type TenantContext } from './requestContext';

/** The header carrying the browser's IANA time zone (spec 000 §7). @internal */
export const timeZoneHeader = 'x-timezone';

/**
 * The engine host of a request: its user (with their roles in the request's client), its
 * `X-Timezone` (UTC when absent) and the server's clock. Methods the engine delegates (documents,
 * code sequences, external records...) are not computed on the server yet and fail.
 * @throws 422 for a header that is not an IANA time zone
 * @internal
 */
export function requestHost(request: FastifyRequest, tenant: TenantContext): EngineHost {
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
    currentUser: {
      id: principal.userId,
      email: principal.email,
      roleIds: tenant.roleIds,
      personalDetails: principal.personalDetails,
    },
  });
}
