import { Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import type { ClientInfo, CurrentUser } from '@tessera/client';
import { viewPath } from '@tessera/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ClientGate } from '../client/ClientGate';
import { useClientContext } from '../client/clientContext';
import { firstStartingView } from '../client/firstStartingView';
import { RequireUser } from '../routing/RequireUser';

const useStyles = makeStyles({
  greeting: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '720px',
  },
  title: { margin: 0 },
  message: { margin: 0, color: tokens.colorNeutralForeground2 },
  redirecting: { maxWidth: '480px', paddingTop: tokens.spacingVerticalXXL },
});

/** The welcome page: the greeting title and message (spec 000 §2, no starting view configured). */
function Welcome({ user, client }: { user: CurrentUser; client: ClientInfo }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const name = user.personalDetails.name?.trim();
  return (
    <section className={styles.greeting}>
      <Text as="h1" size={800} weight="semibold" className={styles.title}>
        {name ? t('start.greeting', { name }) : t('start.greetingWithoutName')}
      </Text>
      <Text as="p" size={400} className={styles.message}>
        {t('start.message', { clientName: client.name })}
      </Text>
    </section>
  );
}

function StartContent({ user, client }: { user: CurrentUser; client: ClientInfo }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const context = useClientContext();
  const layout = context?.data.status === 'ready' ? context.data.data.layout : null;
  const view = layout ? firstStartingView(layout, user.roleIds) : null;
  const target = view ? viewPath(client.key, view) : null;

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  // The shell's loading overlay covers the page until the layout is known.
  if (layout === null) return null;
  if (target) {
    return (
      <Field
        className={styles.redirecting}
        validationMessage={t('start.redirecting')}
        validationState="none"
      >
        <ProgressBar />
      </Field>
    );
  }
  return <Welcome user={user} client={client} />;
}

/**
 * startingPage `/{clientKey}/start` (spec 000 §2): goes at once to the first configured starting
 * view of the user's roles, with a progress bar meanwhile; with none configured, the greeting.
 */
export function StartPage() {
  return (
    <RequireUser>
      {(user) => (
        <ClientGate user={user}>
          {(client) => <StartContent user={user} client={client} />}
        </ClientGate>
      )}
    </RequireUser>
  );
}
