import type { MouseEvent } from 'react';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { isPlainClick } from './isPlainClick';

/**
 * The click handler of a link to `href`: a plain click goes there in the app (asking about
 * unsaved changes), a click with a modifier stays the browser's (a new tab...).
 */
export function useLinkNavigation(): (href: string) => (event: MouseEvent) => void {
  const navigate = useStudioNavigate();
  return (href) => (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
}
