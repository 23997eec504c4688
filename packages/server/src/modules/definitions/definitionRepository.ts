import { randomUUID } from 'node:crypto';
import { type Selectable, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseTables, DefinitionsTable, RecordStatus } from '../../database/databaseTables';
import {
  type CollectionMeta,
  type CollectionQuery,
  type CollectionSpec,
  runCollectionQuery,
} from '../../http/collectionQuery';
import { HttpError, notFound } from '../../http/httpError';
import { isUuid } from '../../http/routeSchemas';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';

/** A stored definition. @internal */
export type DefinitionRow = Selectable<DefinitionsTable>;

/**
 * Kinds of designer definitions the server stores, one per module that owns them. Later issues
 * add theirs here (providers, forms, processes, views, templates, ...).
 * @public
 */
export type DefinitionKind =
  | 'applicationLayout'
  | 'documentType'
  | 'dataProvider'
  | 'form'
  | 'process'
  | 'view'
  | 'documentTemplate'
  | (string & {});

/** What {@link DefinitionRepository.put} writes. @internal */
export interface DefinitionWrite {
  /** Absent: a new definition with a new id. */
  readonly id?: string;
  readonly name: string | null;
  readonly status?: RecordStatus;
  readonly body: Record<string, unknown>;
  /**
   * The revision the writer last read. When given and no longer current, the write is refused
   * with 409 instead of overwriting someone else's change.
   */
  readonly revision?: number;
}

/** 409 for a write based on a revision someone else has since replaced. @internal */
export const staleRevision = () =>
  new HttpError(
    409,
    'This definition was changed by someone else since you read it; reload it and apply your change again',
    'staleRevision',
  );

/** @internal */
export type DefinitionsQuery = SelectQueryBuilder<DatabaseTables, 'definitions', DefinitionRow>;

/**
 * What an admin lists by default: every definition that is not deleted, unless the query filters
 * by status itself (then that filter decides, deleted ones included).
 * @internal
 */
export function adminListing(base: DefinitionsQuery, query: CollectionQuery): DefinitionsQuery {
  return query.filter?.status === undefined ? base.where('status', '<>', 'deleted') : base;
}

/**
 * Definitions of one kind in one application version of one tenant, inside the caller's
 * transaction. The version is the caller's to choose and check (see `requestVersion` and
 * `assertEditableVersion`): the repository only keeps every query inside that version and kind.
 * @internal
 */
export function createDefinitionRepository(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  versionId: string,
  kind: DefinitionKind,
) {
  assertTenantScope(scope);
  const { clientId } = scope;
  const ofKind = (): DefinitionsQuery =>
    trx
      .selectFrom('definitions')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('version_id', '=', versionId)
      .where('kind', '=', kind);

  return {
    /** The definitions of this kind `narrow` leaves, paged by the collection conventions. */
    list(
      spec: CollectionSpec,
      query: CollectionQuery,
      narrow: (base: DefinitionsQuery) => DefinitionsQuery = (base) => base,
    ): Promise<{ rows: DefinitionRow[]; meta: CollectionMeta }> {
      return runCollectionQuery(narrow(ofKind()), spec, query);
    },

    /**
     * A definition this version holds (active or inactive, not deleted) by an id that may come
     * from a client or another definition: a text that is not a UUID finds nothing.
     */
    async present(id: string): Promise<DefinitionRow | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await ofKind().where('id', '=', id).executeTakeFirst();
      return row?.status === 'deleted' ? undefined : row;
    },

    /** The definitions of this kind among `ids` (UUIDs), deleted ones included, in no order. */
    among(ids: readonly string[]): Promise<DefinitionRow[]> {
      return ofKind()
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Every active definition of this kind, by name then id. */
    active(): Promise<DefinitionRow[]> {
      return ofKind().where('status', '=', 'active').orderBy('name').orderBy('id').execute();
    },

    /** One definition by id, deleted ones included (callers decide whether those count). */
    get(id: string): Promise<DefinitionRow | undefined> {
      return ofKind().where('id', '=', id).executeTakeFirst();
    },

    /** The definition of a kind a version holds one of (e.g. its application layout). */
    single(): Promise<DefinitionRow | undefined> {
      return ofKind().where('status', '<>', 'deleted').orderBy('id').limit(1).executeTakeFirst();
    },

    /**
     * Serialises writers of this kind in this version until the transaction ends, so a name
     * check and the write it guards cannot interleave with another's.
     */
    async lock(): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`tessera.definitions:${clientId}:${versionId}:${kind}`}, 0))`.execute(
        trx,
      );
    },

    /**
     * Whether an active definition of this kind already has exactly this name (spec 001 §5.4),
     * other than `exceptId`. Call under {@link lock} when the answer guards a write.
     */
    async nameExists(name: string, exceptId?: string): Promise<boolean> {
      const row = await ofKind()
        .clearSelect()
        .select('id')
        .where('status', '=', 'active')
        .where('name', '=', name)
        .where('id', 'is distinct from', exceptId ?? null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Creates (no `id`) or replaces a definition; each write adds one to its revision.
     * @throws 404 for an id that is not a definition of this kind here (deleted ones included:
     * they can be restored by a write with status active); 409 for a stale `revision`.
     */
    async put(write: DefinitionWrite): Promise<DefinitionRow> {
      if (write.id === undefined) {
        return trx
          .insertInto('definitions')
          .values({
            client_id: clientId,
            version_id: versionId,
            id: randomUUID(),
            kind,
            name: write.name,
            status: write.status ?? 'active',
            body: JSON.stringify(write.body),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      let update = trx
        .updateTable('definitions')
        .set((eb) => ({
          name: write.name,
          ...(write.status === undefined ? {} : { status: write.status }),
          body: JSON.stringify(write.body),
          revision: eb('revision', '+', 1),
          updated_at: new Date(),
        }))
        .where('client_id', '=', clientId)
        .where('version_id', '=', versionId)
        .where('kind', '=', kind)
        .where('id', '=', write.id);
      if (write.revision !== undefined) update = update.where('revision', '=', write.revision);
      const updated = await update.returningAll().executeTakeFirst();
      if (updated !== undefined) return updated;
      if ((await ofKind().where('id', '=', write.id).executeTakeFirst()) === undefined) {
        throw notFound();
      }
      throw staleRevision();
    },

    /**
     * Inserts a definition under an id the caller chooses (e.g. a version's one layout). Two
     * writers racing to create the same id: the loser gets 409.
     */
    async insertWithId(id: string, write: Omit<DefinitionWrite, 'id'>): Promise<DefinitionRow> {
      const row = await trx
        .insertInto('definitions')
        .values({
          client_id: clientId,
          version_id: versionId,
          id,
          kind,
          name: write.name,
          status: write.status ?? 'active',
          body: JSON.stringify(write.body),
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row === undefined) throw staleRevision();
      return row;
    },

    /**
     * Marks a definition deleted (kept for history and references; a write with status active
     * restores it).
     * @returns false when there is no such definition, or it was deleted already.
     */
    async softDelete(id: string): Promise<boolean> {
      const result = await trx
        .updateTable('definitions')
        .set((eb) => ({
          status: 'deleted',
          revision: eb('revision', '+', 1),
          updated_at: new Date(),
        }))
        .where('client_id', '=', clientId)
        .where('version_id', '=', versionId)
        .where('kind', '=', kind)
        .where('id', '=', id)
        .where('status', '<>', 'deleted')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

/** @internal */
export type DefinitionRepository = ReturnType<typeof createDefinitionRepository>;

/**
 * The filters and sorts every definition collection shares: `id`, `name`, `status`; sort by
 * name; ordered by name then id.
 * @internal
 */
export const definitionCollection: CollectionSpec = {
  filters: {
    id: { expression: sql.ref('definitions.id'), type: 'uuid' },
    name: { expression: sql.ref('definitions.name'), type: 'string' },
    status: {
      expression: sql.ref('definitions.status'),
      type: 'string',
      enum: ['active', 'inactive', 'deleted'],
    },
  },
  sorts: { name: sql.ref('definitions.name') },
  defaultSort: [
    [sql.ref('definitions.name'), 'asc'],
    [sql.ref('definitions.id'), 'asc'],
  ],
  search: [sql.ref('definitions.name')],
};
