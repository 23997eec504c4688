import type { AppSeed } from './appSeed.types';

/**
 * The demo environment the embedded quick start begins with: one Polish client keyed `demo`.
 * @public
 */
export const demoApp: AppSeed = {
  client: {
    key: 'demo',
    name: 'Demo',
    domains: [],
    enabledFeatures: {},
    settings: {
      defaultCountry: 'PL',
      defaultLocale: 'pl',
      maxImportRecordCount: 1000,
      notifyAboutNewRegistrations: false,
    },
  },
};
