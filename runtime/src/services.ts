import { createAppServices, createGuardedLocation } from '@tessera/ui';
import { navigate } from 'wouter/use-browser-location';
import { createNavigationTrail } from './forms/navigationTrail';

import { createRuntimeNavigationGuard } from './routing/createRuntimeNavigationGuard';

// The runtime's composition root: one instance of each service for the whole app.
export const services = createAppServices();
export const { i18n, session, notifications, snackbars, adapter, versions, unsavedChanges } =
  services;

/** The pages shown so far: where a form returns to after a save (spec 002 §4 "previous route"). */
export const navigationTrail = createNavigationTrail();

/** Every navigation of the app passes the route guard (spec 000 §4): `<Router hook>`. */
export const guardedLocation = createGuardedLocation(
  createRuntimeNavigationGuard({
    session,
    unsavedChanges,
    notifications,
    assign: (path) => window.location.assign(path),
    navigate,
  }),
);
