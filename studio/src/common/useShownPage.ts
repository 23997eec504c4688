import { useState } from 'react';
import type { AsyncResource } from './useAsyncResource';

/** A list page as shown: the last one loaded, while the next one (new search, filter) loads. */
export interface ShownPage<T> {
  /** The last loaded value; `null` before the first load. */
  readonly value: T | null;
  /** A newer query is loading: the value shown is the previous one. */
  readonly refreshing: boolean;
}

/**
 * Keeps a list's rows on screen while a new search or filter loads, so typing does not blank
 * the table between keystrokes (and a row's menu is not pulled away from under the pointer).
 */
export function useShownPage<T>(resource: AsyncResource<T>): ShownPage<T> {
  const [last, setLast] = useState<T | null>(null);
  if (resource.status === 'ready' && resource.value !== last) setLast(resource.value);
  const value = resource.status === 'ready' ? resource.value : last;
  return { value, refreshing: resource.status === 'loading' && value !== null };
}
