import { isApiError } from '@tessera/client';

/**
 * What a failed form preload means for the form screen (spec 002 §8, §4):
 * - `notFound`: the form or the process does not exist (404), or the form does not write to the
 *   process's provider (422 `providerMismatch`) — the 'record not found' notice and a return;
 * - `forbidden`: the person may not fill this form now (403);
 * - `failed`: anything else — the usual notice for the failure, and a retry.
 */
export function classifyPreloadFailure(error: unknown): 'notFound' | 'forbidden' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.status === 404) return 'notFound';
  if (error.status === 422 && error.errorType === 'providerMismatch') return 'notFound';
  if (error.status === 403) return 'forbidden';
  return 'failed';
}
