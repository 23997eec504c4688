/**
 * Whether `error` is PostgreSQL's unique violation (23505) of the named index or constraint.
 * Both engines report the same fields (node-postgres and PGlite speak the same protocol), so a
 * check done first in code and its race closed by an index answer the same way.
 * @internal
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && violated === constraint;
}
