import { choiceKey } from '../definitions/choiceKey';
import type { ChoiceValue } from '../definitions/fieldsChoice.types';
import type { ChoiceItem } from './choiceSource.types';
import type { ChoiceListState } from './createChoiceList';
import { mergeChoiceItems } from './mergeChoiceItems';

/**
 * The loaded options, then the chosen ones no loaded page has shown yet (looked up on a later
 * page), so a radio group or checkbox list always shows what is chosen.
 * @internal
 */
export function shownChoiceItems(
  state: ChoiceListState,
  values: readonly ChoiceValue[],
): readonly ChoiceItem[] {
  const chosen = values.flatMap((value) => state.known.get(choiceKey(value)) ?? []);
  return mergeChoiceItems(state.items, chosen);
}
