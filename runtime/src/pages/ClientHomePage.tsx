import { reservedPathSegments, startPath } from '@tessera/client';
import { Redirect, useParams } from 'wouter';
import { NotFoundPage } from './NotFoundPage';

/** main `/{clientKey}` (spec §2): goes on to the starting page, whose guard sends guests to login. */
export function ClientHomePage() {
  const { clientKey = '' } = useParams<{ clientKey: string }>();
  if (reservedPathSegments.includes(clientKey)) return <NotFoundPage />;
  return <Redirect to={startPath(clientKey)} replace />;
}
