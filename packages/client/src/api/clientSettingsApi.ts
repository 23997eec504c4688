import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { ClientSettings } from './clientsApi';
import type { ClientScript } from './configApi';
import { saveRecord } from './saveRecord';

/**
 * `GET settings/clientSettings` (admins): the settings of the request's client, defaults filled
 * in.
 * @public
 */
export async function fetchClientSettings(
  adapter: HttpAdapter,
  options: CallOptions = {},
): Promise<Required<ClientSettings>> {
  const response = await adapter.request<{ data: Required<ClientSettings> }>({
    method: 'GET',
    path: 'settings/clientSettings',
    ...options,
  });
  return response.data;
}

/**
 * `PUT settings/clientSettings` (admins): changes the named settings of the request's client;
 * the others keep their values. Key, domains and feature flags stay with super admins.
 * @public
 */
export function saveClientSettings(
  adapter: HttpAdapter,
  changes: Partial<ClientSettings>,
  options: CallOptions = {},
): Promise<Required<ClientSettings>> {
  return saveRecord(adapter, 'settings/clientSettings', undefined, changes, options);
}

/**
 * A client script as admins edit it: a script the runtime injects, and whether it is on.
 * @public
 */
export interface ClientScriptItem extends ClientScript {
  status: 'active' | 'inactive';
}

/** A script to save; without a known `id` it becomes a new one. @public */
export type ClientScriptSave = Omit<ClientScriptItem, 'id' | 'status'> & {
  id?: string;
  status?: 'active' | 'inactive';
};

/**
 * `GET settings/clientScripts` (admins, feature `clientScripts`): the client's scripts in order.
 * @public
 */
export async function fetchClientScripts(
  adapter: HttpAdapter,
  options: CallOptions = {},
): Promise<ClientScriptItem[]> {
  const response = await adapter.request<{ data: ClientScriptItem[] }>({
    method: 'GET',
    path: 'settings/clientScripts',
    ...options,
  });
  return response.data;
}

/**
 * `PUT settings/clientScripts` (admins, feature `clientScripts`): replaces the whole ordered
 * list; answers it as saved.
 * @public
 */
export function saveClientScripts(
  adapter: HttpAdapter,
  items: readonly ClientScriptSave[],
  options: CallOptions = {},
): Promise<ClientScriptItem[]> {
  return saveRecord(adapter, 'settings/clientScripts', undefined, { items }, options);
}
