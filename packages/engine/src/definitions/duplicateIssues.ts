import type { DefinitionIssue } from './definitionError';
import { appendSegment } from './readablePath';

/**
 * One issue for every item whose key an earlier item already used, at `listPath[i].keyName`.
 * Items without a key (undefined) are skipped.
 * @internal
 */
export function duplicateIssues<T>(
  items: readonly T[],
  keyOf: (item: T) => string | undefined,
  listPath: string,
  keyName: string,
  what = keyName,
): DefinitionIssue[] {
  const firstIndex = new Map<string, number>();
  const issues: DefinitionIssue[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined) return;
    const first = firstIndex.get(key);
    if (first === undefined) {
      firstIndex.set(key, index);
      return;
    }
    issues.push({
      path: appendSegment(appendSegment(listPath, index), keyName),
      message: `duplicate ${what} "${key}" (already used at ${appendSegment(listPath, first)})`,
    });
  });
  return issues;
}
