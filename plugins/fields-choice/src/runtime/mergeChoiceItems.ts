import { choiceKey } from '../definitions/choiceKey';
import type { ChoiceItem } from './choiceSource.types';

/**
 * The options of `loaded` followed by those of `page` not already there, each value once, in
 * first-seen order. Pages may overlap when records are added or re-sorted between two requests;
 * the option seen first wins.
 * @internal
 */
export function mergeChoiceItems(
  loaded: readonly ChoiceItem[],
  page: readonly ChoiceItem[],
): readonly ChoiceItem[] {
  const seen = new Set(loaded.map((item) => choiceKey(item.value)));
  const merged = [...loaded];
  for (const item of page) {
    const key = choiceKey(item.value);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}
