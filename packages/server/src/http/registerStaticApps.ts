import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Folders of the two built Vite apps.
 * @public
 */
export interface AppDirs {
  /** `runtime/dist`, served at `/`. */
  readonly runtimeDir: string;
  /** `studio/dist`, built with base `/studio/`, so its files are served under `/studio/`. */
  readonly studioDir: string;
}

/** @internal */
export type HtmlApp = 'runtime' | 'studio';

/**
 * Serves the files of whichever app is built. Vite puts content-hashed files under `assets/`, so
 * those may be cached forever; everything else (index.html above all) is revalidated each time,
 * so a new build shows up on the next load.
 * @internal
 */
export async function registerStaticApps(app: FastifyInstance, dirs: AppDirs): Promise<void> {
  const mounts = [
    { root: dirs.runtimeDir, prefix: '/', index: 'index.html' },
    // The studio's index.html is only ever sent by the HTML fallback, for settings paths.
    { root: dirs.studioDir, prefix: '/studio/', index: false as const },
  ];
  for (const mount of mounts) {
    if (!existsSync(mount.root)) continue;
    await app.register(fastifyStatic, {
      ...mount,
      // The fallback reads index.html itself, so no reply decoration (two would clash).
      decorateReply: false,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
}

/**
 * Sends an app's index.html for a client-side route. Read on each request (it is a few hundred
 * bytes) so a rebuild needs no restart. A missing build answers 503 with a page saying what to run.
 * @internal
 */
export async function sendAppPage(reply: FastifyReply, dirs: AppDirs, htmlApp: HtmlApp) {
  const dir = htmlApp === 'runtime' ? dirs.runtimeDir : dirs.studioDir;
  let html: Buffer;
  try {
    html = await readFile(join(dir, 'index.html'));
  } catch {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notBuiltPage(htmlApp));
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

// Names the folder relative to the repository, not the absolute path: a visitor of a
// half-deployed server learns nothing about its disk.
function notBuiltPage(htmlApp: HtmlApp): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tessera: the ${htmlApp} is not built</title></head>
<body>
<h1>The ${htmlApp} app is not built</h1>
<p>Tessera found no <code>${htmlApp}/dist/index.html</code>.</p>
<p>Run <code>pnpm build</code> in the repository root to build it, then reload this page.</p>
</body>
</html>
`;
}
