import type { FastifyInstance } from 'fastify';
import { tenantOf } from '../access/requestContext';
import type { PageScript } from '../clientScripts/clientScript.types';
import { listPageScripts } from '../clientScripts/clientScriptRepository';
import { hasClientFeature } from '../clients/clientFeatureFlags';
import {
  type ApplicationVersionItem,
  applicationVersionItemSchema,
  toApplicationVersionItem,
} from '../versions/applicationVersionItem';
import { canSelectVersion } from '../versions/canSelectVersion';
import { selectVersion } from '../versions/requestVersion';
import { createVersionRepository } from '../versions/versionRepository';
import type { ClientConfig, UploadLimits } from './clientConfig.types';
import { logsRetentionSecs } from './defaultUploadLimits';

const configQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { selectedApplicationVersionId: { type: 'string', maxLength: 100 } },
} as const;

const retention = {
  type: 'object',
  required: ['logsRetentionSecs'],
  properties: { logsRetentionSecs: { type: 'integer' } },
} as const;

const configResponseSchema = {
  type: 'object',
  required: [
    'upload',
    'externalIntegrationsEnabled',
    'clientScripts',
    'userApis',
    'recurringActions',
    'liveApplicationVersion',
  ],
  properties: {
    upload: {
      type: 'object',
      required: ['maxFileSize', 'documentTemplateMaxFileSize'],
      properties: {
        maxFileSize: { type: 'integer' },
        documentTemplateMaxFileSize: { type: 'integer' },
      },
    },
    externalIntegrationsEnabled: { type: 'boolean' },
    clientScripts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          src: { type: 'string' },
          content: { type: 'string' },
        },
      },
    },
    userApis: retention,
    recurringActions: retention,
    liveApplicationVersion: { anyOf: [{ type: 'null' }, applicationVersionItemSchema] },
    userSelectedApplicationVersion: applicationVersionItemSchema,
  },
} as const;

/**
 * `GET config` (spec 000 §7): the Config entity, for anyone logged in. Without a client (a user
 * whose request names none of their clients) the versions are null. `userSelectedApplicationVersion`
 * is sent to admins only: the version named by `selectedApplicationVersionId` (an id or `live`)
 * when the client has the applicationVersions feature, else the live one; anyone else's
 * selection is ignored.
 * @internal
 */
export function configRoutes(api: FastifyInstance, uploads: UploadLimits): void {
  api.get<{ Querystring: { selectedApplicationVersionId?: string } }>(
    '/config',
    {
      config: { access: 'authenticated' },
      schema: { querystring: configQuerySchema, response: { 200: configResponseSchema } },
    },
    async (request): Promise<ClientConfig> => {
      const base = {
        upload: { ...uploads },
        // No external integration exists yet; the flag turns on with the first one.
        externalIntegrationsEnabled: false,
        clientScripts: [] as PageScript[],
        userApis: { logsRetentionSecs },
        recurringActions: { logsRetentionSecs },
      };
      if (request.tenant === null) return { ...base, liveApplicationVersion: null };
      const tenant = tenantOf(request);
      // A client's script never runs in a super admin's session: it could read a platform token.
      if (!tenant.isSuperAdmin && hasClientFeature(tenant.client, 'clientScripts')) {
        base.clientScripts = await tenant.run((trx) => listPageScripts(trx, tenant.client.id));
      }
      const versions = await tenant.run(async (trx) => {
        const repository = createVersionRepository(trx, tenant.scope);
        const live = await selectVersion(
          repository,
          undefined,
          'query:/selectedApplicationVersionId',
        );
        if (!tenant.isAdmin) return { live };
        const selected = canSelectVersion(tenant)
          ? await selectVersion(
              repository,
              request.query.selectedApplicationVersionId,
              'query:/selectedApplicationVersionId',
            )
          : live;
        return { live, selected };
      });
      const liveApplicationVersion = toApplicationVersionItem(versions.live);
      if (versions.selected === undefined) return { ...base, liveApplicationVersion };
      const userSelectedApplicationVersion: ApplicationVersionItem = toApplicationVersionItem(
        versions.selected,
      );
      return { ...base, liveApplicationVersion, userSelectedApplicationVersion };
    },
  );
}
