import { makeStyles, tokens } from '@fluentui/react-components';
import type { ViewCell } from '@tessera/client';
import { useTranslation } from 'react-i18next';
import { formatViewCell } from './formatViewCell';

const useStyles = makeStyles({
  // A repeating group's presented value is one line per row.
  value: { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  empty: { color: tokens.colorNeutralForeground4 },
});

/**
 * A cell's text in the reader's language; an empty cell is a muted dash (read out as "none"),
 * or — as a row's link — the word "open".
 */
export function ViewCellText({
  value,
  openLabel = false,
}: {
  value: ViewCell;
  openLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const text = formatViewCell(value, i18n.language, { yes: t('views.yes'), no: t('views.no') });
  if (text !== null) return <span className={styles.value}>{text}</span>;
  if (openLabel) return <span>{t('views.open')}</span>;
  return (
    <span className={styles.empty} role="img" aria-label={t('views.noValue')}>
      —
    </span>
  );
}
