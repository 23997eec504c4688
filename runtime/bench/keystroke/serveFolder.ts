// A static file server for the built pages, on a free local port: the pages need an http origin
// (module scripts), nothing more.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A running server: its origin and how to stop it. */
export interface FolderServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves the files of `folder` on 127.0.0.1 at a free port. */
export async function serveFolder(folder: string): Promise<FolderServer> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path.includes('..')) {
      response.writeHead(400).end();
      return;
    }
    try {
      const body = await readFile(join(folder, path));
      response.writeHead(200, {
        'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
