import { getFullName, type UserRecord } from '@tessera/client';

/** How a user is named on screen: the full name (surname then name, spec 000 §3), else the e-mail. */
export function userLabel(user: Pick<UserRecord, 'email' | 'personalDetails'>): string {
  return getFullName(user.personalDetails) || user.email;
}
