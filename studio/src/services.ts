import { addNamespaceMessages } from '@tessera/i18n';
import { createApiErrorHandler, createAppServices, createGuardedLocation } from '@tessera/ui';
import { STUDIO_NAMESPACE, studioMessages } from './i18n/studioMessages';

// The studio's composition root: one instance of each service for the whole app.
export const services = createAppServices();
export const { i18n, session, notifications, adapter, versions, unsavedChanges } = services;

addNamespaceMessages(i18n, STUDIO_NAMESPACE, studioMessages);

/**
 * The adapter's own reaction to a failed call (a 401 logs out, others notify), for calls made
 * with `skipErrorNotification` whose failure the screen handles only in part.
 */
export const reportApiError = createApiErrorHandler({ session, notifications });

/**
 * The studio's location (`<Router hook>`): its own navigation confirms unsaved changes where it
 * starts (`useStudioNavigate`); the browser's back and forward buttons are confirmed here, the
 * page staying put until the designer decides (spec 000 §4).
 */
export const guardedLocation = createGuardedLocation({
  beforeNavigate: () => true,
  needsConfirmation: () => unsavedChanges.hasUnsavedChanges(),
  confirmLeave: () => unsavedChanges.confirmLeave(),
});
