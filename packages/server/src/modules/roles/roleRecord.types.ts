import type { RecordStatus } from '../../database/databaseTables';

/**
 * A role as the API shows it (spec 000 §3 Role; permissions of the types in spec 001 §3.19).
 * @public
 */
export interface RoleRecord {
  id: string;
  name: string;
  status: RecordStatus;
  permissions: { type: string }[];
}
