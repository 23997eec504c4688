import type { ServerConfig } from './config';

/**
 * The lines the CLI prints once listening: where to open Tessera, on which database, and how to
 * log in. A password set through the environment is never echoed; only the well-known default is,
 * since the quick start needs it on screen.
 * @internal
 */
export function startupMessage(config: ServerConfig, databaseDescription: string): string[] {
  return [
    `Tessera is running on ${publicUrl(config.host, config.port)} (database: ${databaseDescription})`,
    config.admin.passwordSource === 'default'
      ? `Super admin: ${config.admin.email} / ${config.admin.password}`
      : `Super admin: ${config.admin.email} (password from TESSERA_ADMIN_PASSWORD)`,
  ];
}

function publicUrl(host: string, port: number): string {
  // A wildcard address is where the server listens, not an address a browser can open.
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
}
