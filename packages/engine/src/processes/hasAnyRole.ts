/**
 * Whether the user holds at least one of the allowed roles (spec 001 §6: a role check decides
 * which forms a user may enter or start). An empty allow-list admits nobody.
 * @public
 */
export function hasAnyRole(
  allowedRoleIds: readonly string[],
  userRoleIds: readonly string[],
): boolean {
  return allowedRoleIds.some((roleId) => userRoleIds.includes(roleId));
}
