import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { loginPath, startPath } from '@tessera/client';
import { AccessDenied, NotFound, PageLoader, RetryAlert, useDocumentTitle } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { ClientGate } from '../client/ClientGate';
import { useRouteGuard } from '../routing/RouteGuard';
import { notifications, services, session } from '../services';
import { GuestViewFrame } from './GuestViewFrame';
import { useResolvedView } from './useResolvedView';
import { ViewScreen } from './ViewScreen';
import { createViewScreenServices, type ViewScreenServices } from './viewScreenServices';

const useStyles = makeStyles({
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/** While the view is being opened: a spinner where the page will be (the shell stays). */
function ViewLoading() {
  const { t } = useTranslation();
  return (
    <div className={useStyles().loading}>
      <Spinner label={t('views.loading')} labelPosition="below" />
    </div>
  );
}

const viewScreenServices = createViewScreenServices({
  adapter: services.adapter,
  session,
  notifications,
});

/** Props of {@link ViewPageContent}. */
export interface ViewPageContentProps {
  readonly clientKey: string;
  readonly routeKeyOrViewId: string;
  /** Whether a person is logged in; a visitor's 401 goes to login. */
  readonly loggedIn: boolean;
  readonly services: ViewScreenServices;
}

/**
 * The view an address names, for whoever reads it: the view once resolved; login (returning
 * here) when it needs one; 'no access' or 'page not found' with a link to the start page; a
 * retry when loading failed.
 */
export function ViewPageContent({
  clientKey,
  routeKeyOrViewId,
  loggedIn,
  services: screenServices,
}: ViewPageContentProps) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const state = useResolvedView(screenServices, routeKeyOrViewId);
  useDocumentTitle(
    !loggedIn && state.status === 'ready' ? `${state.view.title} – ${t('app.name')}` : undefined,
  );

  switch (state.status) {
    case 'loading':
      return <ViewLoading />;
    case 'unauthorized':
      // A logged-in person's 401 ended their session: the page reopens as a visitor's first.
      return loggedIn ? (
        <ViewLoading />
      ) : (
        <Redirect to={loginPath(search ? `${pathname}?${search}` : pathname)} replace />
      );
    case 'forbidden':
      return <AccessDenied startHref={startPath(clientKey)} onNavigate={navigate} />;
    case 'notFound':
      return <NotFound startHref={startPath(clientKey)} onNavigate={navigate} />;
    case 'failed':
      return <RetryAlert title={t('views.loadFailed')} onRetry={state.retry} />;
    case 'ready':
      return <ViewScreen view={state.view} clientKey={clientKey} services={screenServices} />;
  }
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * views.show `/{clientKey}/views/{routeKeyOrViewId}` (spec 000 §2): guest permission — a
 * logged-in person reads the view inside the client's shell, a visitor a public view in a
 * plain frame (or goes to login); the view itself decides who may open it.
 */
export function ViewPage() {
  const { t } = useTranslation();
  const params = useParams<{ clientKey: string; routeKeyOrViewId: string }>();
  const clientKey = params.clientKey ?? '';
  const routeKeyOrViewId = decodeParam(params.routeKeyOrViewId ?? '');
  const { user } = useRouteGuard();

  switch (user.status) {
    case 'loading':
      return <PageLoader />;
    case 'failed':
      return <RetryAlert title={t('session.loadFailed')} onRetry={user.retry} />;
    case 'anonymous':
      return (
        <GuestViewFrame>
          <ViewPageContent
            key={`visitor:${routeKeyOrViewId}`}
            clientKey={clientKey}
            routeKeyOrViewId={routeKeyOrViewId}
            loggedIn={false}
            services={viewScreenServices}
          />
        </GuestViewFrame>
      );
    case 'ready':
      return (
        <ClientGate user={user.user}>
          {() => (
            <ViewPageContent
              key={`person:${routeKeyOrViewId}`}
              clientKey={clientKey}
              routeKeyOrViewId={routeKeyOrViewId}
              loggedIn
              services={viewScreenServices}
            />
          )}
        </ClientGate>
      );
  }
}
