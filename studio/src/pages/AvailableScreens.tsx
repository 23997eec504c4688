import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { AppLink, buildSettingsMenu, MenuIcon } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { availableScreens } from '../navigation/studioScreens';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { useStudioPage } from '../shell/StudioPageContext';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Links to the settings screens this version has and the user may open. */
export function AvailableScreens() {
  const { t } = useTranslation();
  const { t: ts } = useStudioTranslation();
  const styles = useStyles();
  const navigate = useStudioNavigate();
  const { user, client, data } = useStudioPage();
  const entries = buildSettingsMenu({
    user,
    client,
    externalIntegrationsEnabled: data?.config?.externalIntegrationsEnabled ?? false,
  }).filter((entry) => availableScreens.includes(entry.key));
  if (entries.length === 0) return null;
  return (
    <section className={styles.root}>
      <Text weight="semibold">{ts('shell.notAvailable.available')}</Text>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.item}>
            <MenuIcon name={entry.icon} />
            <AppLink href={entry.href} onNavigate={navigate}>
              {t(`sideMenu.${entry.key}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
