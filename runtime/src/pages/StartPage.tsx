import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { ClientGate } from '../client/ClientGate';
import { RequireUser } from '../routing/RequireUser';
import { RuntimeShell } from '../shell/RuntimeShell';

const useStyles = makeStyles({
  greeting: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '720px',
  },
  title: { margin: 0 },
  message: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * startingPage `/{clientKey}/start` (spec §2). No starting views are configurable yet, so it shows
 * the greeting title and message the spec gives for that case.
 */
export function StartPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { clientKey = '' } = useParams<{ clientKey: string }>();

  return (
    <RequireUser>
      {(user) => (
        <ClientGate clientKey={clientKey} user={user}>
          {(client) => {
            const name = user.personalDetails.name?.trim();
            return (
              <RuntimeShell user={user} clientKey={clientKey}>
                <section className={styles.greeting}>
                  <Text as="h1" size={800} weight="semibold" className={styles.title}>
                    {name ? t('start.greeting', { name }) : t('start.greetingWithoutName')}
                  </Text>
                  <Text as="p" size={400} className={styles.message}>
                    {t('start.message', { clientName: client.name })}
                  </Text>
                </section>
              </RuntimeShell>
            );
          }}
        </ClientGate>
      )}
    </RequireUser>
  );
}
