import { type CurrentUser, clientKeyFromPath, loginPath, mainPath } from '@tessera/client';
import type { Notification, RouteAccessVerdict } from '@tessera/ui';

/**
 * Where a denied navigation goes (spec 000 §4): a logged-in user to main — of the client the
 * path names, else their own — and a guest to login, returning here afterwards; with a warning.
 */
export function accessDeniedTarget(
  verdict: Exclude<RouteAccessVerdict, 'allowed'>,
  path: string,
  user: Pick<CurrentUser, 'defaultClient'> | null,
): { to: string; notification: Notification } {
  if (verdict === 'login') {
    return {
      to: loginPath(path),
      notification: { intent: 'warning', title: 'shell.loginRequired' },
    };
  }
  const clientKey = clientKeyFromPath(path) ?? user?.defaultClient?.key ?? null;
  return {
    to: clientKey === null ? '/' : mainPath(clientKey),
    notification: { intent: 'warning', title: 'shell.accessDenied' },
  };
}
