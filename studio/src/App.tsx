import { NotificationToaster, TesseraProvider } from '@tessera/ui';
import { StudioRoutes } from './routes';
import { i18n, notifications } from './services';

export function App() {
  return (
    <TesseraProvider i18n={i18n}>
      <NotificationToaster center={notifications} />
      <StudioRoutes />
    </TesseraProvider>
  );
}
