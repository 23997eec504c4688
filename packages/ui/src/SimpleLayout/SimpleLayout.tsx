import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BrandMark } from '../BrandMark/BrandMark';

/** @public */
export interface SimpleLayoutProps {
  appName: string;
  children?: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 55%)`,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  name: {
    margin: 0,
    color: tokens.colorNeutralForeground1,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    boxShadow: tokens.shadow16,
  },
});

/**
 * The simple layout (spec §2) for login and other pages without the shell: the app name over a
 * centred card.
 * @public
 */
export function SimpleLayout({ appName, children }: SimpleLayoutProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.brand}>
        <BrandMark placement="page" />
        <Text as="p" size={700} weight="semibold" className={styles.name}>
          {appName}
        </Text>
      </div>
      <Card className={styles.card}>{children}</Card>
    </div>
  );
}
