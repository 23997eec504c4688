import { useCallback, useEffect, useState } from 'react';
import type { ProcessHistoryEntry } from './ProcessHistorySourceProvider';
import { useProcessHistorySource } from './ProcessHistorySourceProvider';
import { sortProcessHistory } from './sortProcessHistory';

/** Where a process history's loading stands. */
export type ProcessHistoryState =
  | { readonly status: 'noProcess' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly entries: readonly ProcessHistoryEntry[] }
  | { readonly status: 'error'; readonly error: unknown };

const LOADING: ProcessHistoryState = { status: 'loading' };
const NO_PROCESS: ProcessHistoryState = { status: 'noProcess' };
// Field ids travel into the effect as one string, so a new array with the same ids loads nothing.
const ID_SEPARATOR = '\u0000';

/**
 * Loads the history of the surrounding form's process through {@link useProcessHistorySource},
 * newest change first, and again on `retry`. A pending load is aborted when the process, the
 * field ids or the source change and when the field unmounts; its late answer is ignored.
 */
export function useProcessHistory(fieldIds: readonly string[]): {
  readonly state: ProcessHistoryState;
  readonly retry: () => void;
} {
  const source = useProcessHistorySource();
  const processId = source?.processId ?? null;
  const idsKey = fieldIds.join(ID_SEPARATOR);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProcessHistoryState>(LOADING);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is not read; changing it is what makes retry load again.
  useEffect(() => {
    if (source === null || processId === null) return;
    const controller = new AbortController();
    const ids = idsKey === '' ? [] : idsKey.split(ID_SEPARATOR);
    setState(LOADING);
    source
      .load({ processId, ...(ids.length > 0 ? { fieldIds: ids } : {}), signal: controller.signal })
      .then(
        (entries) => {
          if (!controller.signal.aborted) {
            setState({ status: 'loaded', entries: sortProcessHistory(entries) });
          }
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', error });
        },
      );
    return () => controller.abort();
  }, [source, processId, idsKey, attempt]);

  return { state: source === null || processId === null ? NO_PROCESS : state, retry };
}
