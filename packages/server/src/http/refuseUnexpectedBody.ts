import type { FastifyInstance } from 'fastify';
import { invalidRequest } from './requestValidation';

function isEmpty(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

/**
 * A call that declares no body schema takes no body: anything but nothing or `{}` is a 422, so
 * a body-less call (publish, logout) cannot quietly accept data it ignores — the same rule as
 * unknown properties on calls that do take a body.
 * @internal
 */
export function refuseUnexpectedBody(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body !== undefined) return;
    if (!isEmpty(request.body)) {
      throw invalidRequest([{ path: '/', message: 'this call takes no body' }]);
    }
  });
}
