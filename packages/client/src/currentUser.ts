import type { CurrentUser, PersonalDetails } from './currentUser.types';

/**
 * Admin means client_admin or super_admin (spec §1).
 * @public
 */
export function isAdmin(user: Pick<CurrentUser, 'type'>): boolean {
  return user.type === 'client_admin' || user.type === 'super_admin';
}

/**
 * The full name: surname followed by name (spec §3); empty when neither is set.
 * @public
 */
export function getFullName(details: PersonalDetails): string {
  return [details.surname, details.name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A structural check for user data read back from storage, which an older build may have written.
 * @internal
 */
export function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  const client = user.defaultClient as Record<string, unknown> | null | undefined;
  const clientValid = client === null || typeof client?.key === 'string';
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.type === 'string' &&
    typeof user.personalDetails === 'object' &&
    user.personalDetails !== null &&
    clientValid
  );
}
