import type { Notification } from '../notifications/notificationCenter';

/**
 * Session-storage key of notifications to show after the next page load (a redirect into the
 * other app, which loads the page).
 * @internal
 */
export const pendingNotificationsKey = '_pendingNotifications';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: SessionStorageLike): Notification[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(pendingNotificationsKey) ?? '[]');
    return Array.isArray(value) ? (value as Notification[]) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps a notification for the page the app is about to load (e.g. the runtime's main page after
 * the studio sent a non-admin away): `takePendingNotifications` there shows it.
 * @public
 */
export function deferNotification(
  notification: Notification,
  storage: SessionStorageLike = window.sessionStorage,
): void {
  try {
    storage.setItem(pendingNotificationsKey, JSON.stringify([...read(storage), notification]));
  } catch {
    // Storage disabled: the notification is lost, the redirect still happens.
  }
}

/**
 * The notifications deferred for this page load, removed from storage.
 * @public
 */
export function takePendingNotifications(
  storage: SessionStorageLike = window.sessionStorage,
): Notification[] {
  const pending = read(storage);
  try {
    storage.removeItem(pendingNotificationsKey);
  } catch {
    // Nothing to clean up when storage is disabled.
  }
  return pending.filter(
    (item) => typeof item === 'object' && item !== null && typeof item.title === 'string',
  );
}
