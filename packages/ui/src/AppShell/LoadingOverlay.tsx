import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
  },
  card: {
    display: 'flex',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

/**
 * The full-page loading overlay (spec 000 §2): covers the page, shell included, while it loads.
 * @public
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.overlay} role="presentation">
      <div className={styles.card}>
        <Spinner label={t('shell.loading')} labelPosition="below" />
      </div>
    </div>
  );
}
