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

export interface UsersTable {
  id: Generated<string>;
  email: string;
  /** argon2id PHC string; null for accounts that cannot log in with a password yet. */
  password_hash: string | null;
  type: UserType;
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  personal_details: JsonColumn<PersonalDetails>;
  default_client_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Which clients a user belongs to. */
export interface ClientUsersTable {
  client_id: string;
  user_id: string;
  created_at: CreatedAt;
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
}

/** @public */
export type ClientRow = Selectable<ClientsTable>;
/** @public */
export type UserRow = Selectable<UsersTable>;
