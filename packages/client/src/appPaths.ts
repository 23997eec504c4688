/**
 * First path segments that name an app route rather than a client (spec §2 route table, plus the
 * server's `/api` and the studio's asset base `/studio`).
 * @public
 */
export const reservedPathSegments: readonly string[] = [
  'auth',
  'a',
  'pv-calculator',
  'settings',
  'api',
  'studio',
];

/**
 * The client key of a clean path (`/demo/start` → `demo`), or `null` for app-level paths
 * (`/auth/login`, `/settings`, `/`).
 * @public
 */
export function clientKeyFromPath(pathname: string): string | null {
  const first = pathname.split('/')[1];
  if (!first || reservedPathSegments.includes(first)) return null;
  try {
    return decodeURIComponent(first);
  } catch {
    return null;
  }
}

/**
 * The login page, optionally with the page to return to after login (spec §2: returnTo).
 * @public
 */
export function loginPath(returnTo?: string): string {
  return returnTo && returnTo !== '/'
    ? `/auth/login?returnTo=${encodeURIComponent(returnTo)}`
    : '/auth/login';
}

/** The client's main page (spec: main, redirects to the starting page). @public */
export function mainPath(clientKey: string): string {
  return `/${encodeURIComponent(clientKey)}`;
}

/** The client's starting page. @public */
export function startPath(clientKey: string): string {
  return `${mainPath(clientKey)}/start`;
}

/** The client's settings (the studio). @public */
export function settingsPath(clientKey: string): string {
  return `${mainPath(clientKey)}/settings`;
}

/**
 * Whether a path belongs to the studio (`/settings…`, `/{clientKey}/settings…`): the server serves
 * the studio there and the runtime everywhere else, so crossing over needs a full page load.
 * @public
 */
export function isStudioPath(path: string): boolean {
  return /^\/(?:[^/?#]+\/)?settings(?:[/?#]|$)/.test(path);
}
