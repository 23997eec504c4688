import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * A jsonb column: read as the parsed value, written as JSON text. Writing text (not an object)
 * matters for node-postgres, which would turn a JS array into a Postgres array literal.
 */
export type JsonColumn<T> = ColumnType<T, string, string>;

/** A timestamptz column the database fills in (`default now()`). */
type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

/** @public */
export type RecordStatus = 'active' | 'inactive' | 'deleted';

/** @public */
export type UserType = 'user' | 'client_admin' | 'super_admin';

/**
 * Personal details of a user (spec 000 §3); every field is optional free text.
 * @public
 */
export interface PersonalDetails {
  name?: string;
  surname?: string;
  street?: string;
  city?: string;
  postalCode?: string;
  cellphone?: string;
  landline?: string;
  phone?: string;
  department?: string;
  jobPosition?: string;
  tag1?: string;
  tag2?: string;
  tag3?: string;
}

/** A client (tenant, "environment"). */
export interface ClientsTable {
  id: Generated<string>;
  key: string;
  name: string;
  /** Lower-case host names, without port. */
  domains: ColumnType<string[], string[] | undefined, string[]>;
  enabled_features: JsonColumn<Record<string, boolean>>;
  settings: JsonColumn<Record<string, unknown>>;
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A person's account, the same across every client they belong to. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  /** argon2id PHC string; null for accounts that cannot log in with a password yet. */
  password_hash: string | null;
  is_super_admin: ColumnType<boolean, boolean | undefined, boolean>;
  /** Platform-wide status; a client's admin changes the membership's status instead. */
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  personal_details: JsonColumn<PersonalDetails>;
  default_client_id: string | null;
  password_changed_at: Date | null;
  /** How many clients the account belongs to (any status); kept by a trigger. */
  client_count: ColumnType<number, never, never>;
  /** How many of those memberships are active; kept by a trigger. */
  active_client_count: ColumnType<number, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** @public */
export type MemberType = 'user' | 'client_admin';

/** A special feature a member holds (spec 000 §3 userSpecialFeatures). @public */
export interface SpecialFeature {
  type: string;
}

/** What a user is in one client: type, status, supervisor, special features. Tenant table. */
export interface ClientUsersTable {
  client_id: string;
  user_id: string;
  type: ColumnType<MemberType, MemberType | undefined, MemberType>;
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  /** Registered and inactive until an admin approves (login says waitingForAdminApproval). */
  awaiting_approval: ColumnType<boolean, boolean | undefined, boolean>;
  supervisor_user_id: string | null;
  special_features: ColumnType<SpecialFeature[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A role's special permission (spec 001 §3.19). @public */
export interface RolePermission {
  type: string;
}

/** Tenant table. */
export interface RolesTable {
  client_id: string;
  id: Generated<string>;
  name: string;
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  permissions: ColumnType<RolePermission[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Tenant table. */
export interface UserRolesTable {
  client_id: string;
  user_id: string;
  role_id: string;
}

/** @public */
export type VersionStatus = 'draft' | 'live' | 'previous' | 'archived';

/** Tenant table. */
export interface ApplicationVersionsTable {
  client_id: string;
  id: Generated<string>;
  number: number;
  name: string;
  status: VersionStatus;
  published_at: Date | null;
  copied_from_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A designer definition of one kind in one application version. Tenant table. */
export interface DefinitionsTable {
  client_id: string;
  version_id: string;
  id: Generated<string>;
  kind: string;
  name: string | null;
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  body: JsonColumn<Record<string, unknown>>;
  revision: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A client's counter of its definitions' changes, bumped in the commit of each (migration 0013). Tenant table. */
export interface DefinitionGenerationsTable {
  client_id: string;
  generation: ColumnType<string, never, never>;
  bumped_by: ColumnType<string | null, never, never>;
}

/** One-time login links; only the SHA-256 of the token is kept. Tenant table. */
export interface LoginTokensTable {
  client_id: string;
  id: Generated<string>;
  user_id: string;
  token_hash: Buffer;
  expires_at: Date;
  used_at: Date | null;
  created_by_user_id: string | null;
  created_at: CreatedAt;
}

/** Side effects waiting to leave the database (mail, SMS). Tenant table. */
export interface OutboxTable {
  client_id: string;
  id: Generated<string>;
  kind: string;
  payload: JsonColumn<Record<string, unknown>>;
  created_at: CreatedAt;
  processed_at: Date | null;
}

/** Tenant table. */
export interface AuditEventsTable {
  client_id: string;
  id: Generated<string>;
  actor_user_id: string | null;
  action: string;
  details: JsonColumn<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** A script a client injects into its runtime pages: a URL or inline code. Tenant table. */
export interface ClientScriptsTable {
  client_id: string;
  id: Generated<string>;
  name: string;
  src: string | null;
  content: string | null;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined>;
  position: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * A data record of a provider (spec 001 §3.4): read values in `data`, written ones in
 * `original_data` — NULL when they are the same as `data` (database/originalData.ts: writers store
 * `storedOriginalData`, readers read `writtenValuesSql`). Tenant table.
 */
export interface DataRecordsTable {
  client_id: string;
  provider_id: string;
  id: Generated<string>;
  data: JsonColumn<Record<string, unknown>>;
  original_data: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  version: ColumnType<number, number | undefined, number>;
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: UpdatedAt;
}

/** One started process: where it stands and the record holding its data. */
export interface ProcessesTable {
  client_id: string;
  id: Generated<string>;
  process_settings_id: string;
  provider_id: string;
  record_id: string;
  current_step_id: string | null;
  is_finished: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<'active' | 'deleted', 'active' | 'deleted' | undefined, 'active' | 'deleted'>;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: UpdatedAt;
}

/** A change-history event of a record (spec 002 §3 `field_values_updated`). */
export interface HistoryLogsTable {
  client_id: string;
  id: Generated<string>;
  type: 'field_values_updated';
  provider_id: string;
  record_id: string;
  process_id: string | null;
  data: JsonColumn<Record<string, unknown>>;
  created_by: string | null;
  created_at: CreatedAt;
}

/** The first answer to a save sent with an `Idempotency-Key`. */
export interface IdempotencyKeysTable {
  client_id: string;
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: JsonColumn<unknown>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** Fixed-window counters of the rate limits. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_started_at: Date;
}

/** One login: a token is only valid while its session row is neither revoked nor expired. */
export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Server-wide key/value state, e.g. the generated token signing secret. */
export interface ServerSettingsTable {
  key: string;
  value: JsonColumn<unknown>;
  created_at: CreatedAt;
}

/**
 * Every table Tessera owns, as Kysely sees them.
 * @public
 */
export interface DatabaseTables {
  clients: ClientsTable;
  users: UsersTable;
  client_users: ClientUsersTable;
  sessions: SessionsTable;
  server_settings: ServerSettingsTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  application_versions: ApplicationVersionsTable;
  definitions: DefinitionsTable;
  definition_generations: DefinitionGenerationsTable;
  login_tokens: LoginTokensTable;
  outbox: OutboxTable;
  audit_events: AuditEventsTable;
  client_scripts: ClientScriptsTable;
  data_records: DataRecordsTable;
  processes: ProcessesTable;
  history_logs: HistoryLogsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
}

/** @public */
export type ClientRow = Selectable<ClientsTable>;
/** @public */
export type UserRow = Selectable<UsersTable>;
