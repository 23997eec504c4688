import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConfigError } from '../configError';
import { migrate } from './migrate';
import { openDatabase } from './openDatabase';
import { seed } from './seed';

describe('openDatabase', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-open-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('persists the embedded database in DATA_DIR/pgdata across restarts', async () => {
    const config = loadConfig({ DATA_DIR: join(dir, 'data') });
    const first = await openDatabase(config);
    expect(first.kind).toBe('pglite');
    expect(first.description).toBe(`embedded PGlite in ${join(dir, 'data')}`);
    expect(await migrate(first)).toEqual([
      '0001_initial',
      '0002_tenancy',
      '0005_users',
      '0006_client_scripts',
      '0007_data_records',
      '0008_processes',
      '0009_order_key_functions',
      '0010_tenant_reads',
      '0011_order_key_functions_v2',
      '0012_sparse_original_data',
      '0013_definition_generations',
      '0014_active_records_index',
      '0015_session_membership',
      '0016_provider_partitions',
      '0017_record_keys',
      '0018_count_indexes',
    ]);
    expect(await seed(first, config)).toEqual({ seeded: true });
    await first.close();
    await first.close();

    const second = await openDatabase(config);
    try {
      expect(await migrate(second)).toEqual([]);
      expect(await seed(second, config)).toEqual({ seeded: false });
      const clients = await second.kysely.selectFrom('clients').select('key').execute();
      expect(clients).toEqual([{ key: 'demo' }]);
    } finally {
      await second.close();
    }
  });

  it.each([
    ['a folder that cannot be created', () => '/proc/tessera'],
    ['a file', () => join(dir, 'a-file')],
  ])('rejects a DATA_DIR that is %s', async (_, dataDir) => {
    await writeFile(join(dir, 'a-file'), '');
    const config = loadConfig({ DATA_DIR: dataDir() });
    const error = await openDatabase(config).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      `DATA_DIR: cannot write to "${dataDir()}" (expected a writable directory)`,
    );
  });

  it('reports an unreachable PostgreSQL without the password, and does not fall back', async () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://someone:s3cr3t-pw@127.0.0.1:1/tessera',
      DATA_DIR: join(dir, 'never-created'),
    });
    const error = await openDatabase(config).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    const { message } = error as ConfigError;
    expect(message).toMatch(
      /^DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/tessera \(.*ECONNREFUSED.*\)$/,
    );
    expect(message).not.toContain('s3cr3t-pw');
    expect(message).not.toContain('someone');
  });

  it.runIf(process.env.DATABASE_URL)(
    'reports a wrong PostgreSQL password without echoing it',
    async () => {
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.password = 'wr0ng-pa55word';
      const error = await openDatabase(loadConfig({ DATABASE_URL: url.href })).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toMatch(
        /^DATABASE_URL: cannot connect to PostgreSQL at /,
      );
      expect((error as ConfigError).message).not.toContain('wr0ng-pa55word');
    },
  );

  it.runIf(process.env.DATABASE_URL)('opens PostgreSQL when DATABASE_URL is set', async () => {
    const database = await openDatabase(loadConfig({ DATABASE_URL: process.env.DATABASE_URL }));
    try {
      expect(database.kind).toBe('postgresql');
      expect(database.description).toMatch(/^PostgreSQL at [^@]+:\d+\/\S+$/);
    } finally {
      await database.close();
    }
  });
});
