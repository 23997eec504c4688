import {
  applicationVersionHeader,
  clientKeyFromPath,
  createFetchAdapter,
  createSessionStore,
  createVersionSelectionStore,
  type HttpAdapter,
  isAdmin,
  type SessionStore,
  sessionStorageKeys,
  type VersionSelectionStore,
} from '@tessera/client';
import { createI18n } from '@tessera/i18n';
import type { i18n as I18n } from 'i18next';
import { createApiErrorHandler } from '../notifications/createApiErrorHandler';
import {
  createNotificationCenter,
  type NotificationCenter,
} from '../notifications/notificationCenter';
import { createSnackbarCenter, type SnackbarCenter } from '../snackbars/snackbarCenter';
import { withSlowCallNotices } from '../snackbars/withSlowCallNotices';
import {
  createUnsavedChangesRegistry,
  type UnsavedChangesRegistry,
} from '../unsavedChanges/createUnsavedChangesRegistry';
import { takePendingNotifications } from './pendingNotifications';

/** The services an app composes once: language, session, notifications and the HTTP adapter. @public */
export interface AppServices {
  readonly i18n: I18n;
  readonly session: SessionStore;
  readonly notifications: NotificationCenter;
  /** Snackbars: connection messages, operations with undo, slow calls (spec 000 §4). */
  readonly snackbars: SnackbarCenter;
  readonly adapter: HttpAdapter;
  /** The application version selection (spec 000 §4), in session storage. */
  readonly versions: VersionSelectionStore;
  /** Forms with unsaved changes (spec 000 §4). */
  readonly unsavedChanges: UnsavedChangesRegistry;
}

/**
 * Creates an app's services in the browser. Both apps keep the session under the same storage
 * keys and are served from one origin, so logging in to one logs in to both; a login or logout
 * in another tab (or the other app) applies here too. Requests carry the version the user works
 * in (an admin's selection, else the configuration's), and notifications deferred by the page
 * that sent the browser here are shown.
 * @public
 */
export function createAppServices(): AppServices {
  const i18n = createI18n();
  const session = createSessionStore({ storage: window.localStorage });
  const versions = createVersionSelectionStore({ storage: window.sessionStorage });
  const notifications = createNotificationCenter();
  const snackbars = createSnackbarCenter();
  const fetchAdapter = createFetchAdapter({
    getToken: () => session.getState().token,
    getClientKey: () => clientKeyFromPath(window.location.pathname),
    getApplicationVersionId: () => {
      const { user } = session.getState();
      return applicationVersionHeader(versions.getState(), user !== null && isAdmin(user));
    },
    onError: createApiErrorHandler({ session, notifications }),
  });
  const adapter = withSlowCallNotices(fetchAdapter, snackbars);
  const sessionKeys: (string | null)[] = [
    null,
    sessionStorageKeys.token,
    sessionStorageKeys.userData,
  ];
  window.addEventListener('storage', (event) => {
    if (sessionKeys.includes(event.key)) session.reload();
  });
  for (const notification of takePendingNotifications()) notifications.notify(notification);
  return {
    i18n,
    session,
    notifications,
    snackbars,
    adapter,
    versions,
    unsavedChanges: createUnsavedChangesRegistry(),
  };
}
