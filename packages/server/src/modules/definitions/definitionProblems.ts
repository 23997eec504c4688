import type { DefinitionIssue } from '@tessera/engine';
import type { RequestProblem } from '../../http/requestValidation';

// One segment of the engine's readable path: `.name` (or `name` first), `[3]`, `["odd name"]`.
const SEGMENT = /(?:^|\.)([A-Za-z_$][\w$]*)|\[(0|[1-9]\d*)\]|\[("(?:[^"\\]|\\.)*")\]/y;

/**
 * The engine's readable path (`stages[0].filter["a b"]`) as a JSON pointer
 * (`/stages/0/filter/a b`), the inverse of its `readablePath`. A path it cannot read is kept
 * whole as one segment rather than guessed at.
 * @internal
 */
export function readablePathToPointer(path: string): string {
  const segments: string[] = [];
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < path.length) {
    const match = SEGMENT.exec(path);
    if (match === null) return `/${escapeSegment(path)}`;
    const [, name, index, quoted] = match;
    segments.push(name ?? index ?? (JSON.parse(quoted ?? '""') as string));
  }
  return segments.map((segment) => `/${escapeSegment(segment)}`).join('');
}

function escapeSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * The engine's definition issues as the 422 problems of a request whose body holds the
 * definition at `base` (a JSON pointer such as `/query`).
 * @internal
 */
export function definitionProblems(
  issues: readonly DefinitionIssue[],
  base: string,
): RequestProblem[] {
  return issues.map((issue) => ({
    path: `${base}${readablePathToPointer(issue.path)}`,
    message: issue.message,
  }));
}
