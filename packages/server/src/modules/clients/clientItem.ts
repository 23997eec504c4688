import type { ClientRow, RecordStatus } from '../../database/databaseTables';

/**
 * A client in the `clients` collection. Super admins get everything; a member gets what the
 * runtime needs to switch to and use the client (no settings).
 * @public
 */
export interface ClientItem {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly domains: readonly string[];
  readonly enabledFeatures: Readonly<Record<string, boolean>>;
  readonly status: RecordStatus;
  /** Super admins only. */
  readonly settings?: Readonly<Record<string, unknown>>;
}

/** The columns {@link toClientItem} reads. @internal */
export const clientItemColumns = [
  'clients.id',
  'clients.key',
  'clients.name',
  'clients.domains',
  'clients.enabled_features',
  'clients.settings',
  'clients.status',
] as const;

/** @internal */
export function toClientItem(
  row: Pick<
    ClientRow,
    'id' | 'key' | 'name' | 'domains' | 'enabled_features' | 'settings' | 'status'
  >,
  withSettings: boolean,
): ClientItem {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    domains: row.domains,
    enabledFeatures: row.enabled_features,
    status: row.status,
    ...(withSettings ? { settings: row.settings } : {}),
  };
}
