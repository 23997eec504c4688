import type { ClientInfo, CurrentUser } from '@tessera/client';
import { isAdmin, settingsPath } from '@tessera/client';
import type { MenuIconName } from './menuIcons';

/** The settings screens the side menu links (spec 000 §2, settings routes). @public */
export type SettingsEntryKey =
  | 'applicationVersions'
  | 'forms'
  | 'views'
  | 'processes'
  | 'dataProviders'
  | 'eventListeners'
  | 'layout'
  | 'documentTypes'
  | 'actionLinks'
  | 'documentTemplates'
  | 'mailing'
  | 'smsMessages'
  | 'importOptions'
  | 'codeSequences'
  | 'clientScripts'
  | 'externalIntegrations'
  | 'userApi'
  | 'recurringActions'
  | 'users'
  | 'roles'
  | 'clientSettings'
  | 'clients';

/** @public */
export interface SettingsMenuEntry {
  key: SettingsEntryKey;
  /** The studio page (a full page load from the runtime). */
  href: string;
  icon: MenuIconName;
}

type Gate =
  | { kind: 'admin' }
  | { kind: 'feature'; flag: string }
  | { kind: 'externalIntegrations' }
  | { kind: 'users' }
  | { kind: 'superAdmin' };

const admin: Gate = { kind: 'admin' };
const feature = (flag: string): Gate => ({ kind: 'feature', flag });

// The order of spec 000 §2's settings route list; paths are its path shapes.
const entries: readonly { key: SettingsEntryKey; path: string; icon: MenuIconName; gate: Gate }[] =
  [
    {
      key: 'applicationVersions',
      path: 'applicationVersions',
      icon: 'branch',
      gate: feature('applicationVersions'),
    },
    { key: 'forms', path: 'forms', icon: 'form', gate: admin },
    { key: 'views', path: 'views', icon: 'table', gate: admin },
    { key: 'processes', path: 'processes', icon: 'flow', gate: admin },
    { key: 'dataProviders', path: 'dataProviders', icon: 'database', gate: admin },
    {
      key: 'eventListeners',
      path: 'eventListeners',
      icon: 'alert',
      gate: feature('globalEventListeners'),
    },
    { key: 'layout', path: 'layout', icon: 'layout', gate: admin },
    { key: 'documentTypes', path: 'documentTypes', icon: 'folder', gate: admin },
    { key: 'actionLinks', path: 'actionLinks', icon: 'link', gate: admin },
    { key: 'documentTemplates', path: 'documentTemplates', icon: 'documentText', gate: admin },
    { key: 'mailing', path: 'mailing', icon: 'mail', gate: admin },
    { key: 'smsMessages', path: 'smsMessages', icon: 'chat', gate: feature('smsModule') },
    { key: 'importOptions', path: 'importOptions', icon: 'import', gate: admin },
    { key: 'codeSequences', path: 'codeSequences', icon: 'number', gate: admin },
    { key: 'clientScripts', path: 'clientScripts', icon: 'code', gate: feature('clientScripts') },
    {
      key: 'externalIntegrations',
      path: 'externalIntegrations',
      icon: 'plug',
      gate: { kind: 'externalIntegrations' },
    },
    { key: 'userApi', path: 'userApi', icon: 'devTools', gate: feature('userApi') },
    {
      key: 'recurringActions',
      path: 'recurringActions',
      icon: 'repeat',
      gate: feature('recurringActions'),
    },
    { key: 'users', path: 'users', icon: 'people', gate: { kind: 'users' } },
    { key: 'roles', path: 'roles', icon: 'shieldPerson', gate: admin },
    { key: 'clientSettings', path: 'clientSettings', icon: 'settings', gate: admin },
    { key: 'clients', path: 'clients', icon: 'buildings', gate: { kind: 'superAdmin' } },
  ];

/** The special permission that opens the Users screen to a non-admin (spec 000 §6). @public */
export const usersManagementPermission = 'usersManagement';

/**
 * Whether a client has a feature flag switched on (an absent flag is off).
 * @public
 */
export function hasClientFeature(
  client: Pick<ClientInfo, 'enabledFeatures'> | null | undefined,
  flag: string,
): boolean {
  const features: unknown = client?.enabledFeatures;
  if (Array.isArray(features)) return features.includes(flag);
  return (features as Record<string, unknown> | undefined)?.[flag] === true;
}

/** @public */
export interface SettingsMenuAccess {
  user: Pick<CurrentUser, 'type' | 'specialPermissions'>;
  client: Pick<ClientInfo, 'key' | 'enabledFeatures'>;
  /** From the configuration (spec 000 §3: externalIntegrationsEnabled). */
  externalIntegrationsEnabled: boolean;
}

function allowed(gate: Gate, { user, client, externalIntegrationsEnabled }: SettingsMenuAccess) {
  const userIsAdmin = isAdmin(user);
  switch (gate.kind) {
    case 'admin':
      return userIsAdmin;
    case 'feature':
      return userIsAdmin && hasClientFeature(client, gate.flag);
    case 'externalIntegrations':
      return userIsAdmin && externalIntegrationsEnabled;
    case 'users':
      return userIsAdmin || user.specialPermissions.includes(usersManagementPermission);
    case 'superAdmin':
      return user.type === 'super_admin';
  }
}

/**
 * The Settings group of the side menu (spec 000 §6): every entry for admins, some only with a
 * feature flag (applicationVersions, global event listeners, SMS module, client scripts, user
 * API, recurring actions, enabled external integrations), Clients for super admins only, and
 * Users alone for a non-admin holding the users-management permission. Empty for anyone else.
 * @public
 */
export function buildSettingsMenu(access: SettingsMenuAccess): SettingsMenuEntry[] {
  return entries
    .filter((entry) => allowed(entry.gate, access))
    .map((entry) => ({
      key: entry.key,
      href: `${settingsPath(access.client.key)}/${entry.path}`,
      icon: entry.icon,
    }));
}
