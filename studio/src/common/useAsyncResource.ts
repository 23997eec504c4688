import { useCallback, useEffect, useState } from 'react';

/** A resource loaded for the screen: loading, ready, or failed with the error to classify. */
export type AsyncResource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T; readonly reload: () => void }
  | { readonly status: 'failed'; readonly error: unknown; readonly retry: () => void };

/**
 * Loads something when `key` changes (and again on `reload`/`retry`), cancelling the earlier
 * load. While reloading, the value already shown stays. `load` is read at the time of each load,
 * so it may be a fresh closure every render; `key` says when its result would differ.
 */
export function useAsyncResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): AsyncResource<T> {
  const [state, setState] = useState<
    | { key: string; status: 'ready'; value: T }
    | { key: string; status: 'failed'; error: unknown }
    | null
  >(null);
  const [attempt, setAttempt] = useState(0);
  const again = useCallback(() => setAttempt((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `load`; `attempt` re-runs it.
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ key, status: 'ready', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  if (state === null || state.key !== key) return { status: 'loading' };
  if (state.status === 'failed') return { status: 'failed', error: state.error, retry: again };
  return { status: 'ready', value: state.value, reload: again };
}
