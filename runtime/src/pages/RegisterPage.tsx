import {
  type ClientInfo,
  classifyRegistrationError,
  loginPath,
  type RegistrationFailure,
  type RegistrationStatus,
  registerUser,
  startPath,
} from '@tessera/client';
import {
  AppLink,
  PageAlert,
  PageLoader,
  RegisterForm,
  type RegisterFormValues,
  RegistrationOutcome,
  SimpleLayout,
  useClientInfo,
  useDocumentTitle,
} from '@tessera/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { adapter } from '../services';

/**
 * register `/auth/register` (spec §2, guest, simple layout; linked from login). The client to
 * join is `?clientKey=` when given (the login page's register link carries the client of its
 * returnTo), otherwise the client whose domain serves the app. That client names the form and
 * sets the least password length; an address that leads to no client says so before anyone
 * types. After registering: an active account is sent to login, one waiting for an admin's
 * approval is told so (spec §4).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const clientKey = new URLSearchParams(useSearch()).get('clientKey') || null;
  const client = useClientInfo(
    adapter,
    clientKey ? { key: clientKey } : { domain: window.location.hostname },
  );
  const [error, setError] = useState<RegistrationFailure | null>(null);
  const [status, setStatus] = useState<RegistrationStatus | null>(null);
  const known: ClientInfo | null = client.status === 'ready' ? client.client : null;
  useDocumentTitle(
    known
      ? t('app.documentTitle', { clientName: known.name, appName: t('app.name') })
      : t('app.name'),
  );

  const joinedKey = clientKey ?? known?.key ?? null;
  // After registering, login returns to the client joined.
  const loginHref = loginPath(joinedKey ? startPath(joinedKey) : undefined);

  async function handleSubmit({
    email,
    name,
    surname,
    password,
    repeatPassword,
  }: RegisterFormValues) {
    setError(null);
    try {
      const result = await registerUser(adapter, {
        email,
        password,
        repeatPassword,
        personalDetails: { name, surname },
        ...(joinedKey ? { clientKey: joinedKey } : {}),
      });
      setStatus(result.status);
    } catch (failure) {
      setError(classifyRegistrationError(failure));
    }
  }

  if (client.status === 'loading') return <PageLoader />;

  let content: ReactNode;
  if (status) {
    content = <RegistrationOutcome status={status} loginHref={loginHref} onNavigate={navigate} />;
  } else if (client.status === 'notFound') {
    content = (
      <PageAlert
        intent="error"
        title={t('register.errors.clientNotExists')}
        action={
          <AppLink href={loginPath()} onNavigate={navigate}>
            {t('register.goToLogin')}
          </AppLink>
        }
      />
    );
  } else {
    // When the client could not be loaded (`failed`), the form still works: the server decides.
    content = (
      <RegisterForm
        onSubmit={handleSubmit}
        error={error}
        clientName={known?.name}
        // A server older than the password policy sends none: the spec's 6 then.
        minPasswordLength={known?.passwordPolicy?.minLength}
        loginHref={loginHref}
        onNavigate={navigate}
      />
    );
  }

  return <SimpleLayout appName={t('app.name')}>{content}</SimpleLayout>;
}
