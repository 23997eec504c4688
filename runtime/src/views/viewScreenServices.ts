import { type HttpAdapter, isApiError, type SessionStore } from '@tessera/client';
import { createApiErrorHandler, type NotificationCenter } from '@tessera/ui';

/** What the view page talks to: the HTTP adapter, and how a failed call is reported. */
export interface ViewScreenServices {
  readonly adapter: HttpAdapter;
  /** The app's handling of a failed call: a 401 logs out locally, others notify. */
  readonly reportError: (error: unknown) => void;
}

/** The view page's services, from the app's. */
export function createViewScreenServices({
  adapter,
  session,
  notifications,
}: {
  readonly adapter: HttpAdapter;
  readonly session: SessionStore;
  readonly notifications: NotificationCenter;
}): ViewScreenServices {
  const handleApiError = createApiErrorHandler({ session, notifications });
  return {
    adapter,
    reportError(error) {
      if (isApiError(error)) handleApiError(error);
      else notifications.notify({ intent: 'error', title: 'notifications.unknownError' });
    },
  };
}
