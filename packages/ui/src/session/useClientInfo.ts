import {
  type ClientInfo,
  type ClientLookup,
  fetchClientInfo,
  type HttpAdapter,
  isApiError,
} from '@tessera/client';
import { useCallback, useEffect, useState } from 'react';

/** @public */
export type ClientInfoState =
  | { status: 'loading' }
  | { status: 'ready'; client: ClientInfo }
  | { status: 'notFound' }
  | { status: 'failed'; retry: () => void };

type Loaded =
  | { status: 'ready'; client: ClientInfo }
  | { status: 'notFound' }
  | { status: 'failed' };

function lookupId(lookup: ClientLookup): string {
  return 'key' in lookup ? `key:${lookup.key}` : `domain:${lookup.domain}`;
}

/**
 * Loads the current client (spec §4, client load: by domain under a client domain, otherwise by
 * key). The caller decides what `notFound` means (redirect to the default client, or page not
 * found), so this call raises no notifications of its own.
 * @public
 */
export function useClientInfo(adapter: HttpAdapter, lookup: ClientLookup): ClientInfoState {
  const id = lookupId(lookup);
  const [loaded, setLoaded] = useState<{ id: string; result: Loaded } | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` stands for `lookup`; `attempt` re-runs on retry.
  useEffect(() => {
    const controller = new AbortController();
    fetchClientInfo(adapter, lookup, { signal: controller.signal, skipErrorNotification: true })
      .then((client) => setLoaded({ id, result: { status: 'ready', client } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && error.status === 404;
        setLoaded({ id, result: notFound ? { status: 'notFound' } : { status: 'failed' } });
      });
    return () => controller.abort();
  }, [adapter, id, attempt]);

  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((count) => count + 1);
  }, []);

  if (!loaded || loaded.id !== id) return { status: 'loading' };
  return loaded.result.status === 'failed' ? { status: 'failed', retry } : loaded.result;
}
