import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';

/** @public */
export interface AppLinkProps {
  href: string;
  /**
   * Client-side navigation (e.g. wouter's `navigate`). Without it the link loads the page, which is
   * what links into the other app (runtime ↔ studio) need.
   */
  onNavigate?: (href: string) => void;
  className?: string;
  /** Fluent's subtle appearance (no brand colour). */
  appearance?: 'default' | 'subtle';
  children?: ReactNode;
}

function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A Fluent link that navigates inside the app on a plain click and keeps the browser's
 * behaviour (new tab, copy address) otherwise.
 * @public
 */
export function AppLink({ href, onNavigate, className, appearance, children }: AppLinkProps) {
  return (
    <Link
      href={href}
      className={className}
      appearance={appearance}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </Link>
  );
}
