export type {
  AppSeed,
  ClientSeed,
  ClientSettingsSeed,
  DefinitionSeed,
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
