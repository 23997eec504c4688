import type { ApiError } from '@tessera/client';
import type { ProblemMap } from '../common/problemText';
import { matchProblemText, readProblems } from '../common/readProblems';

const textOf = matchProblemText(
  [
    [
      /^is already used by another document type$/,
      () => ({ studio: 'documentTypes.problems.nameTaken' }),
    ],
    [
      /^is required$|^must NOT have fewer than 1 characters$|^must match pattern/,
      () => ({ common: 'validations.required' }),
    ],
    [
      /^must NOT have more than (\d+) characters$/,
      (match) => ({ common: 'validations.max', params: { length: Number(match[1]) } }),
    ],
  ],
  (message) => ({ studio: 'documentTypes.problems.invalid', params: { detail: message } }),
);

/**
 * Where a problem of the write's body shows: the name, the role access (the draft's `grants`),
 * else above the form.
 */
function locate([field]: readonly string[]): string {
  if (field === 'name') return 'name';
  if (field === 'roleAccess') return 'grants';
  return 'general';
}

/**
 * A refused document type save (`PUT settings/document-types[/{id}]`, a 422 with JSON pointers)
 * as problems on the form: the name's (taken, missing), the role access's, else the whole
 * form's; `null` when the answer lists none.
 */
export function readDocumentTypeProblems(error: ApiError): ProblemMap | null {
  return readProblems(error, { locate: ({ segments }) => locate(segments), text: textOf });
}
