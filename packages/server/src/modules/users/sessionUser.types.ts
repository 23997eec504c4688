import type { PersonalDetails, UserType } from '../../database/databaseTables';

/**
 * The logged-in user as `GET /api/auth/me` returns it (spec 000 §3, Session user; the token
 * itself is not repeated). Roles, special permissions and special features are empty until the
 * roles issue fills them.
 * @public
 */
export interface SessionUser {
  id: string;
  roleIds: string[];
  email: string;
  type: UserType;
  personalDetails: PersonalDetails;
  defaultClient: { key: string } | null;
  specialPermissions: string[];
  userSpecialFeatures: { type: string }[];
}
