import {
  clientKeyFromPath,
  createFetchAdapter,
  createSessionStore,
  type HttpAdapter,
  type SessionStore,
  sessionStorageKeys,
} from '@tessera/client';
import { createI18n } from '@tessera/i18n';
import type { i18n as I18n } from 'i18next';
import { createApiErrorHandler } from '../notifications/createApiErrorHandler';
import {
  createNotificationCenter,
  type NotificationCenter,
} from '../notifications/notificationCenter';

/** The services an app composes once: language, session, notifications and the HTTP adapter. @public */
export interface AppServices {
  readonly i18n: I18n;
  readonly session: SessionStore;
  readonly notifications: NotificationCenter;
  readonly adapter: HttpAdapter;
}

/**
 * Creates an app's services in the browser. Both apps keep the session under the same storage
 * keys and are served from one origin, so logging in to one logs in to both; a login or logout
 * in another tab (or the other app) applies here too.
 * @public
 */
export function createAppServices(): AppServices {
  const i18n = createI18n();
  const session = createSessionStore({ storage: window.localStorage });
  const notifications = createNotificationCenter();
  const adapter = createFetchAdapter({
    getToken: () => session.getState().token,
    getClientKey: () => clientKeyFromPath(window.location.pathname),
    onError: createApiErrorHandler({ session, notifications }),
  });
  const sessionKeys: (string | null)[] = [
    null,
    sessionStorageKeys.token,
    sessionStorageKeys.userData,
  ];
  window.addEventListener('storage', (event) => {
    if (sessionKeys.includes(event.key)) session.reload();
  });
  return { i18n, session, notifications, adapter };
}
