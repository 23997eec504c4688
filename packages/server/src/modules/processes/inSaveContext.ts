import type { FastifyRequest } from 'fastify';
import { principalOf, tenantOf } from '../access/requestContext';
import { requestHost } from '../access/requestHost';
import { requestVersion } from '../versions/requestVersion';
import type { ProcessSaveContext } from './processSave';

/**
 * Runs process work in one transaction of the request's tenant, with the request's version,
 * engine host (computing delegated methods over this transaction and version) and user.
 * @internal
 */
export async function inSaveContext<T>(
  request: FastifyRequest,
  work: (context: ProcessSaveContext) => Promise<T>,
): Promise<T> {
  const tenant = tenantOf(request);
  return tenant.run(async (trx) => {
    const version = await requestVersion(request, trx);
    return work({
      trx,
      tenant,
      versionId: version.id,
      host: requestHost(request, tenant, { trx, versionId: version.id }),
      userId: principalOf(request).userId,
    });
  });
}
