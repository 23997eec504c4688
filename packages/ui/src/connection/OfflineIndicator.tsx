import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { WifiOffRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ConnectionStore } from './connectionStore';
import { useConnectionStatus } from './useConnectionStatus';

/** @public */
export interface OfflineIndicatorProps {
  /** @default the browser's connection */
  store?: ConnectionStore;
}

const useStyles = makeStyles({
  badge: {
    flexShrink: 0,
    gap: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/**
 * The top bar's offline indicator (spec §2): an icon and a short label, shown only while the
 * connection is lost. Yellow on the brand-coloured bar, with dark text, so it reads in either theme.
 * @public
 */
export function OfflineIndicator({ store }: OfflineIndicatorProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const status = useConnectionStatus(store);
  if (status === 'online') return null;
  return (
    <Badge
      className={styles.badge}
      role="status"
      aria-label={t('connection.indicatorLabel')}
      appearance="filled"
      color="warning"
      shape="rounded"
      size="large"
      icon={<WifiOffRegular />}
    >
      {t('connection.indicator')}
    </Badge>
  );
}
