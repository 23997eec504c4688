import { loginPath, reservedPathSegments, startPath } from '@tessera/client';
import { Redirect, useParams } from 'wouter';
import { useRouteGuard } from '../routing/RouteGuard';
import { NotFoundPage } from './NotFoundPage';

/**
 * main `/{clientKey}` (spec 000 §2): redirects to the starting page when logged in, else to login
 * (returning to this client's start afterwards).
 */
export function ClientHomePage() {
  const { clientKey = '' } = useParams<{ clientKey: string }>();
  const { user } = useRouteGuard();
  if (reservedPathSegments.includes(clientKey)) return <NotFoundPage />;
  const start = startPath(clientKey);
  return <Redirect to={user.status === 'anonymous' ? loginPath(start) : start} replace />;
}
