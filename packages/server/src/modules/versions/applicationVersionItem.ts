import { applicationVersionDisplayName } from '@tessera/engine';
import type { Selectable } from 'kysely';
import type { ApplicationVersionsTable, VersionStatus } from '../../database/databaseTables';

/** An application version row. @internal */
export type ApplicationVersionRow = Selectable<ApplicationVersionsTable>;

/**
 * An application version as the API shows it (spec 001 §3.2).
 * @public
 */
export interface ApplicationVersionItem {
  readonly id: string;
  readonly number: number;
  readonly name: string;
  readonly versionStatus: VersionStatus;
  /** When it was last published (ISO 8601); null until then. */
  readonly publishedAt: string | null;
  /** The version its definitions were copied from. */
  readonly copiedFromId: string | null;
  /** `v{number} {name}`, plus ` (live)` when live. */
  readonly displayName: string;
}

/** @internal */
export function toApplicationVersionItem(row: ApplicationVersionRow): ApplicationVersionItem {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    versionStatus: row.status,
    publishedAt: row.published_at?.toISOString() ?? null,
    copiedFromId: row.copied_from_id,
    displayName: applicationVersionDisplayName({
      version: row.number,
      name: row.name,
      versionStatus: row.status,
    }),
  };
}

/** JSON Schema of {@link ApplicationVersionItem}, for responses. @internal */
export const applicationVersionItemSchema = {
  type: 'object',
  required: ['id', 'number', 'name', 'versionStatus', 'publishedAt', 'copiedFromId', 'displayName'],
  properties: {
    id: { type: 'string' },
    number: { type: 'integer' },
    name: { type: 'string' },
    versionStatus: { type: 'string' },
    publishedAt: { type: ['string', 'null'] },
    copiedFromId: { type: ['string', 'null'] },
    displayName: { type: 'string' },
  },
} as const;
