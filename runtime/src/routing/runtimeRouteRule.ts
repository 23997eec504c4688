import { type RouteAccessLevel, settingsAccessLevel } from '@tessera/ui';

/**
 * What the route guard sets and checks for a runtime path (spec 000 §2 route table): its access
 * level and layout. `keep` keeps the layout of the page before (views.show).
 */
export interface RuntimeRouteRule {
  access: RouteAccessLevel;
  layout: 'simple' | 'advanced' | 'keep';
}

const simpleGuestPaths = [/^\/auth(?:\/|$)/, /^\/pv-calculator\/?$/, /^\/a\/[^/]+/];

/**
 * The rule of a path: login, register, login by token, the calculator and action links are
 * public and simple; a client's main page is open to anyone (it sends guests to login); its
 * start page and forms need a logged-in user; views are public as far as the route goes (the
 * view decides) and keep the layout; settings need an admin (the users screen also the
 * users-management permission, the clients screen a super admin). Unknown paths are public: they
 * show page not found.
 */
export function runtimeRouteRule(pathname: string): RuntimeRouteRule {
  if (simpleGuestPaths.some((pattern) => pattern.test(pathname))) {
    return { access: 'guest', layout: 'simple' };
  }
  const settings = settingsAccessLevel(pathname);
  if (settings !== null) return { access: settings, layout: 'advanced' };
  const [, , page] = pathname.split('/');
  switch (page) {
    case 'start':
    case 'forms':
      return { access: 'user', layout: 'advanced' };
    case 'views':
      return { access: 'guest', layout: 'keep' };
    default:
      return { access: 'guest', layout: 'advanced' };
  }
}
