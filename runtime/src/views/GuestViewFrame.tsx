import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { phoneScreenQuery } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
    [`@media ${phoneScreenQuery}`]: { padding: `0 ${tokens.spacingHorizontalM}` },
  },
  main: {
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    [`@media ${phoneScreenQuery}`]: {
      padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    },
  },
});

/**
 * Around a public view for a visitor without login (spec 000 §6: public views are reachable
 * without login): the app's name in a bar like the shell's, without its menus.
 */
export function GuestViewFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <Text size={400} weight="semibold">
          {t('app.name')}
        </Text>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
