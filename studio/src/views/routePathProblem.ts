import { isViewId, validateValueSync } from '@tessera/engine';
import type { ProblemText } from '../common/problemText';

/**
 * What is wrong with a route path the designer typed, if anything (empty is fine: the path is
 * optional): the engine's routePath rule (spec 001 §5.1: letters, digits, `/`, `_`, `-`), and —
 * the studio's own rule, for addresses that read well — no empty segment (a leading or trailing
 * `/`, or `//`).
 */
export function routePathProblem(path: string): ProblemText | undefined {
  if (path === '') return undefined;
  if (validateValueSync(path, ['routePath']).length > 0) return { common: 'validations.routePath' };
  if (path.split('/').some((segment) => segment === '')) {
    return { studio: 'views.problems.emptySegment' };
  }
  return undefined;
}

/**
 * A view's route key's problem: a route path (see {@link routePathProblem}) that is not a UUID —
 * `views/{UUID}` opens the view with that id (spec 000 §2, views.show).
 */
export function routeKeyProblem(routeKey: string): ProblemText | undefined {
  const problem = routePathProblem(routeKey);
  if (problem !== undefined) return problem;
  return isViewId(routeKey) ? { studio: 'views.problems.routeKeyUuid' } : undefined;
}
