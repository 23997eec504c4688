import type { RequestProblem } from './requestValidation';

/**
 * An error the HTTP layer answers as `{ statusCode, message, errorType?, errors? }`.
 * `errorType` is the machine-readable reason the spec's error catalogue names (e.g.
 * `invalidCredentials`); `errors` lists the problems of an invalid (422) request.
 * @public
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errorType: string | undefined;
  readonly problems: readonly RequestProblem[] | undefined;

  constructor(
    statusCode: number,
    message: string,
    errorType?: string,
    problems?: readonly RequestProblem[],
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errorType = errorType;
    this.problems = problems;
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
  errors?: readonly RequestProblem[];
}

/** 403: the user is known but may not do this. @internal */
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message, 'forbidden');

/** 404 without saying whether the thing exists elsewhere (another tenant's id). @internal */
export const notFound = (what = 'Not found') => new HttpError(404, what);
