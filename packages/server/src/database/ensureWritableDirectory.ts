import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ConfigError } from '../configError';

/**
 * Creates `dir` if needed and proves it is writable by writing a probe file. A real write is the
 * only reliable test: access(W_OK) says yes for root everywhere and knows nothing of read-only
 * mounts. Fails before PGlite would, with a message naming the variable.
 * @throws {ConfigError} on DATA_DIR.
 * @internal
 */
export async function ensureWritableDirectory(dir: string): Promise<void> {
  const probe = join(dir, `.write-probe-${randomUUID()}`);
  try {
    await makeDirectories(dir);
    await writeFile(probe, '');
    await rm(probe);
  } catch {
    throw new ConfigError('DATA_DIR', `cannot write to "${dir}" (expected a writable directory)`);
  }
}

/**
 * `mkdir -p`, by hand: Node 20's `mkdir(dir, { recursive: true })` never returns when the parent
 * exists but refuses children with ENOENT (as /proc does), so it cannot be used on operator input.
 */
async function makeDirectories(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    // An existing file is caught by the probe write that follows.
    if (code === 'EEXIST') return;
    const parent = dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    await makeDirectories(parent);
    await mkdir(dir);
  }
}
