/**
 * Who answers a path that no route or static file matched:
 * - `api`: the JSON API (`/api` and below) — a JSON 404;
 * - `asset`: a file that does not exist (under `/assets/` or `/studio/`, or a last segment with
 *   a dot, like `/favicon.ico`) — a 404, because an HTML page in place of a script or image only
 *   hides the mistake;
 * - `studio`: the designer's screens, `/settings[/...]` on a client's own domain or
 *   `/{clientKey}/settings[/...]` otherwise (spec 000 §2, ARCHITECTURE §5);
 * - `runtime`: every other page of the end-user app, which routes on the client.
 * Route paths and client keys hold letters, digits, `/`, `_` and `-` only (spec 000 §5), so a
 * dot in the last segment always means a file.
 * @internal
 */
export type RequestPathKind = 'api' | 'asset' | 'studio' | 'runtime';

const studioPath = /^\/(?:[^/]+\/)?settings(?:\/.*)?$/;

/** @internal */
export function classifyRequestPath(url: string): RequestPathKind {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path.startsWith('/assets/') || path === '/studio' || path.startsWith('/studio/')) {
    return 'asset';
  }
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return 'asset';
  return studioPath.test(path) ? 'studio' : 'runtime';
}
