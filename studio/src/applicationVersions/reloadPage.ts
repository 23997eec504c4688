import { deferNotification } from '@tessera/ui';

/**
 * Loads the page again after the versions changed — the version being edited, the version
 * selector, the menu and the list all follow the versions, and the spec reloads the page when
 * the version changes (spec 000 §4) — with a success message shown once it has loaded, if asked.
 */
export function reloadPage({ notifySuccess = false }: { notifySuccess?: boolean } = {}): void {
  if (notifySuccess) deferNotification({ intent: 'success', title: 'notifications.success' });
  window.location.reload();
}
