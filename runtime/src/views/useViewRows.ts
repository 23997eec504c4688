import { fetchViewRows, isApiError, type ViewRowsPage } from '@tessera/client';
import { useCallback, useEffect, useState } from 'react';
import type { ViewQuery } from './viewQuery';
import type { ViewScreenServices } from './viewScreenServices';

/** The rows of the page shown. */
export interface ViewRowsState {
  /** The page last loaded (kept, dimmed, while the next one loads). */
  readonly page: ViewRowsPage | null;
  readonly loading: boolean;
  /** The last load failed: the page says so, with a retry. */
  readonly failed: boolean;
  /** Loads the page again (the retry button, the refresh button). */
  readonly reload: () => void;
}

/**
 * Loads a page of a view's rows whenever the query changes, cancelling a load still running;
 * the previous page stays on screen meanwhile, so paging and sorting do not flash empty.
 */
export function useViewRows(
  services: ViewScreenServices,
  viewId: string,
  query: ViewQuery,
): ViewRowsState {
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState<ViewRowsPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const { page: pageNumber, perPage, sort } = query;
  const sortKey = sort === null ? '' : `${sort.columnId}.${sort.direction}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `sortKey` stands for `sort`; `attempt` is what loads again.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchViewRows(
      services.adapter,
      viewId,
      { page: pageNumber, perPage, ...(sort === null ? {} : { sort: [sort] }) },
      { signal: controller.signal, skipErrorNotification: true },
    ).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setPage(loaded);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 422 is the view's configuration, not the person's form: no 'form has errors'.
        if (!isApiError(error) || error.status !== 422) services.reportError(error);
        setLoading(false);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [services, viewId, pageNumber, perPage, sortKey, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { page, loading, failed, reload };
}
