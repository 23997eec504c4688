import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001_initial';
import { tenancyMigration } from './0002_tenancy';
import { usersMigration } from './0005_users';
import { clientScriptsMigration } from './0006_client_scripts';
import { dataRecordsMigration } from './0007_data_records';
import { processesMigration } from './0008_processes';
import { orderKeyFunctionsMigration } from './0009_order_key_functions';
import { tenantReadsMigration } from './0010_tenant_reads';
import { orderKeyFunctionsV2Migration } from './0011_order_key_functions_v2';
import { sparseOriginalDataMigration } from './0012_sparse_original_data';
import { definitionGenerationsMigration } from './0013_definition_generations';
import { activeRecordsIndexMigration } from './0014_active_records_index';
import { sessionMembershipMigration } from './0015_session_membership';
import { providerPartitionsMigration } from './0016_provider_partitions';
import { recordKeysMigration } from './0017_record_keys';
import { countIndexesMigration } from './0018_count_indexes';

/**
 * Every migration, in order, keyed by its name. Listed in code rather than globbed from disk so
 * the bundled server (one dist file) carries them. Names sort lexically: keep the 4-digit prefix.
 */
const migrations: Readonly<Record<string, Migration>> = {
  '0001_initial': initialMigration,
  '0002_tenancy': tenancyMigration,
  '0005_users': usersMigration,
  '0006_client_scripts': clientScriptsMigration,
  '0007_data_records': dataRecordsMigration,
  '0008_processes': processesMigration,
  '0009_order_key_functions': orderKeyFunctionsMigration,
  '0010_tenant_reads': tenantReadsMigration,
  '0011_order_key_functions_v2': orderKeyFunctionsV2Migration,
  '0012_sparse_original_data': sparseOriginalDataMigration,
  '0013_definition_generations': definitionGenerationsMigration,
  '0014_active_records_index': activeRecordsIndexMigration,
  '0015_session_membership': sessionMembershipMigration,
  '0016_provider_partitions': providerPartitionsMigration,
  '0017_record_keys': recordKeysMigration,
  '0018_count_indexes': countIndexesMigration,
};

/** @internal */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
