import { type FormPreload, type HttpAdapter, preloadForm } from '@tessera/client';
import { useEffect, useState } from 'react';
import { classifyPreloadFailure } from './classifyPreloadFailure';

/** Where opening a form stands. */
export type FormPreloadState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly preload: FormPreload }
  | { readonly status: 'notFound' }
  | { readonly status: 'forbidden' }
  | { readonly status: 'failed'; readonly retry: () => void };

/** What a form screen opens. */
export interface UseFormPreloadOptions {
  readonly adapter: HttpAdapter;
  readonly formId: string;
  readonly processId: string | null;
  readonly authorizeBy?: string | null;
  /** The app's usual handling of a failed call (401 logs out, notifications); not for 404. */
  readonly reportError: (error: unknown) => void;
}

const LOADING: FormPreloadState = { status: 'loading' };

/**
 * Opens a form of a process (`preloadForm`) once per form and process, and again on retry; a
 * load still running when they change or the page goes away is cancelled and its answer
 * ignored. A missing record is not reported as an error: the screen says 'record not found'.
 */
export function useFormPreload({
  adapter,
  formId,
  processId,
  authorizeBy = null,
  reportError,
}: UseFormPreloadOptions): FormPreloadState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FormPreloadState>(LOADING);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is not read; changing it is what loads again.
  useEffect(() => {
    const controller = new AbortController();
    setState(LOADING);
    preloadForm(
      adapter,
      { formId, processId, authorizeBy },
      { signal: controller.signal, skipErrorNotification: true },
    ).then(
      (preload) => {
        if (controller.signal.aborted) return;
        // A process without its record cannot be filled in: as good as not found.
        const recordMissing = preload.process !== null && preload.dataRecord === null;
        setState(recordMissing ? { status: 'notFound' } : { status: 'ready', preload });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = classifyPreloadFailure(error);
        if (failure !== 'notFound') reportError(error);
        setState(
          failure === 'failed'
            ? { status: 'failed', retry: () => setAttempt((count) => count + 1) }
            : { status: failure },
        );
      },
    );
    return () => controller.abort();
  }, [adapter, formId, processId, authorizeBy, reportError, attempt]);

  return state;
}
