import type { ApiError } from '@tessera/client';
import type { ProblemMap } from '../common/problemText';
import { matchProblemText, readProblems } from '../common/readProblems';
import type { ViewColumn } from './viewDraft';
import { viewProblemLocation } from './viewProblemLocation';

// The server's messages (English, for logs) that have a message of their own here; the
// location tells apart the two "already used" ones.
const textOf = matchProblemText(
  [
    [
      /^is already used by another view/,
      (_, location) => ({
        studio:
          location === 'routeKey' ? 'views.problems.routeKeyTaken' : 'views.problems.nameTaken',
      }),
    ],
    [/^may contain only Latin letters/, () => ({ common: 'validations.routePath' })],
    [/^must not be a UUID/, () => ({ studio: 'views.problems.routeKeyUuid' })],
    [/^is not a field of the provider/, () => ({ studio: 'views.problems.unknownField' })],
    [/^is not an active data provider/, () => ({ studio: 'views.problems.unknownProvider' })],
    [/^opens a record's process/, () => ({ studio: 'views.problems.rowClickNeedsProcess' })],
    [/^is not an active form/, () => ({ studio: 'views.problems.unknownForm' })],
    [/^is not a process of this version/, () => ({ studio: 'views.problems.unknownProcess' })],
  ],
  (message) => ({ studio: 'views.problems.invalid', params: { detail: message } }),
);

/**
 * A 422 answer to a view save as problems where the editor shows them (see
 * `viewProblemLocation`); `null` when the error is not a 422 with problems.
 */
export function readViewProblems(
  error: ApiError,
  columns: readonly Pick<ViewColumn, 'id'>[],
): ProblemMap | null {
  return readProblems(error, {
    locate: ({ segments }) => viewProblemLocation(segments, columns),
    text: textOf,
  });
}
