import {
  type DataProvider,
  type ProviderAccess,
  recordValuesByFieldId,
  resolveProviderAccess,
} from '@tessera/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError, notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { uuidSchema } from '../../http/routeSchemas';
import { principalOf, type TenantContext, tenantOf } from '../access/requestContext';
import { requestHost } from '../access/requestHost';
import { findDataProvider } from '../dataProviders/findDataProvider';
import { idempotentResponse } from '../idempotency/idempotentResponse';
import { requestVersion } from '../versions/requestVersion';
import { type RecordItem, toRecordItem } from './recordItem';
import { createRecordRepository } from './recordRepository';
import { type FieldWrite, saveRecord } from './saveRecord';
import { visibleRecord } from './visibleRecord';

const recordWrite = {
  type: 'object',
  additionalProperties: false,
  required: ['fields'],
  properties: {
    // The id is the path's; a body may repeat it (the spec's dialog sends it) but not change it.
    id: { anyOf: [uuidSchema, { type: 'null' }] },
    fields: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['providerFieldId', 'value'],
        properties: {
          providerFieldId: { type: 'string', minLength: 1, maxLength: 200 },
          value: {},
        },
      },
    },
    updateReason: { type: 'string', maxLength: 2000 },
    version: { type: 'integer', minimum: 1 },
  },
} as const;

interface RecordWriteBody {
  readonly id?: string | null;
  readonly fields: readonly { readonly providerFieldId: string; readonly value: unknown }[];
  readonly updateReason?: string;
  readonly version?: number;
}

/** Most record ids one by-ids read takes (spec 001 §9: record ids go in batches of 50). */
export const maxRecordIdsPerRead = 50;

const recordIdsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: maxRecordIdsPerRead, items: uuidSchema },
  },
} as const;

const providerParams = {
  type: 'object',
  additionalProperties: false,
  required: ['providerId'],
  properties: { providerId: uuidSchema },
} as const;

const recordParams = {
  ...providerParams,
  required: ['providerId', 'recordId'],
  properties: { providerId: uuidSchema, recordId: uuidSchema },
} as const;

/** Batches of this many records at most in one batch-save. @internal */
export const maxBatchSaveItems = 100;

/** The provider a record route names in the request's version, and what the person may see of it. */
async function readableProvider(
  trx: Transaction<DatabaseTables>,
  request: FastifyRequest,
  tenant: TenantContext,
  providerId: string,
): Promise<{ provider: DataProvider; access: ProviderAccess }> {
  const version = await requestVersion(request, trx);
  const provider = await findDataProvider(trx, tenant.scope, version.id, providerId);
  if (provider === undefined) throw notFound('Data provider not found');
  return {
    provider,
    access: resolveProviderAccess(provider, tenant, requestHost(request, tenant)),
  };
}

/**
 * The provider a record route names, and what the person may do with its records. Records of a
 * manual provider are written by anyone who may see them; records of a process provider only by
 * admins here (everyone else saves them through the process, where the step's roles are checked);
 * query-based providers have no records of their own to write.
 */
async function writableProvider(
  trx: Transaction<DatabaseTables>,
  request: FastifyRequest,
  tenant: TenantContext,
  providerId: string,
): Promise<{ provider: DataProvider; access: ProviderAccess }> {
  const { provider, access } = await readableProvider(trx, request, tenant, providerId);
  if (provider.type !== 'manual' && provider.type !== 'process') {
    throw new HttpError(
      422,
      'Records of a query-based provider come from its query and cannot be written',
      'providerNotWritable',
    );
  }
  if (provider.type === 'process' && !tenant.isAdmin) {
    throw new HttpError(403, 'Records of a process provider are saved through their process');
  }
  return { provider, access };
}

function fieldWrites(body: RecordWriteBody, base: string): FieldWrite[] {
  return body.fields.map((field, index) => ({
    providerFieldId: field.providerFieldId,
    value: field.value,
    path: `${base}/fields/${index}/value`,
  }));
}

/**
 * The data-record calls of spec 001 §7 / 002 §7: `PUT dataRecords/{providerId}/record` (create),
 * `PUT …/record/{recordId}` (update, with `updateReason` and the `version` read), `PUT
 * …/batch-save` (up to 100 creates and updates, all or nothing), `DELETE …/record/{recordId}`
 * (soft), and `GET …/record/{recordId}` for an edit dialog. Every write goes through
 * {@link saveRecord} (values checked, read values recomputed, history in the same transaction)
 * and honours an `Idempotency-Key`.
 * @internal
 */
export function recordRoutes(api: FastifyInstance): void {
  async function write(
    request: FastifyRequest<{ Params: { providerId: string; recordId?: string } }>,
    reply: FastifyReply,
    body: RecordWriteBody,
  ) {
    const tenant = tenantOf(request);
    const { recordId } = request.params;
    if (recordId !== undefined && body.id != null && body.id !== recordId) {
      throw invalidRequest([{ path: '/id', message: 'must be the id of the path' }]);
    }
    const answer = await tenant.run((trx) =>
      idempotentResponse(request, trx, tenant.scope, async () => {
        const { provider, access } = await writableProvider(
          trx,
          request,
          tenant,
          request.params.providerId,
        );
        const saved = await saveRecord(trx, tenant.scope, {
          provider,
          ...(recordId === undefined ? {} : { recordId }),
          fields: fieldWrites(body, ''),
          ...(body.version === undefined ? {} : { version: body.version }),
          ...(body.updateReason === undefined ? {} : { updateReason: body.updateReason }),
          access,
          host: requestHost(request, tenant),
          userId: principalOf(request).userId,
        });
        return { statusCode: 200, body: { data: toRecordItem(saved.row, provider, access) } };
      }),
    );
    return reply.code(answer.statusCode).send(answer.body);
  }

  api.put<{ Params: { providerId: string }; Body: RecordWriteBody }>(
    '/dataRecords/:providerId/record',
    { config: { access: 'member' }, schema: { params: providerParams, body: recordWrite } },
    (request, reply) => write(request, reply, request.body),
  );

  api.put<{ Params: { providerId: string; recordId: string }; Body: RecordWriteBody }>(
    '/dataRecords/:providerId/record/:recordId',
    { config: { access: 'member' }, schema: { params: recordParams, body: recordWrite } },
    (request, reply) => write(request, reply, request.body),
  );

  api.put<{ Params: { providerId: string }; Body: { items: readonly RecordWriteBody[] } }>(
    '/dataRecords/:providerId/batch-save',
    {
      config: { access: 'member' },
      schema: {
        params: providerParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['items'],
          properties: {
            items: { type: 'array', minItems: 1, maxItems: maxBatchSaveItems, items: recordWrite },
          },
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const answer = await tenant.run((trx) =>
        idempotentResponse(request, trx, tenant.scope, async () => {
          const { provider, access } = await writableProvider(
            trx,
            request,
            tenant,
            request.params.providerId,
          );
          const host = requestHost(request, tenant);
          const userId = principalOf(request).userId;
          const data: RecordItem[] = [];
          for (const [index, item] of request.body.items.entries()) {
            const saved = await saveRecord(trx, tenant.scope, {
              provider,
              ...(item.id == null ? {} : { recordId: item.id }),
              fields: fieldWrites(item, `/items/${index}`),
              ...(item.version === undefined ? {} : { version: item.version }),
              ...(item.updateReason === undefined ? {} : { updateReason: item.updateReason }),
              access,
              host,
              userId,
            });
            data.push(toRecordItem(saved.row, provider, access));
          }
          return { statusCode: 200, body: { data } };
        }),
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  api.get<{ Params: { providerId: string; recordId: string } }>(
    '/dataRecords/:providerId/record/:recordId',
    { config: { access: 'member' }, schema: { params: recordParams } },
    async (request) => {
      const tenant = tenantOf(request);
      return tenant.run(async (trx) => {
        const { provider, access } = await readableProvider(
          trx,
          request,
          tenant,
          request.params.providerId,
        );
        const row = visibleRecord(
          await createRecordRepository(trx, tenant.scope, provider.id).find(
            request.params.recordId,
          ),
          provider,
          access,
        );
        return { data: toRecordItem(row, provider, access) };
      });
    },
  );

  // The batched source-records loader's read (spec 001 §7 "source record lookups", §9 batches of
  // 50): the records among `ids` the person may see, with the columns they may see; ids that are
  // not there, deleted or hidden from them are left out alike.
  api.post<{ Params: { providerId: string }; Body: { ids: string[] } }>(
    '/dataRecords/:providerId/by-ids',
    { config: { access: 'member' }, schema: { params: providerParams, body: recordIdsBody } },
    async (request) => {
      const tenant = tenantOf(request);
      return tenant.run(async (trx) => {
        const { provider, access } = await readableProvider(
          trx,
          request,
          tenant,
          request.params.providerId,
        );
        const rows = await createRecordRepository(trx, tenant.scope, provider.id).findMany([
          ...new Set(request.body.ids),
        ]);
        const data = rows
          .filter((row) => access.canSeeRecord(recordValuesByFieldId(provider, row.data), row.id))
          .map((row) => toRecordItem(row, provider, access));
        return { data };
      });
    },
  );

  api.delete<{ Params: { providerId: string; recordId: string } }>(
    '/dataRecords/:providerId/record/:recordId',
    { config: { access: 'member' }, schema: { params: recordParams } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      await tenant.run(async (trx) => {
        const { provider, access } = await writableProvider(
          trx,
          request,
          tenant,
          request.params.providerId,
        );
        const records = createRecordRepository(trx, tenant.scope, provider.id);
        const row = visibleRecord(
          await records.find(request.params.recordId, true),
          provider,
          access,
        );
        await records.softDelete(row.id);
      });
      return reply.code(204).send();
    },
  );
}
