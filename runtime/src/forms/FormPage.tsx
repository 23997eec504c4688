import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { type CurrentUser, mainPath } from '@tessera/client';
import { PageAlert, RetryAlert } from '@tessera/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import { ClientGate } from '../client/ClientGate';
import { NotFoundPage } from '../pages/NotFoundPage';
import { registerPluginMessages } from '../plugins';
import { RequireUser } from '../routing/RequireUser';
import { i18n, navigationTrail, notifications, services, session } from '../services';
import { FormScreen } from './FormScreen';
import { type FormQuery, readFormQuery } from './formPaths';
import { createFormScreenServices, type FormScreenServices } from './formScreenServices';
import { useFormPreload } from './useFormPreload';

// The plugins' texts arrive with this chunk, before any field renders.
registerPluginMessages(i18n);

const formScreenServices = createFormScreenServices({
  adapter: services.adapter,
  session,
  notifications,
  snackbars: services.snackbars,
  trail: navigationTrail,
});

/** Props of {@link FormPageContent}. */
export interface FormPageContentProps {
  readonly clientKey: string;
  readonly formId: string;
  readonly query: FormQuery;
  readonly user: CurrentUser;
  /** This page's address (`pathname?search`). */
  readonly href: string;
  readonly services: FormScreenServices;
  readonly submitDelayMs?: number;
}

/**
 * A form page once its user and client are known: opens the form (spec 002 §7 form preload)
 * and shows it, or what went wrong — a missing form, process or record is 'record not found'
 * and a return to the previous route (spec 002 §8); a form the person may not fill says so.
 */
export function FormPageContent({
  clientKey,
  formId,
  query,
  user,
  href,
  services: screenServices,
  submitDelayMs,
}: FormPageContentProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const state = useFormPreload({
    adapter: screenServices.adapter,
    formId,
    processId: query.processId,
    authorizeBy: query.authorizeBy,
    reportError: screenServices.reportError,
  });

  const returned = useRef(false);
  useEffect(() => {
    if (state.status !== 'notFound' || returned.current) return;
    returned.current = true;
    screenServices.notifications.notify({ intent: 'error', title: 'notifications.recordNotFound' });
    const { trail } = screenServices;
    const to = query.returnTo ?? trail.previousOf(href) ?? mainPath(clientKey);
    trail.leave(href);
    navigate(to, { replace: true });
  }, [state.status, screenServices, query.returnTo, href, clientKey, navigate]);

  switch (state.status) {
    case 'loading':
    case 'notFound':
      // The shell's loading overlay is for the client; a form loads within the page.
      return null;
    case 'forbidden':
      return (
        <PageAlert
          intent="warning"
          title={t('forms.screen.forbiddenTitle')}
          message={t('forms.screen.forbiddenMessage')}
          action={
            <Button
              icon={<ArrowLeftRegular />}
              onClick={() => navigate(query.returnTo ?? mainPath(clientKey))}
            >
              {t('forms.screen.back')}
            </Button>
          }
        />
      );
    case 'failed':
      return <RetryAlert title={t('forms.screen.loadFailed')} onRetry={state.retry} />;
    case 'ready':
      return (
        <FormScreen
          preload={state.preload}
          clientKey={clientKey}
          user={user}
          query={query}
          href={href}
          services={screenServices}
          {...(submitDelayMs === undefined ? {} : { submitDelayMs })}
        />
      );
  }
}

/**
 * forms.new `/{clientKey}/forms/{formId}/new` and forms.enter `…/enter?processId=` (spec 000 §2):
 * a logged-in user's form of a process. forms.enter without a processId is page not found. The
 * page opens afresh whenever its address changes — another process, new custom parameters or a
 * new `ts` (which exists to force exactly that).
 */
export function FormPage({ mode }: { mode: 'new' | 'enter' }) {
  const { clientKey = '', formId = '' } = useParams<{ clientKey: string; formId: string }>();
  const [pathname] = useLocation();
  const search = useSearch();
  const query = readFormQuery(search);
  if (mode === 'enter' && query.processId === null) return <NotFoundPage />;
  // forms.new continues no process, whatever its address says.
  const formQuery = mode === 'new' ? { ...query, processId: null } : query;
  const href = search ? `${pathname}?${search}` : pathname;
  return (
    <RequireUser>
      {(user) => (
        <ClientGate user={user}>
          {() => (
            <FormPageContent
              key={href}
              clientKey={clientKey}
              formId={formId}
              query={formQuery}
              user={user}
              href={href}
              services={formScreenServices}
            />
          )}
        </ClientGate>
      )}
    </RequireUser>
  );
}
