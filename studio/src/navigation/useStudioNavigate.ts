import { isStudioPath } from '@tessera/client';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { unsavedChanges } from '../services';
import { leaveStudio } from './leaveStudio';

/**
 * Goes to an address from the studio (spec 000 §4: unsaved changes are confirmed before
 * leaving): settings addresses in the app, the runtime's with a page load.
 */
export function useStudioNavigate(): (href: string) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (href: string) => {
      void unsavedChanges.confirmLeave().then((leave) => {
        if (!leave) return;
        if (isStudioPath(href)) navigate(href);
        else leaveStudio(href);
      });
    },
    [navigate],
  );
}
