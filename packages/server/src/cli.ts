#!/usr/bin/env node
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import type { Database } from './database/database.types';
import { migrate } from './database/migrate';
import { openDatabase } from './database/openDatabase';
import { seed } from './database/seed';
import { describeStartupError } from './describeStartupError';
import { startupMessage } from './startupMessage';

/*
 * `tessera-server`: configuration from the environment, then database, migrations, seed, listen.
 * Every start-up failure ends in one line on stderr and exit code 1.
 */

const shutdownTimeoutMs = 10_000;

async function start(config: ServerConfig): Promise<void> {
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrate(database);
    await seed(database, config);
    app = await createApp({ db: database, config });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  for (const line of startupMessage(config, database.description)) console.log(line);
  closeOnSignals(app, database);
}

function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now": skip the graceful part.
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), shutdownTimeoutMs).unref();
    // PGlite must be closed to flush to disk, and only after the last request is done.
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          process.stderr.write(`tessera: shutdown failed: ${message.split('\n', 1)[0]}\n`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

let config: ServerConfig | undefined;
try {
  config = loadConfig(process.env);
  await start(config);
} catch (error) {
  process.stderr.write(
    `tessera: ${describeStartupError(error, { host: config?.host ?? '', port: config?.port ?? 0 })}\n`,
  );
  if (config?.logLevel === 'debug' || config?.logLevel === 'trace') console.error(error);
  // Exit now: a half-opened pool or PGlite could otherwise keep the process alive.
  process.exit(1);
}
