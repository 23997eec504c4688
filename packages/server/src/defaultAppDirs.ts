import { fileURLToPath } from 'node:url';

/**
 * The built front-end apps' folders in the monorepo. Resolved from this module's own location,
 * which sits one level below the package both as `src/defaultAppDirs.ts` and bundled into
 * `dist/*.js`: keep this file directly in `src/` so both resolve to the repository root.
 * @internal
 */
export const defaultAppDirs = {
  runtimeDir: fileURLToPath(new URL('../../../runtime/dist/', import.meta.url)),
  studioDir: fileURLToPath(new URL('../../../studio/dist/', import.meta.url)),
} as const;
