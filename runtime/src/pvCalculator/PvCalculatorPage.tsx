import { Card, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { useDocumentTitle } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { PvCalculator, type PvCalculatorProps } from './PvCalculator';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXL,
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 55%)`,
    '@media (max-width: 480px)': {
      padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}`,
      gap: tokens.spacingVerticalL,
    },
  },
  header: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    maxWidth: '640px',
    textAlign: 'center',
  },
  appName: {
    ...typographyStyles.subtitle2,
    margin: 0,
    color: tokens.colorBrandForeground1,
  },
  title: {
    ...typographyStyles.title1,
    margin: 0,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 480px)': typographyStyles.title2,
  },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  card: {
    width: '100%',
    maxWidth: '880px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    boxShadow: tokens.shadow16,
    '@media (max-width: 480px)': {
      padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    },
  },
});

/**
 * pv_calculator `/pv-calculator` (spec 000 §2, 002 §2): the public calculator for anonymous
 * visitors, in the simple layout — no top bar, no menu, whoever is logged in.
 */
export function PvCalculatorPage(props: PvCalculatorProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  useDocumentTitle(`${t('pvCalculator.title')} – ${t('app.name')}`);

  return (
    <main className={styles.root}>
      <header className={styles.header}>
        <Text as="p" align="center" className={styles.appName}>
          {t('app.name')}
        </Text>
        <h1 className={styles.title}>{t('pvCalculator.title')}</h1>
        <Text as="p" align="center" className={styles.subtitle}>
          {t('pvCalculator.subtitle')}
        </Text>
      </header>
      <Card className={styles.card}>
        <PvCalculator {...props} />
      </Card>
    </main>
  );
}
