import type { HttpAdapter } from '@tessera/client';
import type { SnackbarCenter } from './snackbarCenter';
import { withSlowCallSnackbar } from './withSlowCallSnackbar';

/**
 * An adapter that shows the slow-call snackbar (spec 000 §4: after 1000 ms) for the calls a
 * person waits on after acting — writes (POST, PUT, PATCH, DELETE) and uploads. Reads are left
 * alone: the page that asked for the data shows its own loading state.
 * @public
 */
export function withSlowCallNotices(adapter: HttpAdapter, snackbars: SnackbarCenter): HttpAdapter {
  return {
    request(options) {
      const call = adapter.request<never>(options);
      return options.method === 'GET' ? call : withSlowCallSnackbar(snackbars, call);
    },
    upload(options) {
      return withSlowCallSnackbar(snackbars, adapter.upload<never>(options));
    },
  };
}
