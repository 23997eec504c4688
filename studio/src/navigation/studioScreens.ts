import type { SettingsEntryKey } from '@tessera/ui';

/**
 * The settings screens this version of the studio has. Every other entry of the spec's settings
 * list (spec 000 §2) stays in the side menu and leads to an honest "not available yet" page.
 */
export const availableScreens: readonly SettingsEntryKey[] = [
  'dataProviders',
  'forms',
  'views',
  'layout',
  'processes',
  'users',
  'roles',
  'documentTypes',
  'clientSettings',
  'applicationVersions',
  'clients',
];
