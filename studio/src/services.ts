import {
  clientKeyFromPath,
  createFetchAdapter,
  createSessionStore,
  sessionStorageKeys,
} from '@tessera/client';
import { createI18n } from '@tessera/i18n';
import { createApiErrorHandler, createNotificationCenter } from '@tessera/ui';

// The studio's composition root. The session lives under the same storage keys as the runtime's:
// both apps are served from one origin, so logging in to one logs in to both.

export const i18n = createI18n();

export const session = createSessionStore({ storage: window.localStorage });

export const notifications = createNotificationCenter();

export const adapter = createFetchAdapter({
  getToken: () => session.getState().token,
  getClientKey: () => clientKeyFromPath(window.location.pathname),
  onError: createApiErrorHandler({ session, notifications }),
});

window.addEventListener('storage', (event) => {
  const keys: (string | null)[] = [null, sessionStorageKeys.token, sessionStorageKeys.userData];
  if (keys.includes(event.key)) session.reload();
});
