import {
  clientKeyFromPath,
  createFetchAdapter,
  createSessionStore,
  sessionStorageKeys,
} from '@tessera/client';
import { createI18n } from '@tessera/i18n';
import { createApiErrorHandler, createNotificationCenter } from '@tessera/ui';

// The runtime's composition root: one instance of each service for the whole app.

export const i18n = createI18n();

export const session = createSessionStore({ storage: window.localStorage });

export const notifications = createNotificationCenter();

export const adapter = createFetchAdapter({
  getToken: () => session.getState().token,
  getClientKey: () => clientKeyFromPath(window.location.pathname),
  onError: createApiErrorHandler({ session, notifications }),
});

// A login or logout in another tab (or in the studio) applies here too.
window.addEventListener('storage', (event) => {
  const keys: (string | null)[] = [null, sessionStorageKeys.token, sessionStorageKeys.userData];
  if (keys.includes(event.key)) session.reload();
});
