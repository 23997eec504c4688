import type {
  PersonalDetails,
  RecordStatus,
  SpecialFeature,
  UserType,
} from '../../database/databaseTables';

/**
 * A user as `GET users` shows it (spec 000 §3, User): the account plus its membership in the
 * request's client. Never the password hash.
 * @public
 */
export interface UserRecord {
  id: string;
  email: string;
  /** The membership's status in this client. */
  status: RecordStatus;
  /** super_admin for a super admin, else the membership's type. */
  type: UserType;
  supervisorUserId: string | null;
  roleIds: string[];
  defaultClient: { key: string } | null;
  personalDetails: PersonalDetails;
  specialFeatures: SpecialFeature[];
  /** Read-only fields to filter on: full name is surname then name. */
  _search: { fullName: string; isActive: boolean };
}

/**
 * A user write (`PUT users[/{id}]`, an item of `PUT users/batch-save`): the record minus its id,
 * plus an optional initial or new password. `defaultClient` and `_search` are read-only: the
 * runtime sends the record back as it got it, so they are accepted and not written.
 * @public
 */
export interface UserInput {
  email?: string;
  password?: string;
  status?: RecordStatus;
  type?: UserType;
  supervisorUserId?: string | null;
  roleIds?: string[];
  personalDetails?: PersonalDetails;
  specialFeatures?: SpecialFeature[];
  defaultClient?: { key: string } | null;
  _search?: { fullName?: string; isActive?: boolean };
}
