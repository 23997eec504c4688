import { isApiError } from './apiError';
import { classifyApiError } from './classifyApiError';

/**
 * The failures every form's call shares, whatever else it may answer.
 * @internal
 */
export type CommonFailure =
  | { reason: 'tooManyRequests'; retryAfterSeconds?: number }
  | { reason: 'network' }
  | { reason: 'unknown' };

/**
 * Maps a failure no form-specific rule took (spec §8): 429 → tooManyRequests, with the wait from
 * the answer's `Retry-After` when the server sent one; no answer (or none in time) → network, so
 * the user knows to check the connection; anything else → the generic unknown error.
 * @internal
 */
export function classifyCommonFailure(error: unknown): CommonFailure {
  if (!isApiError(error)) return { reason: 'unknown' };
  if (error.status === 429) {
    return error.retryAfterSeconds === undefined
      ? { reason: 'tooManyRequests' }
      : { reason: 'tooManyRequests', retryAfterSeconds: error.retryAfterSeconds };
  }
  const kind = classifyApiError(error);
  return { reason: kind === 'network' || kind === 'timeout' ? 'network' : 'unknown' };
}
