import type { ApiError } from '@tessera/client';
import type { ProblemMap } from '../common/problemText';
import { matchProblemText, readProblems } from '../common/readProblems';

const textOf = matchProblemText(
  [
    [/^is already used by another client$/, () => ({ studio: 'clients.problems.keyTaken' })],
    [
      /^is already used by another active client$/,
      () => ({ studio: 'clients.problems.nameTaken' }),
    ],
    [
      /^is already used by client "(.*)"$/,
      (match) => ({ studio: 'clients.problems.domainTaken', params: { key: match[1] } }),
    ],
    [/^is listed twice$/, () => ({ studio: 'clients.problems.domainTwice' })],
    [
      /^must match pattern/,
      (_, location) =>
        location === 'key'
          ? { studio: 'clients.problems.keyCharacters' }
          : { studio: 'clients.problems.domainInvalid' },
    ],
    [
      /^is required$|^must NOT have fewer than 1 characters$/,
      () => ({ common: 'validations.required' }),
    ],
  ],
  (message) => ({ studio: 'clients.problems.invalid', params: { detail: message } }),
);

/** Where a problem of a client body (`/key`, `/name`, `/domains/1`) shows on the form. */
function locate(pointer: string): string {
  const domain = /^\/domains\/(\d+)/.exec(pointer);
  if (domain) return `domains/${domain[1]}`;
  if (pointer.startsWith('/key')) return 'key';
  if (pointer.startsWith('/name')) return 'name';
  return 'general';
}

/**
 * A refused client save (`PUT clients[/{id}]`, 422) as problems on the client form: a taken key,
 * name or domain on its input, anything else above the form; `null` when the answer lists none.
 */
export function readClientProblems(error: ApiError): ProblemMap | null {
  return readProblems(error, { locate: ({ pointer }) => locate(pointer), text: textOf });
}
