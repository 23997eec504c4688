import { isApiError } from './apiError';

/**
 * The error catalogue's situations (spec §8). `timeout` is ours: a request that got no answer
 * within its time limit is neither "no internet" nor a server verdict; so is `serverBusy`: the
 * server had no database connection free in time (503 `serverBusy` with `Retry-After`), which
 * passes by itself, unlike a server error.
 * @public
 */
export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'invalidForm'
  | 'tooManyRequests'
  | 'serverBusy'
  | 'serverError'
  | 'network'
  | 'timeout'
  | 'unknown';

/**
 * Maps a failure to the error catalogue: 401 → unauthorized (local logout, no notification),
 * 403 → forbidden, 422 → invalidForm, 429 → tooManyRequests, 503 `serverBusy` → serverBusy,
 * other 5xx → serverError,
 * no response → network (or timeout), anything else → unknown.
 * @public
 */
export function classifyApiError(error: unknown): ApiErrorKind {
  if (!isApiError(error)) return 'unknown';
  if (error.status === 0) return error.code === 'timeout' ? 'timeout' : 'network';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 403) return 'forbidden';
  if (error.status === 422) return 'invalidForm';
  if (error.status === 429) return 'tooManyRequests';
  if (error.status === 503 && error.errorType === 'serverBusy') return 'serverBusy';
  if (error.status >= 500) return 'serverError';
  return 'unknown';
}
