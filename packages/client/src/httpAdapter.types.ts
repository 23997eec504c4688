/** @public */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query value: scalars, lists and nested objects (`filter[status]=active`). @public */
export type QueryValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

/** @public */
export type QueryParams = { readonly [key: string]: QueryValue };

/** @public */
export interface RequestOptions {
  method: HttpMethod;
  /** Path under the adapter's base URL, e.g. `auth/me` (a leading slash is ignored). */
  path: string;
  query?: QueryParams;
  /** Sent as JSON; a `FormData` body is sent as is. */
  body?: unknown;
  signal?: AbortSignal;
  /** @default 20000 */
  timeoutMs?: number;
  /**
   * The caller handles every failure of this request itself: the adapter's `onError` is not
   * called (spec: "request flagged to skip error notification — no notification").
   */
  skipErrorNotification?: boolean;
}

/**
 * The one way the front end talks to the server; swap it for fixtures in tests and Storybook.
 * Resolves with the parsed response body (`undefined` for 204) and rejects with an `ApiError`,
 * or with the caller's own `AbortError` when the caller's signal aborts.
 * @public
 */
export interface HttpAdapter {
  request<T>(options: RequestOptions): Promise<T>;
}
