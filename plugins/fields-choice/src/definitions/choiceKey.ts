import type { ChoiceValue } from './fieldsChoice.types';

/**
 * A string that tells chosen values apart by type too (`1` and `'1'` differ), for maps, sets and
 * the option keys of UI lists.
 * @internal
 */
export function choiceKey(value: ChoiceValue): string {
  return JSON.stringify(value);
}

/** The value a {@link choiceKey} was made from. @internal */
export function choiceValueOfKey(key: string): ChoiceValue {
  const value: unknown = JSON.parse(key);
  return typeof value === 'number' ? value : String(value);
}
