import type { Problem } from '@tessera/engine';
import { choiceKey } from './choiceKey';
import type { ChoiceValue } from './fieldsChoice.types';

/** One `validation.duplicateValues` problem when a value is chosen twice, else none. @internal */
export function duplicateValueProblems(
  values: readonly ChoiceValue[],
  path: string,
): readonly Problem[] {
  const keys = new Set(values.map(choiceKey));
  return keys.size === values.length ? [] : [{ path, messageKey: 'validation.duplicateValues' }];
}
