/** @public */
export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  status: number;
  message?: string;
  /** `errorType` of the response body, e.g. `invalidCredentials`. */
  errorType?: string;
  /** `code` of the response body, or `network` / `timeout` when no response arrived. */
  code?: string;
  body?: unknown;
  /** Seconds from a `Retry-After` header (429). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * A failed API call, as a value the UI can classify (`classifyApiError`).
 * @public
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorType: string | undefined;
  readonly code: string | undefined;
  readonly body: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message ?? `Request failed with status ${init.status}`, { cause: init.cause });
    this.status = init.status;
    this.errorType = init.errorType;
    this.code = init.code;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** @public */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * Builds an `ApiError` from a response status and its (parsed) body, reading the
 * `{statusCode, message, errorType, code}` shape the server answers with.
 * @internal
 */
export function createApiErrorFromResponse(
  status: number,
  body: unknown,
  retryAfterSeconds?: number,
): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: string) =>
    typeof fields[key] === 'string' ? (fields[key] as string) : undefined;
  return new ApiError({
    status,
    body,
    message: text('message'),
    errorType: text('errorType'),
    code: text('code'),
    retryAfterSeconds,
  });
}
