import type { FastifyError } from 'fastify';
import { type ErrorBody, HttpError } from './httpError';

/**
 * Turns any thrown value into the status and JSON body to answer with. Client errors keep their
 * message (they describe the request); anything else becomes a bare 500 so stack traces, SQL and
 * file paths never reach a client.
 * @internal
 */
export function errorBody(error: unknown): ErrorBody {
  if (error instanceof HttpError) {
    return error.errorType === undefined
      ? { statusCode: error.statusCode, message: error.message }
      : { statusCode: error.statusCode, message: error.message, errorType: error.errorType };
  }
  const statusCode = isFastifyError(error) ? error.statusCode : undefined;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: error instanceof Error ? error.message : 'Bad request' };
  }
  return { statusCode: 500, message: 'Internal server error' };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';
}
