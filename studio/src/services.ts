import { createAppServices } from '@tessera/ui';

// The studio's composition root: one instance of each service for the whole app.
export const services = createAppServices();
export const { i18n, session, notifications, adapter, versions } = services;
