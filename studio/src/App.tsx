import { NotificationToaster, TesseraProvider, UnsavedChangesProvider } from '@tessera/ui';
import { StudioRoutes } from './routes';
import { i18n, notifications, unsavedChanges } from './services';

export function App() {
  return (
    <TesseraProvider i18n={i18n}>
      <NotificationToaster center={notifications} />
      <UnsavedChangesProvider registry={unsavedChanges}>
        <StudioRoutes />
      </UnsavedChangesProvider>
    </TesseraProvider>
  );
}
