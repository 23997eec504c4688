export type {
  ApplicationLayoutSeed,
  AppSeed,
  ClientSeed,
  ClientSettingsSeed,
  DefinitionSeed,
  MenuEntrySeed,
  RecordSeed,
  RoleSeed,
  UserSeed,
} from './appSeed.types';
export { demoApp } from './demoApp';
export {
  pvSalesDefinitions,
  pvSalesIds,
  pvSalesRecords,
  pvSalesRoles,
  pvSalesUsers,
} from './pvSalesApp';
export { pvSalesViewIds } from './pvSalesViews';
