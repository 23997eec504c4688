import type { AutomaticAction } from './automaticAction.types';
import type { DefinitionIssue } from './definitionError';
import { duplicateIssues } from './duplicateIssues';
import { appendSegment } from './readablePath';

/**
 * Rules of an action tree beyond its JSON Schema: action ids are unique in the whole tree (outputs
 * are keyed by them), a field is assigned once per action, and a parts address names a part.
 * @internal
 */
export function checkAutomaticAction(action: AutomaticAction, path = ''): DefinitionIssue[] {
  const all: { action: AutomaticAction; path: string }[] = [];
  collect(action, path, all);
  const issues: DefinitionIssue[] = [];
  const firstPath = new Map<string, string>();
  for (const entry of all) {
    const first = firstPath.get(entry.action.id);
    if (first === undefined) firstPath.set(entry.action.id, entry.path);
    else {
      issues.push({
        path: appendSegment(entry.path, 'id'),
        message: `duplicate action id "${entry.action.id}" (already used at ${first || '(root)'})`,
      });
    }
    issues.push(...checkOne(entry.action, entry.path));
  }
  return issues;
}

function collect(
  action: AutomaticAction,
  path: string,
  into: { action: AutomaticAction; path: string }[],
): void {
  into.push({ action, path });
  (action.nextActions ?? []).forEach((next, index) => {
    collect(next, appendSegment(appendSegment(path, 'nextActions'), index), into);
  });
}

function checkOne(action: AutomaticAction, path: string): DefinitionIssue[] {
  if (action.type === 'geocode_address') {
    const { type: _type, ...parts } = action.address;
    if (action.address.type === 'parts' && Object.keys(parts).length === 0) {
      return [
        {
          path: appendSegment(path, 'address'),
          message: 'a parts address needs at least one part',
        },
      ];
    }
    return [];
  }
  if (!('fieldValues' in action)) return [];
  return duplicateIssues(
    action.fieldValues,
    (assignment) => assignment.providerFieldId,
    appendSegment(path, 'fieldValues'),
    'providerFieldId',
    'field',
  );
}
