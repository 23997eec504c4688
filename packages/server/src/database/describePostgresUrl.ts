/**
 * `host:port/database` of a PostgreSQL URL, safe to print: user and password are left out.
 * @internal
 */
export function describePostgresUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
  return `${url.hostname}:${url.port || '5432'}/${database}`;
}
