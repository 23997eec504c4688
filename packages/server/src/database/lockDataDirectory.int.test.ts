import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../configError';
import { lockDataDirectory } from './lockDataDirectory';

describe('lockDataDirectory', () => {
  let dir: string;
  const lockFile = () => join(dir, 'tessera.pid');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-lock-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes our PID and removes it on release', async () => {
    const release = await lockDataDirectory(dir);
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    await release();
    await expect(readFile(lockFile())).rejects.toThrow(/ENOENT/);
  });

  it('refuses a directory another live process holds', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(lockFile(), `${other.pid}\n`);
      const error = await lockDataDirectory(dir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toBe(
        `DATA_DIR: "${dir}" is in use by another Tessera server (pid ${other.pid}); stop it or choose another DATA_DIR`,
      );
    } finally {
      other.kill();
      await once(other, 'exit');
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    await writeFile(lockFile(), `${gone.pid}\n`);
    const release = await lockDataDirectory(dir);
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });

  it('takes over a lock file that holds no PID', async () => {
    await writeFile(lockFile(), 'garbage');
    const release = await lockDataDirectory(dir);
    await release();
  });
});
