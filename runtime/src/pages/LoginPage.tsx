import {
  classifyLoginError,
  clientKeyFromPath,
  isStudioPath,
  type LoginFailure,
  signIn,
  startPath,
} from '@tessera/client';
import { LoginForm, SimpleLayout, useDocumentTitle, useSessionState } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { registerPath } from '../routing/authPaths';
import { sanitizeReturnTo } from '../routing/sanitizeReturnTo';
import { adapter, session } from '../services';

/**
 * login `/auth/login` (spec §2): e-mail, password, login button; after login the optional returnTo
 * (when it is a path of this site) or the user's starting page.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const returnTo = sanitizeReturnTo(new URLSearchParams(search).get('returnTo'));
  const { user } = useSessionState(session);
  const [error, setError] = useState<LoginFailure | null>(null);
  useDocumentTitle(t('app.name'));

  // Logged in (just now, or already when arriving): move on. One place, so it happens once.
  useEffect(() => {
    if (!user) return;
    // Without a client, `/` explains the situation.
    const target = returnTo ?? (user.defaultClient ? startPath(user.defaultClient.key) : '/');
    // The studio is another app: reaching it takes a page load.
    if (isStudioPath(target)) window.location.assign(target);
    else navigate(target, { replace: true });
  }, [user, returnTo, navigate]);

  async function handleSubmit({ email, password }: { email: string; password: string }) {
    setError(null);
    try {
      await signIn(adapter, session, { login: email, password });
    } catch (failure) {
      setError(classifyLoginError(failure));
    }
  }

  return (
    <SimpleLayout appName={t('app.name')}>
      <LoginForm
        onSubmit={handleSubmit}
        error={error}
        // Registering from a client's page joins that client (spec §2: register, linked from login).
        registerHref={registerPath(returnTo && clientKeyFromPath(returnTo.split(/[?#]/)[0] ?? ''))}
        onNavigate={navigate}
      />
    </SimpleLayout>
  );
}
