import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { isUuid } from '../../http/routeSchemas';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';
import { dataProviderKind } from '../dataProviders/dataProviderKind';
import type { DefinitionRow } from '../definitions/definitionRepository';
import { formKind } from '../forms/formKind';
import { processKind } from './processKind';

/** The stored rows {@link readProcessDefinitions} found; any of them may be missing. @internal */
export interface ProcessDefinitionRows {
  readonly process: DefinitionRow | undefined;
  /** The provider the process settings name in `dataProviderId`. */
  readonly provider: DefinitionRow | undefined;
  readonly form: DefinitionRow | undefined;
}

/**
 * Process settings of a version with the data provider they name and, when asked, a form, in
 * one statement: a save needs all three, and each read is a round trip. Rows of every status
 * come back; the caller decides which count. A form id that is not a UUID finds nothing.
 * @internal
 */
export async function readProcessDefinitions(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  versionId: string,
  processSettingsId: string,
  formId?: string,
): Promise<ProcessDefinitionRows> {
  assertTenantScope(scope);
  const { clientId } = scope;
  const rows = await trx
    .selectFrom('definitions')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('version_id', '=', versionId)
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', processKind), eb('id', '=', processSettingsId)]),
        eb.and([
          eb('kind', '=', dataProviderKind),
          // Compared as text: a process body is JSON, and a malformed id must find nothing
          // rather than fail a uuid cast.
          eb(
            sql<string>`id::text`,
            '=',
            eb
              .selectFrom('definitions as settings')
              .select(sql<string>`settings.body->>'dataProviderId'`.as('provider_id'))
              .where('settings.client_id', '=', clientId)
              .where('settings.version_id', '=', versionId)
              .where('settings.kind', '=', processKind)
              .where('settings.id', '=', processSettingsId),
          ),
        ]),
        ...(formId !== undefined && isUuid(formId)
          ? [eb.and([eb('kind', '=', formKind), eb('id', '=', formId)])]
          : []),
      ]),
    )
    .execute();
  const ofKind = (kind: string) => rows.find((row) => row.kind === kind);
  return {
    process: ofKind(processKind),
    provider: ofKind(dataProviderKind),
    form: ofKind(formKind),
  };
}
