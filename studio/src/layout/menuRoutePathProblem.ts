import { reservedPathSegments } from '@tessera/client';
import type { ProblemText } from '../common/problemText';
import { routePathProblem } from '../views/routePathProblem';

/**
 * A menu entry's route path's problem: a route path (letters, digits, `/`, `_`, `-`; no empty
 * segment) that does not start with a segment the app reserves for its own routes (`auth`, `a`,
 * `settings`, `api`…) — on a client's own domain the client's pages live at the root, where
 * those segments lead elsewhere.
 */
export function menuRoutePathProblem(path: string): ProblemText | undefined {
  const problem = routePathProblem(path);
  if (problem !== undefined) return problem;
  const first = path.split('/')[0] ?? '';
  if (reservedPathSegments.includes(first)) {
    return {
      studio: 'layout.problems.reservedSegment',
      params: { segments: reservedPathSegments.join(', ') },
    };
  }
  return undefined;
}
