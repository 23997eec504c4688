import { useEffect } from 'react';

/**
 * Sets the page title while `title` is defined (spec §2: client name followed by app name).
 * @public
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
