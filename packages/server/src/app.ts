import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './database/database.types';
import { defaultAppDirs } from './defaultAppDirs';
import { classifyRequestPath } from './http/classifyRequestPath';
import { errorBody } from './http/errorBody';
import type { ErrorBody } from './http/httpError';
import { openApiRoute, registerOpenApi } from './http/openApi';
import { parseQueryString } from './http/parseQueryString';
import { refuseUnexpectedBody } from './http/refuseUnexpectedBody';
import { registerStaticApps, sendAppPage } from './http/registerStaticApps';
import { createValidatorCompiler } from './http/requestValidation';
import { type ApiRoute, registerAccessGuard } from './modules/access/accessGuard';
import { authRoutes } from './modules/auth/authRoutes';
import { createAuthService } from './modules/auth/authService';
import { resolveJwtSecret } from './modules/auth/resolveJwtSecret';
import { clientScriptRoutes } from './modules/clientScripts/clientScriptRoutes';
import { registerPageSecurityHeaders } from './modules/clientScripts/pageSecurityHeaders';
import { clientManagementRoutes } from './modules/clients/clientManagementRoutes';
import { createClientRepository } from './modules/clients/clientRepository';
import { clientRoutes } from './modules/clients/clientRoutes';
import { clientSettingsRoutes } from './modules/clients/clientSettingsRoutes';
import { commandRoutes } from './modules/commands/commandRoutes';
import { configRoutes } from './modules/config/configRoutes';
import { defaultUploadLimits } from './modules/config/defaultUploadLimits';
import { dataProviderRoutes } from './modules/dataProviders/dataProviderRoutes';
import { createDefinitionCache } from './modules/definitions/definitionCache';
import { documentTypeRoutes } from './modules/documentTypes/documentTypeRoutes';
import { formRoutes } from './modules/forms/formRoutes';
import { healthRoutes } from './modules/health/healthRoutes';
import { layoutRoutes } from './modules/layout/layoutRoutes';
import { loginTokenRoutes } from './modules/loginTokens/loginTokenRoutes';
import { createLoginTokenService } from './modules/loginTokens/loginTokenService';
import { historyRoutes } from './modules/processes/historyRoutes';
import { processRoutes } from './modules/processes/processRoutes';
import { processSettingsRoutes } from './modules/processes/processSettingsRoutes';
import { processSummaryRoutes } from './modules/processes/processSummaryRoutes';
import { customQueryRoutes } from './modules/queries/customQueryRoutes';
import { createFieldIndexer } from './modules/queries/fieldIndexer';
import { formChoiceRoutes } from './modules/queries/formChoiceRoutes';
import { createRateLimiter } from './modules/rateLimits/rateLimiter';
import { scheduleRateLimitPruning } from './modules/rateLimits/scheduleRateLimitPruning';
import { recordRoutes } from './modules/records/recordRoutes';
import { registrationRoutes } from './modules/registration/registrationRoutes';
import { createRegistrationService } from './modules/registration/registrationService';
import { roleRoutes } from './modules/roles/roleRoutes';
import { currentUserRoutes } from './modules/users/currentUserRoutes';
import { createCurrentUserService } from './modules/users/currentUserService';
import { userRoutes } from './modules/users/userRoutes';
import { versionRoutes } from './modules/versions/versionRoutes';
import { viewRoutes } from './modules/views/viewRoutes';
import { viewSettingsRoutes } from './modules/views/viewSettingsRoutes';
import { serverVersion } from './serverVersion';

/**
 * What {@link createApp} needs.
 * @public
 */
export interface AppOptions {
  /** An open, migrated database. The app does not close it: whoever opened it does. */
  readonly db: Database;
  readonly config: Pick<ServerConfig, 'logLevel' | 'jwtSecret'> &
    Partial<Pick<ServerConfig, 'trustProxy' | 'uploads'>>;
  /** Built runtime (`runtime/dist`). @default the monorepo's runtime/dist */
  readonly runtimeDir?: string;
  /** Built studio (`studio/dist`, Vite base `/studio/`). @default the monorepo's studio/dist */
  readonly studioDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api` route with its declared access, in declaration order. */
    readonly apiRoutes: readonly ApiRoute[];
  }
}

const notFound: ErrorBody = { statusCode: 404, message: 'Not found' };

/**
 * Builds the Fastify app: the JSON API under `/api`, the runtime at `/` and the studio's files
 * under `/studio/`, with client-side routes answered by the right app's index.html. Does not
 * listen; call `app.listen()` (the CLI does) or `app.inject()` (tests).
 * @example const app = await createApp({ db, config }); await app.listen({ port: 3000 });
 * @public
 */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const dirs = {
    runtimeDir: options.runtimeDir ?? defaultAppDirs.runtimeDir,
    studioDir: options.studioDir ?? defaultAppDirs.studioDir,
  };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Method and URL only: headers carry bearer tokens, and bodies carry passwords.
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, url: request.url }),
      },
    },
    routerOptions: { querystringParser: parseQueryString },
    // request.ip is the socket's address unless TESSERA_TRUST_PROXY names the proxies in front.
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(createValidatorCompiler());

  app.setErrorHandler((error, request, reply) => {
    const body = errorBody(error);
    if (body.statusCode === 503) {
      request.log.warn({ err: error }, 'request refused: the database is busy');
      reply.header('retry-after', '1');
    } else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const kind = classifyRequestPath(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && (kind === 'runtime' || kind === 'studio')) {
      return sendAppPage(reply, dirs, kind);
    }
    return reply.code(404).send(notFound);
  });

  const secret = await resolveJwtSecret(db.kysely, config.jwtSecret);
  const auth = createAuthService(db.kysely, secret);
  const clients = createClientRepository(db.kysely);
  const limiter = createRateLimiter(db.kysely, secret);
  scheduleRateLimitPruning(app, limiter);
  const fieldIndexer = createFieldIndexer(db, app.log);
  app.addHook('onClose', () => fieldIndexer.settled());
  await registerOpenApi(app);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      registerAccessGuard(api, { kysely: db.kysely, secret, routes: apiRoutes });
      refuseUnexpectedBody(api);
      openApiRoute(api, app);
      healthRoutes(api, db, serverVersion);
      authRoutes(api, auth, limiter);
      currentUserRoutes(api, { auth, currentUser: createCurrentUserService(db.kysely), limiter });
      registrationRoutes(api, { registration: createRegistrationService(db.kysely), limiter });
      loginTokenRoutes(api, { loginTokens: createLoginTokenService(db.kysely, secret), limiter });
      clientRoutes(api, clients);
      clientManagementRoutes(api, db.kysely);
      clientSettingsRoutes(api, db.kysely);
      clientScriptRoutes(api);
      versionRoutes(api);
      configRoutes(api, config.uploads ?? defaultUploadLimits);
      layoutRoutes(api);
      documentTypeRoutes(api);
      userRoutes(api);
      roleRoutes(api);
      processSummaryRoutes(api);
      customQueryRoutes(api);
      dataProviderRoutes(api, fieldIndexer);
      recordRoutes(api);
      formRoutes(api);
      processSettingsRoutes(api);
      processRoutes(api);
      commandRoutes(api);
      historyRoutes(api);
      formChoiceRoutes(api);
      viewSettingsRoutes(api, fieldIndexer);
      viewRoutes(api, { kysely: db.kysely, secret, definitions: createDefinitionCache() });
    },
    { prefix: '/api' },
  );

  registerPageSecurityHeaders(app, { kysely: db.kysely, clients });
  await registerStaticApps(app, dirs);
  return app;
}

/** A hop count becomes the function Fastify itself would build from one: trust the nearest `n`. */
function trustProxyOption(
  trustProxy: ServerConfig['trustProxy'] | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trustProxy === undefined || trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return [...trustProxy];
}
