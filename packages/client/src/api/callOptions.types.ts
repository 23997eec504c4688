import type { RequestOptions } from '../httpAdapter.types';

/**
 * Per-call options every typed call accepts.
 * @public
 */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'skipErrorNotification'>;
