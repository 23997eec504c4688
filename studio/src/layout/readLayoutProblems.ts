import type { ApiError } from '@tessera/client';
import type { ProblemMap, ProblemText } from '../common/problemText';
import { readProblems } from '../common/readProblems';
import type { MenuNode } from './menuTree';
import { entryLocation } from './validateLayoutDraft';

/** The node a pointer's `menuEntries/0/children/1/...` names, and the rest of the pointer. */
function nodeAt(
  menu: readonly MenuNode[],
  segments: readonly string[],
): { node: MenuNode; rest: readonly string[] } | null {
  let list = menu;
  let node: MenuNode | undefined;
  let at = 1;
  while (at < segments.length) {
    node = list[Number(segments[at])];
    if (node === undefined) return null;
    if (segments[at + 1] !== 'children' || segments[at + 2] === undefined) break;
    list = node.children;
    at += 2;
  }
  return node === undefined ? null : { node, rest: segments.slice(at + 1) };
}

function partOf(rest: readonly string[]): string {
  const [part] = rest;
  if (part === 'routePath' || part === 'viewId') return 'target';
  if (part === 'text' || part === 'icon' || part === 'groups') return part;
  return 'text';
}

// The server checks the menu with its JSON Schema: a pattern names the route path or icon rule.
function textOf(location: string, message: string): ProblemText {
  if (/pattern/.test(message) && location.endsWith(':target')) {
    return { common: 'validations.routePath' };
  }
  if (/pattern/.test(message) && location.endsWith(':icon')) {
    return { studio: 'layout.problems.icon' };
  }
  return { studio: 'layout.problems.invalid', params: { detail: message } };
}

/**
 * A 422 answer to a layout save as problems where the editor shows them: an entry's
 * (`entry:{key}:{part}`, found by its place in the menu sent), a role's starting views
 * (`starting:{roleId}`), or `general`.
 */
export function readLayoutProblems(error: ApiError, menu: readonly MenuNode[]): ProblemMap | null {
  return readProblems(error, {
    locate: ({ segments }) => {
      if (segments[0] === 'menuEntries') {
        const found = nodeAt(menu, segments);
        return found ? entryLocation(found.node.key, partOf(found.rest)) : 'general';
      }
      if (segments[0] === 'startingViews' && segments[1] !== undefined) {
        return `starting:${segments[1]}`;
      }
      return 'general';
    },
    text: (message, location) => textOf(location, message),
  });
}
