import type { ProblemMap, ProblemText } from '../common/problemText';
import type { LayoutDraft } from './layoutDraft';
import { menuRoutePathProblem } from './menuRoutePathProblem';
import { flattenMenu } from './menuTree';

const ICON_NAME = /^[A-Za-z0-9_-]+$/;

/** An entry's location in the editor: `entry:{key}:{part}` (`text`, `icon`, `target`...). */
export const entryLocation = (key: string, part: string) => `entry:${key}:${part}`;

/**
 * The layout editor's own check before saving (spec 000 §2 side menu; spec 001 §5.1 routePath):
 * every entry has a text; an icon name is a token; an entry leading to a view names one, an
 * entry leading to an address has a valid route path. `views` are the views that exist: a
 * link to any other is a problem.
 */
export function validateLayoutDraft(
  draft: LayoutDraft,
  views: ReadonlySet<string> | null,
): ProblemMap {
  const problems = new Map<string, ProblemText>();
  for (const { node } of flattenMenu(draft.menu)) {
    const { entry, key } = node;
    if (entry.text.trim() === '') {
      problems.set(entryLocation(key, 'text'), { common: 'validations.required' });
    }
    if (entry.icon !== undefined && !ICON_NAME.test(entry.icon)) {
      problems.set(entryLocation(key, 'icon'), { studio: 'layout.problems.icon' });
    }
    if (entry.viewId !== undefined) {
      if (entry.viewId === '') {
        problems.set(entryLocation(key, 'target'), { studio: 'layout.problems.viewRequired' });
      } else if (views !== null && !views.has(entry.viewId)) {
        problems.set(entryLocation(key, 'target'), { studio: 'layout.problems.unknownView' });
      }
    }
    if (entry.routePath !== undefined) {
      const problem =
        entry.routePath === ''
          ? ({ studio: 'layout.problems.routeRequired' } as const)
          : menuRoutePathProblem(entry.routePath);
      if (problem) problems.set(entryLocation(key, 'target'), problem);
    }
  }
  return problems;
}
