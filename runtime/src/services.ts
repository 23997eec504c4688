import { createAppServices } from '@tessera/ui';

// The runtime's composition root: one instance of each service for the whole app.
export const { i18n, session, notifications, adapter } = createAppServices();
