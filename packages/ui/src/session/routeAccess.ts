import type { CurrentUser } from '@tessera/client';
import { isAdmin } from '@tessera/client';
import { usersManagementPermission } from '../SideMenu/settingsMenu';

/**
 * Who may open a route (spec 000 §2 route table, §6): guest (anyone), user (anyone logged in),
 * admin (settings), super user (super admins: the clients screen), or the users-management
 * permission (the users screen, open to admins too).
 * @public
 */
export type RouteAccessLevel = 'guest' | 'user' | 'admin' | 'superUser' | 'usersManagement';

/**
 * What the route guard does (spec 000 §4): let the user in, send a guest to login, or send a
 * logged-in user who may not open the page to main.
 * @public
 */
export type RouteAccessVerdict = 'allowed' | 'login' | 'denied';

/**
 * The access level of a settings path (`/{clientKey}/settings/…` or `/settings/…`); `null` for
 * paths outside the settings.
 * @public
 */
export function settingsAccessLevel(pathname: string): RouteAccessLevel | null {
  const match = /^\/(?:[^/?#]+\/)?settings(?:\/([^/?#]*))?/.exec(pathname);
  if (!match) return null;
  if (match[1] === 'clients') return 'superUser';
  if (match[1] === 'users') return 'usersManagement';
  return 'admin';
}

/**
 * Checks a route's access level against the logged-in user (`null` for a guest).
 * @public
 */
export function checkRouteAccess(
  level: RouteAccessLevel,
  user: Pick<CurrentUser, 'type' | 'specialPermissions'> | null,
): RouteAccessVerdict {
  if (level === 'guest') return 'allowed';
  if (user === null) return 'login';
  switch (level) {
    case 'user':
      return 'allowed';
    case 'admin':
      return isAdmin(user) ? 'allowed' : 'denied';
    case 'usersManagement':
      return isAdmin(user) || user.specialPermissions.includes(usersManagementPermission)
        ? 'allowed'
        : 'denied';
    case 'superUser':
      return user.type === 'super_admin' ? 'allowed' : 'denied';
  }
}
