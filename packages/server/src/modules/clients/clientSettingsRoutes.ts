import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { principalOf, tenantOf } from '../access/requestContext';
import { type ClientSettings, clientSettingsSchema, defaultClientSettings } from './clientSettings';
import { updateClient } from './saveClient';

const settingsBodySchema = { ...clientSettingsSchema(false), minProperties: 1 };

/**
 * `GET` and `PUT settings/clientSettings` (spec 000 §6: the clientSettings screen is for admins):
 * a client's admin reads and edits the settings of the client of the request — never its key,
 * domains, feature flags or status, which stay with super admins (`PUT clients/{id}`). A setting
 * the body does not name keeps its value; each change is written to the client's audit log.
 * @internal
 */
export function clientSettingsRoutes(api: FastifyInstance, kysely: Kysely<DatabaseTables>): void {
  api.get('/settings/clientSettings', { config: { access: 'admin' } }, async (request) => ({
    data: { ...defaultClientSettings, ...tenantOf(request).client.settings },
  }));

  api.put<{ Body: Partial<ClientSettings> }>(
    '/settings/clientSettings',
    { config: { access: 'admin' }, schema: { body: settingsBodySchema } },
    async (request) => {
      const tenant = tenantOf(request);
      const client = await updateClient(kysely, principalOf(request), tenant.client.id, {
        settings: request.body,
      });
      return { data: { ...defaultClientSettings, ...client.settings } };
    },
  );
}
