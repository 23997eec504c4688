import { createHash } from 'node:crypto';
import type { PageScript } from './clientScript.types';

/**
 * The Content-Security-Policy of an app page: scripts only from our own bundles plus exactly the
 * client's configured scripts — each URL as itself, each inline script by its SHA-256 hash (so a
 * script the runtime inserts with that exact text runs, and nothing else inline does). The
 * origins of URL scripts may also be reached by `fetch` and images, as analytics and chat
 * widgets need. Styles allow inline: Fluent UI (Griffel) inserts its style rules at run time.
 * @internal
 */
export function contentSecurityPolicy(scripts: readonly PageScript[]): string {
  const scriptSources = ["'self'"];
  const origins = new Set<string>();
  for (const script of scripts) {
    if (script.src !== undefined) {
      scriptSources.push(script.src);
      if (script.src.startsWith('https://')) origins.add(new URL(script.src).origin);
    }
    if (script.content !== undefined) {
      scriptSources.push(
        `'sha256-${createHash('sha256').update(script.content, 'utf8').digest('base64')}'`,
      );
    }
  }
  const withOrigins = (...sources: string[]) => [...sources, ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withOrigins("'self'", 'data:', 'blob:')}`,
    "font-src 'self' data:",
    `connect-src ${withOrigins("'self'")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
