import {
  type FormDefinition,
  type FormField,
  type FormState,
  type FormStore,
  isContainerField,
} from '@tessera/engine';
import { useCallback, useMemo } from 'react';
import { useFormSlice } from './useFormSlice';

function stateIds(fields: readonly FormField[]): string[] {
  return fields.flatMap((field) => {
    if (field.status !== 'active') return [];
    return isContainerField(field) ? stateIds(field.type.options.fields) : [field.id];
  });
}

/**
 * Whether any field of the form has a problem from its last validation — what turns the card
 * around the form red and expands it (spec 002 §4 save sequence). Reads one boolean from the
 * store: the card renders again only when it flips.
 * @example const invalid = useFormInvalid(store, definition);
 * @public
 */
export function useFormInvalid(
  store: Pick<FormStore, 'getState' | 'subscribe'>,
  definition: FormDefinition,
): boolean {
  const ids = useMemo(() => stateIds(definition.fields), [definition]);
  const select = useCallback(
    (state: FormState) => ids.some((id) => (state.field(id)?.problems.length ?? 0) > 0),
    [ids],
  );
  return useFormSlice(store, select);
}
