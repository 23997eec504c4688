import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/httpError';
import { principalOf, type TenantContext, tenantOf } from '../access/requestContext';
import { hasClientFeature } from '../clients/clientFeatureFlags';
import type { ClientScriptInput } from './clientScript.types';
import { listClientScripts, replaceClientScripts } from './clientScriptRepository';

/**
 * Where a script may come from: an https URL or a path on this server (not `//host`). No
 * whitespace, quotes, `;` or `,`: the URL goes into the page's Content-Security-Policy as it is.
 * @internal
 */
export const scriptSrcPattern =
  '^(?:https://[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:/[^\\s"\';,]*)?|/(?!/)[^\\s"\';,]*)$';

/** The most scripts a client may have, and the largest inline script (characters). @internal */
export const clientScriptLimits = { count: 20, contentLength: 100_000 } as const;

const scriptSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    src: { type: 'string', maxLength: 2048, pattern: scriptSrcPattern },
    content: { type: 'string', minLength: 1, maxLength: clientScriptLimits.contentLength },
    status: { type: 'string', enum: ['active', 'inactive'] },
  },
  oneOf: [{ required: ['src'] }, { required: ['content'] }],
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', maxItems: clientScriptLimits.count, items: scriptSchema } },
} as const;

function assertFeature(tenant: TenantContext): void {
  if (!hasClientFeature(tenant.client, 'clientScripts')) {
    throw forbidden('Client scripts are not enabled for this client');
  }
}

/**
 * `GET` and `PUT settings/clientScripts` (spec 000 §6: admins, behind the clientScripts flag).
 * PUT replaces the whole ordered list; the change is written to the client's audit log in the
 * same transaction. The scripts reach the runtime through `GET config` and the page's CSP.
 * @internal
 */
export function clientScriptRoutes(api: FastifyInstance): void {
  api.get('/settings/clientScripts', { config: { access: 'admin' } }, async (request) => {
    const tenant = tenantOf(request);
    assertFeature(tenant);
    return { data: await tenant.run((trx) => listClientScripts(trx, tenant.client.id)) };
  });

  api.put<{ Body: { items: ClientScriptInput[] } }>(
    '/settings/clientScripts',
    { config: { access: 'admin' }, schema: { body: bodySchema } },
    async (request) => {
      const tenant = tenantOf(request);
      assertFeature(tenant);
      const principal = principalOf(request);
      const data = await tenant.run(async (trx) => {
        const scripts = await replaceClientScripts(trx, tenant.client.id, request.body.items);
        await trx
          .insertInto('audit_events')
          .values({
            client_id: tenant.client.id,
            actor_user_id: principal.userId,
            action: 'clientScripts.replaced',
            details: JSON.stringify({
              scripts: scripts.map(({ id, name, src, status }) => ({ id, name, src, status })),
            }),
          })
          .execute();
        return scripts;
      });
      return { data };
    },
  );
}
