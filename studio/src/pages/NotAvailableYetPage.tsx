import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { SettingsEntryKey } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { AvailableScreens } from './AvailableScreens';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
  },
  title: { margin: 0 },
});

/**
 * A settings screen the spec names but this version of the studio does not have yet: its entry
 * stays in the menu, and the page says so plainly instead of pretending. `title` names a part
 * of an entry's screens (a provider's record import) instead of the entry.
 */
export function NotAvailableYetPage({ entry, title }: { entry: SettingsEntryKey; title?: string }) {
  const { t } = useTranslation();
  const { t: ts } = useStudioTranslation();
  const styles = useStyles();
  const screen = title ?? t(`sideMenu.${entry}`);
  return (
    <section className={styles.page}>
      <Text as="h1" size={800} weight="semibold" className={styles.title}>
        {screen}
      </Text>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{ts('shell.notAvailable.heading')}</MessageBarTitle>
          {ts('shell.notAvailable.message', { screen })}
        </MessageBarBody>
      </MessageBar>
      <AvailableScreens />
    </section>
  );
}
