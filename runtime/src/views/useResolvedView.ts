import { isApiError, type RuntimeView, resolveView } from '@tessera/client';
import { useEffect, useState } from 'react';
import type { ViewScreenServices } from './viewScreenServices';

/** Where opening `views/{routeKeyOrViewId}` stands. */
export type ResolvedViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly view: RuntimeView }
  /** The view needs a login (401). */
  | { readonly status: 'unauthorized' }
  | { readonly status: 'forbidden' }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly retry: () => void };

const LOADING: ResolvedViewState = { status: 'loading' };

/**
 * Opens the view an address names (`resolveView`), again on retry; a load still running when
 * the address changes or the page goes away is cancelled. 401, 403 and 404 are the page's to
 * show (a 401 still logs a stale session out); any other failure can be retried, and is
 * reported unless it is a 422 (a view whose provider is gone: nothing the person filled in).
 */
export function useResolvedView(
  services: ViewScreenServices,
  routeKeyOrViewId: string,
): ResolvedViewState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResolvedViewState>(LOADING);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is not read; changing it is what loads again.
  useEffect(() => {
    const controller = new AbortController();
    setState(LOADING);
    resolveView(services.adapter, routeKeyOrViewId, {
      signal: controller.signal,
      skipErrorNotification: true,
    }).then(
      (view) => {
        if (!controller.signal.aborted) setState({ status: 'ready', view });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = isApiError(error) ? error.status : 0;
        if (status === 401) services.reportError(error);
        if (status === 401) setState({ status: 'unauthorized' });
        else if (status === 403) setState({ status: 'forbidden' });
        else if (status === 404) setState({ status: 'notFound' });
        else {
          // A 422 is the view's configuration, not the person's form: no 'form has errors'.
          if (status !== 422) services.reportError(error);
          setState({ status: 'failed', retry: () => setAttempt((count) => count + 1) });
        }
      },
    );
    return () => controller.abort();
  }, [services, routeKeyOrViewId, attempt]);

  return state;
}
