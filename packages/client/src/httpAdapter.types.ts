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

/**
 * What every call names, whatever it sends: the common part of {@link RequestOptions} and
 * {@link UploadOptions}, and what the adapter's `onError` is told about the failed call.
 * @public
 */
export interface CallDescription {
  /** Path under the adapter's base URL, e.g. `auth/me` (a leading slash is ignored). */
  path: string;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with a `timeout` `ApiError`. */
  timeoutMs?: number;
  /**
   * The caller handles every failure of this call itself: the adapter's `onError` is not
   * called (spec: "request flagged to skip error notification — no notification").
   */
  skipErrorNotification?: boolean;
  /**
   * Headers of this call besides the adapter's own (e.g. `Idempotency-Key`). The adapter's
   * session, client, version and time-zone headers always win: a call cannot replace them.
   */
  headers?: Readonly<Record<string, string>>;
}

/** @public */
export interface RequestOptions extends CallDescription {
  method: HttpMethod;
  /** Sent as JSON; a `FormData` body is sent as is. */
  body?: unknown;
  /** @default 20000 (`defaultRequestTimeoutMs`, or the adapter's own default) */
  timeoutMs?: number;
}

/**
 * A value of a multipart field: files (`Blob`/`File`) and text, in lists and nested objects
 * named the way `qs` reads them (`files[0][file]`, `context[key]`).
 * @public
 */
export type MultipartValue =
  | string
  | number
  | boolean
  | Date
  | Blob
  | null
  | undefined
  | readonly MultipartValue[]
  | { readonly [key: string]: MultipartValue };

/** @public */
export type MultipartFields = { readonly [key: string]: MultipartValue };

/**
 * How much of an upload's body has been sent.
 * @public
 */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all; `undefined` when the browser cannot tell. */
  total: number | undefined;
}

/**
 * A multipart upload (spec 001 §7: `POST commands/upload`, `POST documents/upload`).
 * @public
 */
export interface UploadOptions extends CallDescription {
  /** @default 'POST' */
  method?: 'POST' | 'PUT' | 'PATCH';
  /**
   * A ready `FormData`, or files and fields to put in one:
   * `{ documentId, files: [{ fileId, file }] }` is sent as `documentId`, `files[0][fileId]` and
   * `files[0][file]`.
   */
  body: FormData | MultipartFields;
  /** Called as the body goes out (not for the answer's download). */
  onProgress?: (progress: UploadProgress) => void;
  /** @default 600000 (`uploadTimeoutMs`) */
  timeoutMs?: number;
}

/**
 * The one way the front end talks to the server; swap it for fixtures in tests and Storybook.
 * Both methods resolve with the parsed response body (`undefined` for 204) and reject with an
 * `ApiError`, or with the caller's own `AbortError` when the caller's signal aborts.
 * @public
 */
export interface HttpAdapter {
  request<T>(options: RequestOptions): Promise<T>;
  /** Sends a multipart body, reporting progress; cancelled through `signal`. */
  upload<T>(options: UploadOptions): Promise<T>;
}
