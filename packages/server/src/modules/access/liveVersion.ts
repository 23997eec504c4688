import type { Selectable, ShallowDehydrateObject } from 'kysely';
import type { ApplicationVersionsTable } from '../../database/databaseTables';

/** A client's live application version, as a row. @internal */
export type LiveVersion = Selectable<ApplicationVersionsTable>;

/**
 * The live version authentication read (`tessera_session_membership`, as JSON), its timestamps
 * dates again as pg parses them (JSON has only their text).
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
