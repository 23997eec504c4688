import { Button } from '@fluentui/react-components';
import { loginPath, signOut, startPath } from '@tessera/client';
import { PageAlert, SimpleLayout } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { RequireUser } from '../routing/RequireUser';
import { adapter, session } from '../services';

/** An account not assigned to any client has no main page: say so, and offer to log out. */
function NoClient() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <SimpleLayout appName={t('app.name')}>
      <PageAlert
        intent="warning"
        title={t('session.noClient')}
        action={
          <Button
            onClick={() =>
              signOut(adapter, session, {
                onSignedOut: () => navigate(loginPath(), { replace: true }),
              })
            }
          >
            {t('shell.logout')}
          </Button>
        }
      />
    </SimpleLayout>
  );
}

/** appMain `/` (spec §2): the logged-in user's client, otherwise login. */
export function HomePage() {
  return (
    <RequireUser>
      {(user) =>
        user.defaultClient ? (
          <Redirect to={startPath(user.defaultClient.key)} replace />
        ) : (
          <NoClient />
        )
      }
    </RequireUser>
  );
}
