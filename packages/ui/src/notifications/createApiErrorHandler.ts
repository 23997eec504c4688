import { type ApiError, classifyApiError, type SessionStore } from '@tessera/client';
import { apiErrorNotification } from './apiErrorNotification';
import type { NotificationCenter } from './notificationCenter';

/** @public */
export interface ApiErrorHandlerOptions {
  session: SessionStore;
  notifications: NotificationCenter;
}

/**
 * The adapter's `onError` for an app (spec §8): a 401 logs out locally without a server call
 * (the route guards then send the user to login); every other failure raises its notification.
 * @public
 */
export function createApiErrorHandler({
  session,
  notifications,
}: ApiErrorHandlerOptions): (error: ApiError) => void {
  return (error) => {
    const kind = classifyApiError(error);
    if (kind === 'unauthorized') {
      session.clear();
      return;
    }
    const notification = apiErrorNotification(kind);
    if (notification) notifications.notify(notification);
  };
}
