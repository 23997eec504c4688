import type { ExpressionBuilder, Selectable, ShallowDehydrateObject } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ApplicationVersionsTable, DatabaseTables } from '../../database/databaseTables';

/** A client's live application version, as a row. @internal */
export type LiveVersion = Selectable<ApplicationVersionsTable>;

/**
 * The live version of the membership's client as one JSON column of the membership query, so
 * authentication reads it in the statement it already sends (every call that reads definitions
 * needs it: one statement fewer per request). Read in the client's scope, like the membership.
 * @internal
 */
export function liveVersionColumn(eb: ExpressionBuilder<DatabaseTables, 'client_users'>) {
  return jsonObjectFrom(
    eb
      .selectFrom('application_versions')
      .selectAll('application_versions')
      .whereRef('application_versions.client_id', '=', 'client_users.client_id')
      .where('application_versions.status', '=', 'live'),
  ).as('live_version');
}

/**
 * The row {@link liveVersionColumn} read, its timestamps dates again as pg parses them (JSON has
 * only their text).
 * @internal
 */
export function liveVersionOf(
  json: ShallowDehydrateObject<LiveVersion> | null | undefined,
): LiveVersion | undefined {
  if (json === null || json === undefined) return undefined;
  return {
    ...json,
    published_at: json.published_at === null ? null : new Date(json.published_at),
    created_at: new Date(json.created_at),
    updated_at: new Date(json.updated_at),
  };
}
