import { Hamburger, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink/AppLink';
import { BrandMark } from '../BrandMark/BrandMark';
import { LoadingOverlay } from './LoadingOverlay';
import {
  persistentMenuMinWidthPx,
  type ShellDrawer,
  ShellDrawerContext,
  type SideMenuMode,
} from './shellDrawer';
import { type ShellUser, UserMenu } from './UserMenu';
import { phoneScreenQuery, useMediaQuery } from './useMediaQuery';
import { useTopBarButtonStyles } from './useTopBarButtonStyles';

/** @public */
export interface AppShellProps {
  appName: string;
  /** The main page (spec: the app name links to main). */
  homeHref: string;
  onNavigate?: (href: string) => void;
  /** Without a user the top bar shows no user menu. */
  user?: ShellUser | null;
  onLogout?: () => void;
  /** Adds "change password" to the user menu. */
  onChangePassword?: () => void;
  /** Client search and switching, beside the app name (super admins). */
  clientSwitcher?: ReactNode;
  /** The add-action menu. */
  addAction?: ReactNode;
  /** The offline indicator. */
  offlineIndicator?: ReactNode;
  /** The version selector (admins, when permitted). */
  versionSelector?: ReactNode;
  /** Extra top-bar entries, before the user menu. */
  actions?: ReactNode;
  /** The side menu (`SideMenu`); without it there is no hamburger. */
  sideMenu?: ReactNode;
  /**
   * Simple hides the interface (spec 000 §2: a simple layout hides the top bar and side menu).
   * @default 'advanced'
   */
  layout?: 'simple' | 'advanced';
  /** Shows the full-page loading overlay. */
  loading?: boolean;
  children?: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  simple: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  topBar: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    gap: tokens.spacingHorizontalS,
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
    // Above the docked menu's edge, below overlays.
    zIndex: 1,
    [`@media ${phoneScreenQuery}`]: {
      gap: tokens.spacingHorizontalXS,
      padding: `0 ${tokens.spacingHorizontalS}`,
    },
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  appName: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, textDecorationLine: 'none' },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand },
  },
  spacer: { flexGrow: 1 },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  body: {
    display: 'flex',
    flexGrow: 1,
    minHeight: 0,
    position: 'relative',
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    [`@media ${phoneScreenQuery}`]: {
      padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    },
  },
});

/**
 * The application shell (spec 000 §2): a top bar — app name linking to main, client switcher,
 * add-action menu, offline indicator, version selector, user menu — a side menu, docked on wide
 * screens and an overlay behind the hamburger on small ones, and the main area. A simple layout
 * hides all of it and shows the page alone.
 * @public
 */
export function AppShell({
  appName,
  homeHref,
  onNavigate,
  user,
  onLogout,
  onChangePassword,
  clientSwitcher,
  addAction,
  offlineIndicator,
  versionSelector,
  actions,
  sideMenu,
  layout = 'advanced',
  loading = false,
  children,
}: AppShellProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const topBar = useTopBarButtonStyles();
  const wide = useMediaQuery(`(min-width: ${persistentMenuMinWidthPx}px)`);
  const mode: SideMenuMode = wide ? 'persistent' : 'temporary';
  // Docked: open until the user folds it. Overlay: closed until the hamburger opens it.
  const [dockedOpen, setDockedOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const open = mode === 'persistent' ? dockedOpen : overlayOpen;
  const drawer = useMemo<ShellDrawer>(
    () => ({
      mode,
      open,
      setOpen: mode === 'persistent' ? setDockedOpen : setOverlayOpen,
    }),
    [mode, open],
  );

  if (layout === 'simple') {
    return (
      <div className={styles.simple}>
        {children}
        {loading && <LoadingOverlay />}
      </div>
    );
  }

  return (
    <ShellDrawerContext.Provider value={drawer}>
      <div className={styles.root}>
        <header className={styles.topBar}>
          <div className={styles.brand}>
            {sideMenu && (
              <Hamburger
                className={topBar.button}
                appearance="transparent"
                aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
                aria-expanded={open}
                onClick={() => drawer.setOpen(!open)}
              />
            )}
            <AppLink className={styles.appName} href={homeHref} onNavigate={onNavigate}>
              <BrandMark placement="bar" />
              {appName}
            </AppLink>
            {clientSwitcher}
          </div>
          <div className={styles.spacer} />
          <div className={styles.actions}>
            {addAction}
            {offlineIndicator}
            {versionSelector}
            {actions}
            {user && onLogout && (
              <UserMenu user={user} onLogout={onLogout} onChangePassword={onChangePassword} />
            )}
          </div>
        </header>
        <div className={styles.body}>
          {sideMenu}
          <main className={styles.main}>{children}</main>
        </div>
        {loading && <LoadingOverlay />}
      </div>
    </ShellDrawerContext.Provider>
  );
}
