import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * What `GET health` answers.
 * @public
 */
export interface HealthReport {
  status: 'ok' | 'unavailable';
  /** Which database the server runs on (e.g. embedded PGlite or PostgreSQL). */
  database: string;
  version: string;
}

/**
 * `GET health`: whether the server can serve. An unavailable server answers 503, which rejects
 * with an `ApiError`.
 * @public
 */
export function fetchHealth(
  adapter: HttpAdapter,
  options: CallOptions = {},
): Promise<HealthReport> {
  return adapter.request<HealthReport>({ method: 'GET', path: 'health', ...options });
}
