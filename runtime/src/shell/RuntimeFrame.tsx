import { clientKeyFromPath } from '@tessera/client';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ClientFrame } from '../client/ClientFrame';
import { useRouteGuard } from '../routing/RouteGuard';

/**
 * Around every page: a client's pages for a logged-in user get the client and the shell (in the
 * layout the route guard set); anything else — login, the calculator, a guest's page — renders
 * alone (spec 000 §2: a state not logged in hides the interface).
 */
export function RuntimeFrame({ children }: { children?: ReactNode }) {
  const { user, layout } = useRouteGuard();
  const [pathname] = useLocation();
  const clientKey = clientKeyFromPath(pathname);
  if (user.status !== 'ready' || clientKey === null) return <>{children}</>;
  return (
    <ClientFrame clientKey={clientKey} user={user.user} layout={layout}>
      {children}
    </ClientFrame>
  );
}
