export type {
  AppSeed,
  ClientSeed,
  ClientSettingsSeed,
  DefinitionSeed,
  RoleSeed,
  UserSeed,
} from './appSeed.types';
export { demoApp } from './demoApp';
export { pvSalesDefinitions, pvSalesIds, pvSalesRoles, pvSalesUsers } from './pvSalesApp';
