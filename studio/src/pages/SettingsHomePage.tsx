import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStudioPage } from '../shell/StudioPageContext';
import { AvailableScreens } from './AvailableScreens';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
  },
  client: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
  },
  title: { margin: 0 },
  label: { color: tokens.colorNeutralForeground3 },
});

/** The settings home: the current client, and the screens this version of the studio has. */
export function SettingsHomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { client } = useStudioPage();
  return (
    <section className={styles.page}>
      <Text as="h1" size={800} weight="semibold" className={styles.title}>
        {t('settings.title')}
      </Text>
      <Card className={styles.client}>
        <Text size={200} className={styles.label}>
          {t('settings.currentClient')}
        </Text>
        <Text size={500} weight="semibold">
          {client.name}
        </Text>
        <Text className={styles.label}>{t('settings.clientKey', { key: client.key })}</Text>
      </Card>
      <AvailableScreens />
    </section>
  );
}
