import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from '../AppLink/AppLink';
import { useTopBarButtonStyles } from './useTopBarButtonStyles';

/** @public */
export interface TopBarLinkProps {
  href: string;
  /** Client-side navigation; leave out for links into the other app (full page load). */
  onNavigate?: (href: string) => void;
  children?: ReactNode;
}

const useStyles = makeStyles({
  link: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { textDecorationLine: 'none' },
  },
});

/**
 * A link for the `AppShell` top bar (e.g. the Settings entry for admins).
 * @public
 */
export function TopBarLink({ href, onNavigate, children }: TopBarLinkProps) {
  const styles = useStyles();
  const topBar = useTopBarButtonStyles();
  return (
    <AppLink
      className={mergeClasses(topBar.button, styles.link)}
      href={href}
      onNavigate={onNavigate}
    >
      {children}
    </AppLink>
  );
}
