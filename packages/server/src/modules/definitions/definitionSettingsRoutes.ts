import { randomUUID } from 'node:crypto';
import type { DefinitionValidation, Status } from '@tessera/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { type CollectionQuery, collectionQuerySchema } from '../../http/collectionQuery';
import { notFound } from '../../http/httpError';
import { invalidRequest, type RequestProblem } from '../../http/requestValidation';
import { idParamsSchema } from '../../http/routeSchemas';
import { type TenantContext, tenantOf } from '../access/requestContext';
import { editableRequestVersion, requestVersion } from '../versions/requestVersion';
import { definitionProblems } from './definitionProblems';
import {
  adminListing,
  createDefinitionRepository,
  type DefinitionKind,
  type DefinitionRow,
  definitionCollection,
} from './definitionRepository';

/** What every designer definition has in its own columns. @internal */
export interface StoredDefinition {
  readonly id: string;
  readonly name: string;
  /** Active when absent. */
  readonly status?: Status;
}

/** Where a definition check runs: inside the write's transaction, in its version. @internal */
export interface DefinitionCheckContext {
  readonly trx: Transaction<DatabaseTables>;
  readonly tenant: TenantContext;
  readonly versionId: string;
}

/** One kind of designer definition served under `settings/...`. @internal */
export interface DefinitionSettings<T extends StoredDefinition> {
  /** Collection path, e.g. `/settings/dataProviders`. */
  readonly path: string;
  readonly kind: DefinitionKind;
  /** How messages name one, e.g. `data provider`. */
  readonly noun: string;
  /** The engine's validation of the whole definition (its id included). */
  readonly validate: (definition: unknown) => DefinitionValidation<T>;
  /**
   * What a member who is not an admin may read of an active definition (e.g. a provider's
   * visible columns). Absent: only admins read this kind.
   */
  readonly forMember?: (definition: T, tenant: TenantContext) => T;
  /** Whether `GET {path}` lists the kind here. @default true */
  readonly list?: boolean;
  /** Checks that need the database (references to other definitions), as 422 problems. */
  readonly check?: (definition: T, context: DefinitionCheckContext) => Promise<RequestProblem[]>;
  /**
   * Called once a write has committed, with what was written: for work a write leaves to the
   * background (a view's field indexes). It must not throw.
   */
  readonly saved?: (definition: T, context: SavedDefinitionContext) => void;
}

/** What {@link DefinitionSettings.saved} knows of a committed write. @internal */
export interface SavedDefinitionContext {
  readonly request: FastifyRequest;
  readonly tenant: TenantContext;
  readonly versionId: string;
}

/** A stored definition as the API answers it: the definition plus its revision. @internal */
export type DefinitionItem<T> = T & { readonly revision: number };

// The engine validates the definition; the route only insists on an object without an id (the
// id is the path's) and takes the optional revision the writer last read.
const writeBody = {
  type: 'object',
  required: ['name'],
  properties: {
    id: { not: {} },
    name: { type: 'string' },
    // Deleting is DELETE's job (it keeps the definition for history and references).
    status: { enum: ['active', 'inactive'] },
    revision: { type: 'integer', minimum: 1 },
  },
} as const;

type WriteBody = Record<string, unknown> & { readonly name: string; readonly revision?: number };

/** The definition a row holds: its body with the row's id, name and status. @internal */
export function definitionOf<T extends StoredDefinition>(row: DefinitionRow): T {
  return { ...row.body, id: row.id, name: row.name ?? '', status: row.status } as unknown as T;
}

/**
 * Registers the settings routes of one definition kind, stored per application version (spec
 * 001 §7 "GET/PUT/DELETE settings/..."): list (`GET {path}`), read (`GET {path}/{id}`), create
 * (`PUT {path}`), replace (`PUT {path}/{id}`, with the optional `revision` for a 409 on a stale
 * write) and delete (`DELETE {path}/{id}`, soft). Writes need an admin and an editable version
 * (see `editableRequestVersion`); the engine validates every definition and its errors answer
 * 422 with JSON pointers into the body; names are unique among active definitions of the kind
 * (spec 001 §5.4). Admins read every definition that is not deleted; members, when the kind
 * allows them, the active ones through `forMember`.
 * @internal
 */
export function definitionSettingsRoutes<T extends StoredDefinition>(
  api: FastifyInstance,
  settings: DefinitionSettings<T>,
): void {
  const readAccess = settings.forMember === undefined ? 'admin' : 'member';
  const toItem = (row: DefinitionRow, tenant: TenantContext): DefinitionItem<T> => {
    const definition = definitionOf<T>(row);
    const visible =
      tenant.isAdmin || settings.forMember === undefined
        ? definition
        : settings.forMember(definition, tenant);
    return { ...visible, revision: row.revision };
  };
  const repositoryOf = (
    trx: Transaction<DatabaseTables>,
    tenant: TenantContext,
    versionId: string,
  ) => createDefinitionRepository(trx, tenant.scope, versionId, settings.kind);

  if (settings.list !== false) {
    api.get<{ Querystring: CollectionQuery }>(
      settings.path,
      {
        config: { access: readAccess },
        schema: { querystring: collectionQuerySchema(definitionCollection) },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const { rows, meta } = await tenant.run(async (trx) => {
          const version = await requestVersion(request, trx);
          return repositoryOf(trx, tenant, version.id).list(
            definitionCollection,
            request.query,
            (base) =>
              tenant.isAdmin
                ? adminListing(base, request.query)
                : base.where('status', '=', 'active'),
          );
        });
        return { data: rows.map((row) => toItem(row, tenant)), meta, relations: {} };
      },
    );
  }

  api.get<{ Params: { id: string } }>(
    `${settings.path}/:id`,
    { config: { access: readAccess }, schema: { params: idParamsSchema } },
    async (request) => {
      const tenant = tenantOf(request);
      const row = await tenant.run(async (trx) => {
        const version = await requestVersion(request, trx);
        return repositoryOf(trx, tenant, version.id).get(request.params.id);
      });
      const readable =
        row !== undefined &&
        row.status !== 'deleted' &&
        (tenant.isAdmin || row.status === 'active');
      if (!readable) throw notFound(`${capitalize(settings.noun)} not found`);
      return { data: toItem(row, tenant) };
    },
  );

  async function write(request: FastifyRequest, id: string | undefined, body: WriteBody) {
    const tenant = tenantOf(request);
    const { revision, ...fields } = body;
    const definitionId = id ?? randomUUID();
    const validation = settings.validate({ status: 'active', ...fields, id: definitionId });
    if (!validation.ok) throw invalidRequest(definitionProblems(validation.errors, ''));
    const definition = validation.value;
    let versionId = '';
    const row = await tenant.run(async (trx) => {
      const version = await editableRequestVersion(request, trx);
      versionId = version.id;
      const repository = repositoryOf(trx, tenant, version.id);
      await repository.lock();
      const problems =
        (await settings.check?.(definition, { trx, tenant, versionId: version.id })) ?? [];
      const status = definition.status ?? 'active';
      if (status === 'active' && (await repository.nameExists(definition.name, id))) {
        problems.push({ path: '/name', message: `is already used by another ${settings.noun}` });
      }
      if (problems.length > 0) throw invalidRequest(problems);
      const {
        id: _id,
        name,
        status: _status,
        ...stored
      } = definition as StoredDefinition & Record<string, unknown>;
      const write = { name, status, body: stored, revision };
      return id === undefined
        ? repository.insertWithId(definitionId, write)
        : repository.put({ ...write, id });
    });
    settings.saved?.(definition, { request, tenant, versionId });
    return { data: toItem(row, tenant) };
  }

  api.put<{ Body: WriteBody }>(
    settings.path,
    { config: { access: 'admin' }, schema: { body: writeBody } },
    (request) => write(request, undefined, request.body),
  );

  api.put<{ Params: { id: string }; Body: WriteBody }>(
    `${settings.path}/:id`,
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: writeBody } },
    (request) => write(request, request.params.id, request.body),
  );

  api.delete<{ Params: { id: string } }>(
    `${settings.path}/:id`,
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const deleted = await tenant.run(async (trx) => {
        const version = await editableRequestVersion(request, trx);
        return repositoryOf(trx, tenant, version.id).softDelete(request.params.id);
      });
      if (!deleted) throw notFound(`${capitalize(settings.noun)} not found`);
      return reply.code(204).send();
    },
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
