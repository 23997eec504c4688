export type { AppSeed, ClientSeed, ClientSettingsSeed } from './appSeed.types';
export { demoApp } from './demoApp';
