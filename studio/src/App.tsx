import { NotificationToaster, TesseraProvider, UnsavedChangesProvider } from '@tessera/ui';
import { Router } from 'wouter';
import { StudioRoutes } from './routes';
import { guardedLocation, i18n, notifications, unsavedChanges } from './services';

export function App() {
  return (
    <TesseraProvider i18n={i18n}>
      <NotificationToaster center={notifications} />
      <UnsavedChangesProvider registry={unsavedChanges}>
        <Router hook={guardedLocation.hook}>
          <StudioRoutes />
        </Router>
      </UnsavedChangesProvider>
    </TesseraProvider>
  );
}
