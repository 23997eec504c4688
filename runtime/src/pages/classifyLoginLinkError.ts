import { classifyApiError, isApiError } from '@tessera/client';

/** Why a login link did not log anybody in. */
export type LoginLinkFailure = 'invalid' | 'tooManyRequests' | 'network' | 'unknown';

/**
 * Maps a failed `POST auth/loginByToken` to what the page says. The server answers one 401 for
 * an unknown, used, expired or no-longer-allowed link (spec §8: 'Podany link jest nieprawidłowy lub
 * wygasł'); any other refusal of the request (a mangled token) reads the same. A 429, a lost
 * connection or a server error left the link unused, so those may be tried again.
 */
export function classifyLoginLinkError(error: unknown): LoginLinkFailure {
  const kind = classifyApiError(error);
  if (kind === 'tooManyRequests') return 'tooManyRequests';
  if (kind === 'network' || kind === 'timeout') return 'network';
  if (isApiError(error) && error.status >= 400 && error.status < 500) return 'invalid';
  return 'unknown';
}
