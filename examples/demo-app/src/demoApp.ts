import type { AppSeed } from './appSeed.types';
import { pvSalesDefinitions, pvSalesRecords, pvSalesRoles, pvSalesUsers } from './pvSalesApp';
import { pvSalesLayout, pvSalesViews } from './pvSalesViews';

/**
 * The demo environment the embedded quick start begins with: one Polish client keyed `demo`
 * running a photovoltaic installation sales app (see `pvSalesApp.ts`).
 * @public
 */
export const demoApp: AppSeed = {
  client: {
    key: 'demo',
    name: 'Demo',
    domains: [],
    enabledFeatures: { processSettingsOptions: true, processSettingsDiagram: true },
    settings: {
      defaultCountry: 'PL',
      defaultLocale: 'pl',
      maxImportRecordCount: 1000,
      notifyAboutNewRegistrations: false,
    },
  },
  roles: pvSalesRoles,
  users: pvSalesUsers,
  definitions: [...pvSalesDefinitions, ...pvSalesViews],
  records: pvSalesRecords,
  applicationLayout: pvSalesLayout,
};
