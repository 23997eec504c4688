import type { FieldAccess } from '@tessera/engine';

/** A record access as the designer types it: property names joined by dots. @internal */
export function formatAccessPath(access: FieldAccess | null): string {
  return access === null ? '' : access.path.join('.');
}

/**
 * The record access of a dotted text, or `null` when it names none (empty text, an empty part
 * such as `a..b`, or a part starting with `$` other than `$id` and `$createdAt`).
 * @internal
 */
export function parseAccessPath(text: string): FieldAccess | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const path = trimmed.split('.').map((part) => part.trim());
  const valid = path.every(
    (part) => part !== '' && (!part.startsWith('$') || part === '$id' || part === '$createdAt'),
  );
  return valid ? { path } : null;
}
