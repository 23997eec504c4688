import pg from 'pg';

/** A database created for one bench run, dropped by `drop` (or kept: `close`). */
export interface BenchDatabase {
  /** What the server connects with. */
  readonly url: string;
  readonly name: string;
  /** `select version()`, for the report. */
  readonly version: string;
  /**
   * Runs one query on the bench database, on the bench's one monitoring connection (kept open,
   * so the database's session count is the server's alone).
   */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Closes the monitoring connection, keeping the database (`BENCH_KEEP_DATABASE`). */
  close(): Promise<void>;
  /** Closes the monitoring connection and drops the database. */
  drop(): Promise<void>;
}

const quoteIdentifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name "${name}"`);
  return `"${name}"`;
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of the bench database `name` on the server of `adminUrl`, as that role. */
export function benchDatabaseUrl(adminUrl: string, name: string): string {
  quoteIdentifier(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a fresh, empty database named `name` through `adminUrl` (a role with CREATEDB),
 * dropping a leftover of the same name first; the server migrates and seeds it on start.
 */
export async function createBenchDatabase(adminUrl: string, name: string): Promise<BenchDatabase> {
  const quoted = quoteIdentifier(name);
  const version = await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0]?.version ?? 'unknown';
  });
  const url = new URL(benchDatabaseUrl(adminUrl, name));
  let monitor: Promise<pg.Client> | undefined;
  const connectMonitor = async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  };
  const closeMonitor = async () => {
    await (await monitor)?.end();
    monitor = undefined;
  };
  return {
    url: url.toString(),
    name,
    version,
    async query(text, values) {
      monitor ??= connectMonitor();
      return (await (await monitor).query(text, values)).rows;
    },
    close: closeMonitor,
    async drop() {
      await closeMonitor();
      await withClient(adminUrl, async (client) => {
        await client.query(`drop database if exists ${quoted} with (force)`);
      });
    },
  };
}
