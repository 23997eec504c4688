import {
  fetchSchemaDescriptions,
  type HttpAdapter,
  isApiError,
  type ProviderDescription,
} from '@tessera/client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Where the description of a provider stands. */
export type ProviderDescriptionState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly provider: ProviderDescription }
  /** Not an active provider of the selected version, or not one the person may see. */
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly retry: () => void };

/**
 * The columns of one data provider the person may see (`GET schema-descriptions` filtered by
 * id), loaded while the component shows and again on retry. A failure is the component's to show;
 * only a 401 goes to `reportError`, where the app logs out.
 */
export function useProviderDescription(
  adapter: HttpAdapter,
  providerId: string,
  reportError: (error: unknown) => void,
): ProviderDescriptionState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProviderDescriptionState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // The latest handler, without loading again when the caller passes a new one.
  const report = useRef(reportError);
  useLayoutEffect(() => {
    report.current = reportError;
  });

  useEffect(() => {
    // Runs again on retry: each attempt starts from loading.
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSchemaDescriptions(
      adapter,
      { filter: { id: [providerId] }, pagination: { perPage: 1 } },
      { signal: controller.signal, skipErrorNotification: true },
    ).then(
      (page) => {
        if (controller.signal.aborted) return;
        const provider = page.data.find((description) => description.id === providerId);
        setState(provider === undefined ? { status: 'missing' } : { status: 'ready', provider });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 401) report.current(error);
        setState({ status: 'failed', retry });
      },
    );
    return () => controller.abort();
  }, [adapter, providerId, retry, attempt]);

  return state;
}
