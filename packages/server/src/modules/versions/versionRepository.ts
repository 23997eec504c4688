import {
  type ApplicationVersion,
  type ApplicationVersionsResult,
  archiveVersion,
  nextVersionNumber,
  publishVersion,
  unarchiveVersion,
} from '@tessera/engine';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables, VersionStatus } from '../../database/databaseTables';
import { HttpError, notFound } from '../../http/httpError';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';
import type { ApplicationVersionRow } from './applicationVersionItem';
import type { DefinitionDigest } from './versionChanges';

/** The pure transitions of `@tessera/engine` a stored version can go through. @internal */
export type VersionTransition = 'publish' | 'archive' | 'unarchive';

function runTransition(
  list: readonly ApplicationVersion[],
  id: string,
  transition: VersionTransition,
  now: Date,
): ApplicationVersionsResult {
  if (transition === 'publish') return publishVersion(list, id, now.toISOString());
  return transition === 'archive' ? archiveVersion(list, id) : unarchiveVersion(list, id);
}

/** 404 for an id that is unknown here, another tenant's included. @internal */
export const versionNotFound = () => notFound('Application version not found');

function toEngine(row: ApplicationVersionRow): ApplicationVersion {
  return {
    id: row.id,
    name: row.name,
    versionStatus: row.status,
    version: row.number,
    publishedAt: row.published_at?.toISOString() ?? null,
    copyFromVersionId: row.copied_from_id,
  };
}

/**
 * Application versions of one tenant, inside the caller's transaction. Every write first takes
 * the client's version lock and locks all of its version rows: transitions and new version
 * numbers are then decided on a list nobody else can change until commit, and concurrent
 * publishes queue up instead of racing. The unique index "one live version per
 * client" stays the backstop; should it ever fire, the caller gets 409, not 500.
 * @internal
 */
export function createVersionRepository(trx: Transaction<DatabaseTables>, scope: TenantScope) {
  assertTenantScope(scope);
  const { clientId } = scope;
  const versions = () => trx.selectFrom('application_versions').where('client_id', '=', clientId);

  async function lockAll(): Promise<ApplicationVersionRow[]> {
    // Row locks alone would miss a version another writer inserted while this one waited (its
    // statement snapshot predates the insert); the per-client advisory lock is taken first, so
    // the select below starts after every earlier writer committed.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`tessera.versions:${clientId}`}, 0))`.execute(
      trx,
    );
    return versions().selectAll().orderBy('id').forUpdate().execute();
  }

  return {
    /** One version, optionally locked against change (`share`) until the transaction ends. */
    find(id: string, lock?: 'share'): Promise<ApplicationVersionRow | undefined> {
      const query = versions().selectAll().where('id', '=', id);
      return (lock === 'share' ? query.forShare() : query).executeTakeFirst();
    },

    live(lock?: 'share'): Promise<ApplicationVersionRow | undefined> {
      const query = versions().selectAll().where('status', '=', 'live');
      return (lock === 'share' ? query.forShare() : query).executeTakeFirst();
    },

    /**
     * A new draft numbered one above the highest, with a copy of every definition of
     * `copyFromId` (same ids, so references between definitions still hold).
     * @throws 404 when `copyFromId` is not one of this client's versions.
     */
    async createDraft(name: string, copyFromId: string): Promise<ApplicationVersionRow> {
      const all = await lockAll();
      if (!all.some((version) => version.id === copyFromId)) throw versionNotFound();
      const created = await trx
        .insertInto('application_versions')
        .values({
          client_id: clientId,
          number: nextVersionNumber(all.map(toEngine)),
          name,
          status: 'draft',
          copied_from_id: copyFromId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('definitions')
        .columns(['client_id', 'version_id', 'id', 'kind', 'name', 'status', 'body'])
        .expression(
          trx
            .selectFrom('definitions')
            .select([
              'client_id',
              sql<string>`${created.id}::uuid`.as('version_id'),
              'id',
              'kind',
              'name',
              'status',
              'body',
            ])
            .where('client_id', '=', clientId)
            .where('version_id', '=', copyFromId),
        )
        .execute();
      return created;
    },

    /** Every definition of one of this client's versions, with a digest of its body. */
    definitionDigests(versionId: string): Promise<DefinitionDigest[]> {
      return trx
        .selectFrom('definitions')
        .select([
          'id',
          'kind',
          'name',
          'status',
          sql<string>`md5(${sql.ref('body')}::text)`.as('bodyDigest'),
        ])
        .where('client_id', '=', clientId)
        .where('version_id', '=', versionId)
        .execute();
    },

    async rename(id: string, name: string): Promise<void> {
      await trx
        .updateTable('application_versions')
        .set({ name, updated_at: new Date() })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .execute();
    },

    /**
     * Applies an engine transition (spec 001 §4) to the locked list and writes the rows it
     * changed: the one leaving `live` first, so the one-live index never sees two.
     * @throws 404 for an unknown id; 409 with the engine's reason for a refused transition.
     */
    async transition(id: string, transition: VersionTransition): Promise<void> {
      const rows = await lockAll();
      if (!rows.some((row) => row.id === id)) throw versionNotFound();
      const now = new Date();
      const result = runTransition(rows.map(toEngine), id, transition, now);
      if (!result.ok) throw new HttpError(409, capitalise(result.error.message), 'conflict');
      const changes = result.versions
        .map((next, index) => ({ before: rows[index] as ApplicationVersionRow, next }))
        .filter(({ before, next }) => before.status !== next.versionStatus)
        .sort((a, b) => Number(b.before.status === 'live') - Number(a.before.status === 'live'));
      for (const { before, next } of changes) {
        const status: VersionStatus = next.versionStatus;
        await conflictOnUniqueViolation(
          trx
            .updateTable('application_versions')
            .set({
              status,
              updated_at: now,
              ...(status === 'live' && transition === 'publish' ? { published_at: now } : {}),
            })
            .where('client_id', '=', clientId)
            .where('id', '=', before.id)
            .execute(),
        );
      }
    },
  };
}

/** The backstop: a unique index that fires means someone else won a race; say so with 409. */
async function conflictOnUniqueViolation<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      throw new HttpError(
        409,
        'Another change to the versions won the race; try again',
        'conflict',
      );
    }
    throw error;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** @internal */
export type VersionRepository = ReturnType<typeof createVersionRepository>;
