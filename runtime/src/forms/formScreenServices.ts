import { type HttpAdapter, isApiError, type SessionStore } from '@tessera/client';
import { createApiErrorHandler, type NotificationCenter, type SnackbarCenter } from '@tessera/ui';
import type { NavigationTrail } from './navigationTrail';

/** What a form screen talks to besides the router. */
export interface FormScreenServices {
  readonly adapter: HttpAdapter;
  readonly notifications: Pick<NotificationCenter, 'notify'>;
  readonly snackbars: Pick<SnackbarCenter, 'show' | 'dismiss'>;
  /**
   * The app's usual handling of a failed call the screen does not handle itself (its calls skip
   * the adapter's own): 401 logs out, 403 'no permission', network, server errors.
   */
  readonly reportError: (error: unknown) => void;
  /** Where "the previous route" is. */
  readonly trail: NavigationTrail;
}

/** The form screens' services, from the app's. */
export function createFormScreenServices({
  adapter,
  session,
  notifications,
  snackbars,
  trail,
}: {
  readonly adapter: HttpAdapter;
  readonly session: SessionStore;
  readonly notifications: NotificationCenter;
  readonly snackbars: SnackbarCenter;
  readonly trail: NavigationTrail;
}): FormScreenServices {
  const handleApiError = createApiErrorHandler({ session, notifications });
  return {
    adapter,
    notifications,
    snackbars,
    trail,
    reportError(error) {
      if (isApiError(error)) handleApiError(error);
      else notifications.notify({ intent: 'error', title: 'notifications.unknownError' });
    },
  };
}
