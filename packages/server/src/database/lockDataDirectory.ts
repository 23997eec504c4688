import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../configError';

const lockFileName = 'tessera.pid';

/**
 * Claims `dir` for this process. PGlite has no lock of its own: two servers on one DATA_DIR
 * would both start and silently corrupt the database. The lock file holds the owner's PID; a
 * file left by a process that is gone (a crash, a container restarted as PID 1) is taken over.
 * @returns a release function that removes the lock.
 * @throws {ConfigError} on DATA_DIR while another live process holds it.
 * @internal
 */
export async function lockDataDirectory(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (isOtherLiveProcess(owner)) {
        throw new ConfigError(
          'DATA_DIR',
          `"${dir}" is in use by another Tessera server (pid ${owner}); stop it or choose another DATA_DIR`,
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new ConfigError(
    'DATA_DIR',
    `cannot lock "${dir}" (expected a directory no other server uses)`,
  );
}

function isOtherLiveProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    // Signal 0 checks existence without sending anything.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user — still alive.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
