import type { RequestOptions } from '../httpAdapter.types';

/**
 * Per-call options every typed call accepts.
 * @public
 */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'skipErrorNotification'>;

/**
 * Options of the "is this name taken?" checks (spec 001 §5.4).
 * @public
 */
export interface ExistenceCheckOptions extends CallOptions {
  /** The record being edited, which does not clash with itself. */
  exceptId?: string;
}
