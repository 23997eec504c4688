import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

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
  mark: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalXXS,
    width: '32px',
    height: '32px',
  },
  tile: {
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandBackground,
  },
  tileLight: {
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandStroke2,
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
        <div className={styles.mark} aria-hidden="true">
          <span className={styles.tile} />
          <span className={styles.tileLight} />
          <span className={styles.tileLight} />
          <span className={styles.tile} />
        </div>
        <Text as="p" size={700} weight="semibold" className={styles.name}>
          {appName}
        </Text>
      </div>
      <Card className={styles.card}>{children}</Card>
    </div>
  );
}
