import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { classifyRequestPath } from '../../http/classifyRequestPath';
import { hasClientFeature } from '../clients/clientFeatureFlags';
import type { ClientRepository } from '../clients/clientRepository';
import type { PageScript } from './clientScript.types';
import { activePageScripts } from './clientScriptRepository';
import { contentSecurityPolicy } from './contentSecurityPolicy';

/** First path segments that are app routes, not client keys (spec 000 §2). */
const appSegments = new Set(['', 'auth', 'a', 'pv-calculator', 'settings', 'api', 'studio']);

/** The client a runtime page belongs to: by the path's client key, else by the host's domain. */
function clientKeyOf(url: string): string | undefined {
  const first = (url.split(/[?#]/, 1)[0] ?? '/').split('/')[1] ?? '';
  if (appSegments.has(first)) return undefined;
  try {
    return decodeURIComponent(first);
  } catch {
    return undefined;
  }
}

/**
 * Security headers of every HTML page: a Content-Security-Policy naming exactly our bundles and,
 * on runtime pages of a client with the clientScripts feature, that client's active scripts
 * (studio pages never allow them); no referrer from `/auth/*` pages, whose URLs may carry a
 * one-time login link; no MIME sniffing.
 * @internal
 */
export function registerPageSecurityHeaders(
  app: FastifyInstance,
  deps: { readonly kysely: Kysely<DatabaseTables>; readonly clients: ClientRepository },
): void {
  async function scriptsFor(request: FastifyRequest): Promise<readonly PageScript[]> {
    if (classifyRequestPath(request.url) !== 'runtime') return [];
    const key = clientKeyOf(request.url);
    const client =
      key !== undefined
        ? await deps.clients.findActiveByKey(key)
        : await deps.clients.findActiveByDomain(request.hostname);
    if (client === undefined || !hasClientFeature(client, 'clientScripts')) return [];
    return activePageScripts(deps.kysely, client.id);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    reply.header('content-security-policy', contentSecurityPolicy(await scriptsFor(request)));
    reply.header(
      'referrer-policy',
      request.url.startsWith('/auth/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}
