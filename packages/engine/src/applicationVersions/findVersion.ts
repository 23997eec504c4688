import type { ApplicationVersion } from './applicationVersion.types';

/** A version found by id, with its index, or an error at `id`. @internal */
export type FoundVersion =
  | { ok: true; index: number; version: ApplicationVersion }
  | { ok: false; error: { path: string; message: string } };

/** Finds a version by id. @internal */
export function findVersion(versions: readonly ApplicationVersion[], id: string): FoundVersion {
  const index = versions.findIndex((version) => version.id === id);
  const version = versions[index];
  if (version === undefined) {
    return { ok: false, error: { path: 'id', message: `unknown application version "${id}"` } };
  }
  return { ok: true, index, version };
}
