import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from '../AppLink/AppLink';
import { type ShellUser, UserMenu } from './UserMenu';

/** @public */
export interface AppShellProps {
  appName: string;
  /** The main page (spec: the app name links to main). */
  homeHref: string;
  onNavigate?: (href: string) => void;
  /** Without a user the top bar shows no user menu. */
  user?: ShellUser | null;
  onLogout?: () => void;
  /** Extra top-bar entries, before the user menu. */
  actions?: ReactNode;
  children?: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  topBar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
  },
  appName: {
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand },
  },
  spacer: { flexGrow: 1 },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  main: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
  },
});

/**
 * The application shell (spec §2): a top bar with the app name (a link to main) and the user menu,
 * and the main area. The side menu arrives with configured menu entries.
 * @public
 */
export function AppShell({
  appName,
  homeHref,
  onNavigate,
  user,
  onLogout,
  actions,
  children,
}: AppShellProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.topBar}>
        <AppLink className={styles.appName} href={homeHref} onNavigate={onNavigate}>
          {appName}
        </AppLink>
        <div className={styles.spacer} />
        <nav className={styles.actions}>
          {actions}
          {user && onLogout && <UserMenu user={user} onLogout={onLogout} />}
        </nav>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
