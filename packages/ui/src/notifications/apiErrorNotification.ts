import type { ApiErrorKind } from '@tessera/client';
import type { Notification } from './notificationCenter';

/**
 * The notification for an API failure (spec §8 error catalogue); `null` for 401, which logs out
 * without a notification of its own.
 * @public
 */
export function apiErrorNotification(kind: ApiErrorKind): Notification | null {
  switch (kind) {
    case 'unauthorized':
      return null;
    case 'forbidden':
      return { intent: 'error', title: 'notifications.api_errors.forbidden' };
    case 'invalidForm':
      return { intent: 'error', title: 'notifications.api_errors.invalidForm' };
    case 'tooManyRequests':
      return { intent: 'warning', title: 'notifications.api_errors.tooManyRequests' };
    case 'serverBusy':
      return { intent: 'warning', title: 'notifications.api_errors.serverBusy' };
    case 'serverError':
      return { intent: 'error', title: 'notifications.api_errors.serverError' };
    case 'network':
      return {
        intent: 'error',
        title: 'notifications.api_errors.network.title',
        message: 'notifications.api_errors.network.message',
      };
    case 'timeout':
      return { intent: 'error', title: 'notifications.api_errors.timeout' };
    case 'unknown':
      return { intent: 'error', title: 'notifications.unknownError' };
  }
}
