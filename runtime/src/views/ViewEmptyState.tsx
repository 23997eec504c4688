import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { TableRegular, TaskListSquareLtrRegular } from '@fluentui/react-icons';
import type { ViewType } from '@tessera/engine';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground2 },
  title: { margin: 0 },
  message: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '420px' },
});

/** A view without rows: an inbox says there is nothing to do, a table that there is nothing yet. */
export function ViewEmptyState({ type }: { type: ViewType }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const inbox = type === 'processes_inbox';
  const Icon = inbox ? TaskListSquareLtrRegular : TableRegular;
  return (
    <div className={styles.root} role="status">
      <Icon className={styles.icon} aria-hidden />
      <Text as="h2" size={500} weight="semibold" className={styles.title}>
        {inbox ? t('views.emptyInboxTitle') : t('views.emptyTitle')}
      </Text>
      <Text as="p" className={styles.message}>
        {inbox ? t('views.emptyInboxMessage') : t('views.emptyMessage')}
      </Text>
    </div>
  );
}
