/**
 * An error the HTTP layer answers as `{ statusCode, message, errorType? }`. `errorType` is the
 * machine-readable reason the spec's error catalogue names (e.g. `invalidCredentials`).
 * @public
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errorType: string | undefined;

  constructor(statusCode: number, message: string, errorType?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errorType = errorType;
  }
}

/**
 * The JSON body of every error response.
 * @public
 */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errorType?: string;
}
