import { isConfigError } from './configError';

/**
 * One line saying why the server could not start, for `tessera: <line>` on stderr. Known
 * operator mistakes name the variable to change; anything else keeps only its first line, since
 * a stack trace helps nobody starting a server (LOG_LEVEL=debug prints it).
 * @internal
 */
export function describeStartupError(error: unknown, listen: { host: string; port: number }) {
  if (isConfigError(error)) return error.message;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'EADDRINUSE') {
    return `PORT: port ${listen.port} is already in use on ${listen.host} (expected a free port)`;
  }
  if (code === 'EACCES') {
    return `PORT: no permission to listen on port ${listen.port} (expected a port above 1023 or the right to bind it)`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `HOST: cannot listen on "${listen.host}" (expected a local address or host name)`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0] || 'unknown error';
}
