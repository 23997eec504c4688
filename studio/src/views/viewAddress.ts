/**
 * The root of a client's pages, from the studio's base path: `/{clientKey}` under
 * `/{clientKey}/settings`, or `` (the site root) on the client's own domain, under `/settings`.
 */
export function clientRootOf(settingsBasePath: string): string {
  return settingsBasePath.replace(/\/settings$/, '');
}

/**
 * Where a view opens (spec 000 §2, views.show: `views/{routeKeyOrViewId}`): by its route key
 * when it has one, else by its id — `/{clientKey}/views/klienci`, or `/views/klienci` on the
 * client's domain. The key is one path segment of the address, so its `/` are escaped, as the
 * runtime's menu writes them.
 */
export function viewAddress(settingsBasePath: string, routeKeyOrViewId: string): string {
  return `${clientRootOf(settingsBasePath)}/views/${encodeURIComponent(routeKeyOrViewId)}`;
}
