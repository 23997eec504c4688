import { mainPath } from '@tessera/client';

/**
 * Where switching to another client leads (spec 000 §2, client switching): a settings page stays
 * the same page — path and query — of the new client; anything else goes to the new client's
 * main page.
 * @public
 * @example clientSwitchTarget('/demo/settings/forms/1/edit', '?tab=2', 'acme'); // '/acme/settings/forms/1/edit?tab=2'
 */
export function clientSwitchTarget(pathname: string, search: string, clientKey: string): string {
  const settings = /^\/(?:[^/?#]+\/)?(settings(?:\/.*)?)$/.exec(pathname);
  if (!settings) return mainPath(clientKey);
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return `${mainPath(clientKey)}/${settings[1]}${query}`;
}
