import type { FieldAccess } from '@tessera/engine';
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { choiceKey } from '../definitions/choiceKey';
import type { ChoiceSourceOptions, ChoiceValue } from '../definitions/fieldsChoice.types';
import { useChoiceSource } from './ChoiceSourceProvider';
import { type ChoiceList, type ChoiceListState, createChoiceList } from './createChoiceList';

/** What {@link useChoiceList} needs. @internal */
export interface UseChoiceListInput {
  readonly fieldId: string;
  readonly options: ChoiceSourceOptions & { readonly colorAccess?: FieldAccess | null };
  readonly perPage: number;
  /** The field's chosen values: their options are looked up, and missing ones dropped. */
  readonly values: readonly ChoiceValue[];
  /** Loads the first page when mounted (radio groups, checkbox lists), not on opening. */
  readonly loadOnMount: boolean;
  /** Receives the values still among the options, once per set of values, when some are not. */
  readonly onValuesDropped: (kept: readonly ChoiceValue[]) => void;
  /** Whether missing values are dropped at all (not in a read-only field). */
  readonly dropMissingValues: boolean;
}

/** What {@link useChoiceList} gives: the list's state and the list, for its actions. @internal */
export interface UseChoiceListResult {
  readonly state: ChoiceListState;
  readonly list: ChoiceList;
}

/** The same object as long as its JSON is the same, so inline option objects do not reload. */
function useJsonStable<T>(value: T): T {
  const stable = useRef(value);
  if (JSON.stringify(stable.current) !== JSON.stringify(value)) stable.current = value;
  return stable.current;
}

/**
 * Binds a choice field to a {@link createChoiceList} over the nearest data source: one list per
 * field and source settings, aborted when they change or the field goes away. Spec 002 §4: after
 * loading, chosen values that are not among the options are dropped, reported through
 * `onValuesDropped` once.
 * @internal
 */
export function useChoiceList(input: UseChoiceListInput): UseChoiceListResult {
  const { fieldId, perPage, values, loadOnMount, dropMissingValues } = input;
  const source = useChoiceSource();
  const sourceOptions = useJsonStable({
    query: input.options.query,
    valueAccess: input.options.valueAccess,
    presentValueAccess: input.options.presentValueAccess,
    colorAccess: input.options.colorAccess ?? null,
  });
  const list = useMemo(
    () => createChoiceList({ source, fieldId, options: sourceOptions, perPage }),
    [source, fieldId, sourceOptions, perPage],
  );
  const state = useSyncExternalStore(list.subscribe, list.getState, list.getState);

  useEffect(() => {
    if (loadOnMount) list.load();
    return () => list.abort();
  }, [list, loadOnMount]);

  // Radio groups and checkbox lists look values up after their first page: most are on it.
  const lookUpNow = !loadOnMount || state.pageStatus === 'loaded';
  const valuesKey = JSON.stringify(values.map(choiceKey));
  const latestValues = useRef(values);
  const onValuesDropped = useRef(input.onValuesDropped);
  useLayoutEffect(() => {
    latestValues.current = values;
    onValuesDropped.current = input.onValuesDropped;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesKey stands for the values.
  useEffect(() => {
    if (lookUpNow) list.resolveValues(latestValues.current);
  }, [list, valuesKey, lookUpNow]);

  const reported = useRef<string | null>(null);
  const { missing } = state;
  useEffect(() => {
    if (!dropMissingValues) return;
    const current = latestValues.current;
    const kept = current.filter((value) => !missing.has(choiceKey(value)));
    if (kept.length === current.length || reported.current === valuesKey) return;
    reported.current = valuesKey;
    onValuesDropped.current(kept);
  }, [missing, valuesKey, dropMissingValues]);

  return { state, list };
}
