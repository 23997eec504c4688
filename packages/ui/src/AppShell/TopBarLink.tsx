import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from '../AppLink/AppLink';

/** @public */
export interface TopBarLinkProps {
  href: string;
  /** Client-side navigation; leave out for links into the other app (full page load). */
  onNavigate?: (href: string) => void;
  children?: ReactNode;
}

const useStyles = makeStyles({
  link: {
    color: tokens.colorNeutralForegroundOnBrand,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
      textDecorationLine: 'none',
    },
    ':hover:active': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
});

/**
 * A link for the `AppShell` top bar (e.g. the Settings entry for admins).
 * @public
 */
export function TopBarLink({ href, onNavigate, children }: TopBarLinkProps) {
  return (
    <AppLink className={useStyles().link} href={href} onNavigate={onNavigate}>
      {children}
    </AppLink>
  );
}
