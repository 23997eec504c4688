import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { loginByToken, loginPath } from '@tessera/client';
import { AppLink, SimpleLayout, useDocumentTitle } from '@tessera/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { adapter, session } from '../services';
import { classifyLoginLinkError, type LoginLinkFailure } from './classifyLoginLinkError';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  title: { margin: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const failureMessages = {
  invalid: 'loginByToken.errors.invalid',
  tooManyRequests: 'loginByToken.errors.tooManyRequests',
  network: 'loginByToken.errors.network',
  unknown: 'loginByToken.errors.unknown',
} as const satisfies Record<LoginLinkFailure, string>;

/**
 * auth.loginByToken `/auth/loginByToken?token=…` (spec §2, guest, simple layout): redeems a
 * one-time login link and goes to the user's starting page. The token leaves the address bar (and
 * the history entry) before the call, so neither the call's Referer nor a later copy of the
 * address carries it; the page loads nothing from other origins. The link is redeemed once per
 * visit: React's development double effects and re-renders do not send it twice.
 */
export function LoginByTokenPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // Read once: the address loses the token right after the first render.
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  const [failure, setFailure] = useState<LoginLinkFailure | null>(token ? null : 'invalid');
  const [attempt, setAttempt] = useState(0);
  const redeemedAttempt = useRef<number | null>(null);
  useDocumentTitle(t('app.name'));

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('token')) {
      navigate(location, { replace: true });
    }
    if (token === null || redeemedAttempt.current === attempt) return;
    redeemedAttempt.current = attempt;
    // Not aborted on unmount: the server uses the link up whatever happens to this page, so the
    // session it answers with is kept.
    loginByToken(adapter, token).then(
      ({ token: sessionToken }) => {
        // Replacing a token logs out locally first (spec §4); the starting page's guard then
        // loads the user data (spec §4: token set, then user data loaded) and `/` goes on to the
        // user's starting page.
        session.setToken(sessionToken);
        navigate('/', { replace: true });
      },
      (error: unknown) => setFailure(classifyLoginLinkError(error)),
    );
  }, [token, attempt, location, navigate]);

  function retry() {
    setFailure(null);
    setAttempt((count) => count + 1);
  }

  return (
    <SimpleLayout appName={t('app.name')}>
      {failure === null ? (
        <Spinner label={t('loginByToken.signingIn')} labelPosition="below" />
      ) : (
        <section className={styles.root} role="alert">
          <Text as="h1" size={500} weight="semibold" className={styles.title}>
            {t(failureMessages[failure])}
          </Text>
          {failure === 'invalid' ? (
            <>
              <Text as="p" className={styles.hint}>
                {t('loginByToken.errors.invalidHint')}
              </Text>
              <AppLink href={loginPath()} onNavigate={navigate}>
                {t('loginByToken.goToLogin')}
              </AppLink>
            </>
          ) : (
            <Button appearance="primary" onClick={retry}>
              {t('common.retry')}
            </Button>
          )}
        </section>
      )}
    </SimpleLayout>
  );
}
