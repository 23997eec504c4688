/** @public */
export type UserType = 'user' | 'client_admin' | 'super_admin';

/** @public */
export interface PersonalDetails {
  name?: string | null;
  surname?: string | null;
  street?: string | null;
  city?: string | null;
  postalCode?: string | null;
  cellphone?: string | null;
  landline?: string | null;
  phone?: string | null;
  department?: string | null;
  jobPosition?: string | null;
  tag1?: string | null;
  tag2?: string | null;
  tag3?: string | null;
}

/**
 * The logged-in user as `GET auth/me` returns it (spec §3, session user).
 * @public
 */
export interface CurrentUser {
  id: string;
  roleIds: string[];
  email: string;
  type: UserType;
  personalDetails: PersonalDetails;
  /** `null` for an account not assigned to any client yet. */
  defaultClient: { key: string } | null;
  specialPermissions: string[];
  userSpecialFeatures: { type: string }[];
}
