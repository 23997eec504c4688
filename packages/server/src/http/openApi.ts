import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../modules/access/routeAccess';
import { serverVersion } from '../serverVersion';

function describeAccess(access: RouteAccess | undefined): string {
  if (access === undefined) return 'undeclared';
  return typeof access === 'string' ? access : `permission ${access.permission}`;
}

/**
 * Registers the OpenAPI 3.1 document of every `/api` route, generated from the same JSON Schemas
 * that validate requests and shape responses, so it cannot drift from the code. Each operation
 * says who may call it (`x-access`) and whether it needs the bearer token. Register it before
 * any route; the document is served by {@link openApiRoute}.
 * @internal
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tessera API',
        version: serverVersion,
        description:
          'Errors are `{ statusCode, message, errorType?, errors? }`; 422 lists `{ path, message }` per problem.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      return {
        schema: {
          ...schema,
          ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
          'x-access': describeAccess(access),
        } as typeof schema,
        url,
      };
    },
  });
}

/**
 * `GET /api/openapi.json`: the document, public like any API description.
 * @internal
 */
export function openApiRoute(api: FastifyInstance, app: FastifyInstance): void {
  api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
