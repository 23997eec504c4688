import { type CurrentUserState, checkRouteAccess, useCurrentUser } from '@tessera/ui';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { adapter, notifications, session } from '../services';
import { accessDeniedTarget } from './accessDeniedTarget';
import { runtimeRouteRule } from './runtimeRouteRule';

/** What the route guard found for the page shown. */
export interface RouteGuardState {
  /** The logged-in user, refreshed on every navigation. */
  user: CurrentUserState;
  /** The layout the guard set (spec 000 §2: simple hides the interface). */
  layout: 'simple' | 'advanced';
}

const RouteGuardContext = createContext<RouteGuardState | null>(null);

/** The route guard's state; pages render inside `RouteGuard`. */
export function useRouteGuard(): RouteGuardState {
  const state = useContext(RouteGuardContext);
  if (state === null) throw new Error('useRouteGuard must be used inside <RouteGuard>');
  return state;
}

/**
 * The route guard (spec 000 §4), on every navigation: sets the layout (views keep the one
 * before), refreshes the user data and checks access — a denied user goes to main when logged
 * in, otherwise to login, with a warning. Confirming unsaved changes happens before the
 * navigation, in the app's location hook (`createGuardedLocation`).
 */
export function RouteGuard({ children }: { children?: ReactNode }) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const href = search ? `${pathname}?${search}` : pathname;
  const rule = runtimeRouteRule(pathname);
  // The login pages set the session themselves; refreshing there would only race them.
  const user = useCurrentUser({
    adapter,
    session,
    refreshKey: href,
    refresh: !pathname.startsWith('/auth/'),
  });

  // Set during render on navigation, so the page never shows with the layout before.
  const [layout, setLayout] = useState(() => ({
    href,
    value: rule.layout === 'simple' ? ('simple' as const) : ('advanced' as const),
  }));
  if (layout.href !== href) {
    setLayout({ href, value: rule.layout === 'keep' ? layout.value : rule.layout });
  }

  // Access is checked once per navigation, when the user is known. A session that ends while the
  // page stays (logout, a 401) is the page's business: no warning for that.
  const checkedHref = useRef<string | null>(null);
  const known = user.status === 'ready' || user.status === 'anonymous';
  const currentUser = user.status === 'ready' ? user.user : null;
  useEffect(() => {
    if (!known || checkedHref.current === href) return;
    checkedHref.current = href;
    const verdict = checkRouteAccess(rule.access, currentUser);
    if (verdict === 'allowed') return;
    const denied = accessDeniedTarget(verdict, href, currentUser);
    notifications.notify(denied.notification);
    navigate(denied.to, { replace: true });
  }, [known, href, rule.access, currentUser, navigate]);

  return (
    <RouteGuardContext.Provider value={{ user, layout: layout.value }}>
      {children}
    </RouteGuardContext.Provider>
  );
}
