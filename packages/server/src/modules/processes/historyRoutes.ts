import { type ChangedField, processRoleIds, resolveProviderAccess } from '@tessera/engine';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import { describeProvider } from '../dataProviders/schemaDescription';
import { fullNameOf } from '../users/fullNameOf';
import { inSaveContext } from './inSaveContext';
import { effectiveRoleIds, loadRunningProcess } from './processSave';

/** Most history events one read returns (newest first). @internal */
export const maxHistoryEvents = 500;

interface HistoryQuery {
  readonly filter: {
    readonly processId: string;
    readonly type?: 'field_values_updated';
    readonly changedFieldIds?: readonly string[];
  };
  readonly include?: string | readonly string[];
}

/**
 * `GET processHistoryLogs` (spec 002 §7 "process history events list"): the change history of a
 * process, newest first, with the people who made the changes and the provider's description as
 * relations. Readable by admins and by holders of any role the process names; changes of columns
 * the reader's roles may not see are left out, and `changedFieldIds` narrows the events to those
 * fields.
 * @internal
 */
export function historyRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: HistoryQuery }>(
    '/processHistoryLogs',
    {
      config: { access: 'member' },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['filter'],
          properties: {
            filter: {
              type: 'object',
              additionalProperties: false,
              required: ['processId'],
              properties: {
                processId: { type: 'string', format: 'uuid' },
                type: { enum: ['field_values_updated'] },
                changedFieldIds: {
                  type: 'array',
                  maxItems: 200,
                  items: { type: 'string', minLength: 1, maxLength: 200 },
                },
              },
            },
            include: {
              anyOf: [
                { type: 'string', maxLength: 200 },
                { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 50 } },
              ],
            },
          },
        },
      },
    },
    (request) =>
      inSaveContext(request, async (context) => {
        const { filter } = request.query;
        const { process, provider } = await loadRunningProcess(context, filter.processId, false);
        const roles = new Set(processRoleIds(process));
        const participant =
          context.tenant.isAdmin ||
          effectiveRoleIds(process, context.tenant).some((roleId) => roles.has(roleId));
        if (!participant) throw new HttpError(403, 'You may not read the history of this process');
        const access = resolveProviderAccess(provider, context.tenant, context.host);
        const wanted =
          filter.changedFieldIds === undefined ? undefined : new Set(filter.changedFieldIds);
        const rows = await context.trx
          .selectFrom('history_logs')
          .select(['id', 'type', 'data', 'created_by', 'created_at'])
          .where('client_id', '=', context.tenant.scope.clientId)
          .where('process_id', '=', filter.processId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(maxHistoryEvents)
          .execute();
        const data = rows.flatMap((row) => {
          const changedFields = ((row.data.changedFields ?? []) as ChangedField[]).filter(
            (field) =>
              access.canSeeField({ id: field.providerFieldId }) &&
              (wanted === undefined || wanted.has(field.providerFieldId)),
          );
          if (changedFields.length === 0) return [];
          return [
            {
              id: row.id,
              type: row.type,
              createdAt: row.created_at.toISOString(),
              createdBy: row.created_by,
              data: {
                changedFields,
                ...(typeof row.data.updateReason === 'string'
                  ? { updateReason: row.data.updateReason }
                  : {}),
              },
            },
          ];
        });
        const authorIds = [
          ...new Set(data.flatMap((event) => (event.createdBy ? [event.createdBy] : []))),
        ];
        const users =
          authorIds.length === 0
            ? []
            : await context.trx
                .selectFrom('users')
                .select(['id', 'personal_details'])
                .where('id', 'in', authorIds)
                .execute();
        return {
          data,
          meta: { page: 1, lastPage: 1 },
          relations: {
            users: users.map((user) => ({
              id: user.id,
              fullName: fullNameOf(user.personal_details),
            })),
            dataProviders: [describeProvider(provider, context.tenant)],
          },
        };
      }),
  );
}
