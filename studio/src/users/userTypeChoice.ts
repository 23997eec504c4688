import { type CurrentUser, isAdmin, type UserType } from '@tessera/client';

/** Spec 000 §6: updating administrators needs this special feature (super admins pass). */
export const adminsManagingFeature = 'adminsManaging';

/** Whether the person at the screen may grant the Admin type and change administrators. */
export function canManageAdmins(actor: Pick<CurrentUser, 'type' | 'userSpecialFeatures'>): boolean {
  if (actor.type === 'super_admin') return true;
  return (
    isAdmin(actor) &&
    actor.userSpecialFeatures.some((feature) => feature.type === adminsManagingFeature)
  );
}

/**
 * The types the form offers for a user, and whether the choice is open: a super admin's type is
 * never changed here; user and Admin are chosen only by someone who manages administrators.
 */
export function userTypeChoice(
  current: UserType,
  actor: Pick<CurrentUser, 'type' | 'userSpecialFeatures'>,
): {
  readonly types: readonly UserType[];
  readonly locked: 'superAdmin' | 'adminsManaging' | null;
} {
  if (current === 'super_admin') return { types: ['super_admin'], locked: 'superAdmin' };
  if (!canManageAdmins(actor)) return { types: [current], locked: 'adminsManaging' };
  return { types: ['user', 'client_admin'], locked: null };
}
