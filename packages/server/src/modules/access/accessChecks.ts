import type { TenantContext } from './requestContext';
import type { PermissionType } from './routeAccess';

type Who = Pick<TenantContext, 'isAdmin' | 'isSuperAdmin' | 'roleIds' | 'specialPermissions'> & {
  readonly specialFeatures: readonly { readonly type: string }[];
};

/**
 * Spec 000 §6: an admin passes every special-permission and role check; anyone else passes with
 * a matching special permission or one of the given role ids.
 * @public
 */
export function passesAccessCheck(
  who: Who,
  check: { readonly permission?: PermissionType; readonly roleIds?: readonly string[] },
): boolean {
  if (who.isAdmin) return true;
  if (check.permission !== undefined && who.specialPermissions.includes(check.permission)) {
    return true;
  }
  return check.roleIds?.some((roleId) => who.roleIds.includes(roleId)) ?? false;
}

/**
 * Spec 000 §6: a super admin passes every special-feature check; others need a feature of that
 * type.
 * @public
 */
export function hasSpecialFeature(who: Who, type: string): boolean {
  return who.isSuperAdmin || who.specialFeatures.some((feature) => feature.type === type);
}
