import { isStudioPath, type SessionStore } from '@tessera/client';
import type { GuardedLocationOptions, NavigateOptions } from '@tessera/ui';
import {
  checkRouteAccess,
  type NotificationCenter,
  settingsAccessLevel,
  type UnsavedChangesRegistry,
} from '@tessera/ui';
import { accessDeniedTarget } from './accessDeniedTarget';

/** @internal */
export interface RuntimeNavigationGuardOptions {
  session: SessionStore;
  unsavedChanges: UnsavedChangesRegistry;
  notifications: Pick<NotificationCenter, 'notify'>;
  /** Loads another app's page (the studio): `window.location.assign`. */
  assign: (path: string) => void;
  /** Navigates without asking again (the guard's own redirects). */
  navigate: (to: string, options?: NavigateOptions) => void;
}

/**
 * The runtime's navigation guard (spec 000 §4): asks to confirm leaving unsaved changes, then
 * lets in-app navigations through (their page checks access, see `RouteGuard`) and takes studio
 * addresses — another app — with a page load, after checking the user may open them.
 * @internal
 */
export function createRuntimeNavigationGuard({
  session,
  unsavedChanges,
  notifications,
  assign,
  navigate,
}: RuntimeNavigationGuardOptions): GuardedLocationOptions {
  const proceed = (to: string): boolean => {
    if (!isStudioPath(to)) return true;
    const { user } = session.getState();
    const verdict = checkRouteAccess(settingsAccessLevel(to) ?? 'admin', user);
    if (verdict === 'allowed') {
      assign(to);
      return false;
    }
    const denied = accessDeniedTarget(verdict, to, user);
    notifications.notify(denied.notification);
    navigate(denied.to);
    return false;
  };

  return {
    beforeNavigate(to) {
      if (!unsavedChanges.hasUnsavedChanges()) return proceed(to);
      return unsavedChanges.confirmLeave().then((leave) => leave && proceed(to));
    },
    needsConfirmation: () => unsavedChanges.hasUnsavedChanges(),
    confirmLeave: () => unsavedChanges.confirmLeave(),
  };
}
