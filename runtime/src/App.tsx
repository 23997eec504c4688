import {
  ConnectionWatcher,
  NotificationToaster,
  SnackbarHost,
  TesseraProvider,
  UnsavedChangesProvider,
} from '@tessera/ui';
import { Router } from 'wouter';
import { NavigationTrailRecorder } from './forms/NavigationTrailRecorder';
import { RuntimeRoutes } from './routes';
import { RouteGuard } from './routing/RouteGuard';
import {
  guardedLocation,
  i18n,
  navigationTrail,
  notifications,
  snackbars,
  unsavedChanges,
} from './services';
import { RuntimeFrame } from './shell/RuntimeFrame';

export function App() {
  return (
    <TesseraProvider i18n={i18n}>
      <NotificationToaster center={notifications} />
      <SnackbarHost center={snackbars} />
      {/* Connection loss and recovery show as snackbars (spec 000 §4). */}
      <ConnectionWatcher snackbars={snackbars} />
      <UnsavedChangesProvider registry={unsavedChanges}>
        <Router hook={guardedLocation.hook}>
          <NavigationTrailRecorder trail={navigationTrail} />
          <RouteGuard>
            <RuntimeFrame>
              <RuntimeRoutes />
            </RuntimeFrame>
          </RouteGuard>
        </Router>
      </UnsavedChangesProvider>
    </TesseraProvider>
  );
}
