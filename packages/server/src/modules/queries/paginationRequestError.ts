import { DefinitionError } from '@tessera/engine';
import type { HttpError } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';

/**
 * The 422 of a request whose pagination the engine refused — a cursor that is malformed or was
 * made for another provider, sort or time zone (`pagination.after`), a page with a cursor — with
 * each problem at the request's own place: `pointer` is where the pagination's fields sit in its
 * body (`/params/pagination`; `` for a body that holds them at its top). Undefined for any
 * other error.
 * @internal
 */
export function paginationRequestError(error: unknown, pointer: string): HttpError | undefined {
  if (!(error instanceof DefinitionError)) return undefined;
  const fields = error.errors.map((issue) => /^pagination\.(\w+)$/.exec(issue.path)?.[1]);
  if (fields.length === 0 || fields.some((field) => field === undefined)) return undefined;
  return invalidRequest(
    error.errors.map((issue, index) => ({
      path: `${pointer}/${fields[index]}`,
      message: issue.message,
    })),
  );
}
