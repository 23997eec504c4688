import type { FastifyError } from 'fastify';
import { isDatabaseBusy } from '../database/isDatabaseBusy';
import { type ErrorBody, HttpError } from './httpError';
import { describeValidationErrors } from './requestValidation';

/**
 * Turns any thrown value into the status and JSON body to answer with. A request that fails its
 * schema is a 422 listing `{ path, message }` per problem; other client errors keep their
 * message (they describe the request); a database with no connection free in time is a 503
 * (busy, try again: `serverBusy`); anything else becomes a bare 500 so stack traces, SQL and
 * file paths never reach a client.
 * @internal
 */
export function errorBody(error: unknown): ErrorBody {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      message: error.message,
      ...(error.errorType === undefined ? {} : { errorType: error.errorType }),
      ...(error.problems === undefined ? {} : { errors: error.problems }),
    };
  }
  if (isFastifyError(error) && error.validation !== undefined) {
    return {
      statusCode: 422,
      message: 'The request is invalid',
      errors: describeValidationErrors(error.validation, error.validationContext),
    };
  }
  if (isDatabaseBusy(error)) {
    return {
      statusCode: 503,
      message: 'The server is busy; try again in a moment',
      errorType: 'serverBusy',
    };
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
