import { createListeners } from '@tessera/client';
import type { MessageKey } from '@tessera/i18n';

/**
 * How long a notification stays (spec §9: notification duration 5000 ms).
 * @public
 */
export const notificationDurationMs = 5000;

/**
 * A notification as a value: message keys, translated when shown.
 * @public
 */
export interface Notification {
  intent: 'success' | 'error' | 'warning' | 'info';
  title: MessageKey;
  message?: MessageKey;
  /** @default 5000 */
  timeoutMs?: number;
}

/**
 * Lets code outside React (the HTTP adapter's error handler) raise notifications that a mounted
 * `NotificationToaster` shows.
 * @public
 */
export interface NotificationCenter {
  notify(notification: Notification): void;
  subscribe(listener: (notification: Notification) => void): () => void;
}

/**
 * Creates a notification center. Notifications raised before any toaster subscribed are kept and
 * delivered to the first subscriber, so a failure during start-up is not lost.
 * @public
 */
export function createNotificationCenter(): NotificationCenter {
  const listeners = createListeners<Notification>();
  let pending: Notification[] = [];
  return {
    notify(notification) {
      if (listeners.size === 0) {
        pending.push(notification);
        return;
      }
      listeners.notify(notification);
    },
    subscribe(listener) {
      const unsubscribe = listeners.subscribe(listener);
      const queued = pending;
      pending = [];
      for (const notification of queued) listener(notification);
      return unsubscribe;
    },
  };
}
