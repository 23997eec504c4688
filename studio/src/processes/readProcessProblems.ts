import type { ApiError } from '@tessera/client';
import type { ProblemMap, ProblemText } from '../common/problemText';
import { matchProblemText, readProblems } from '../common/readProblems';
import { drawingRuleOf } from './drawingRules';
import type { ProcessDraft } from './processDraft';
import { processProblemLocation } from './processProblemLocation';

// The server's messages (English, for logs) that have a message of their own here.
const knownText = matchProblemText(
  [
    [/^is already used by another /, () => ({ studio: 'processes.problems.nameTaken' })],
    [
      /^is not an active process-type data provider/,
      () => ({ studio: 'processes.problems.notProcessProvider' }),
    ],
    [/^is not a form of this version/, () => ({ studio: 'processes.problems.unknownForm' })],
  ],
  (message) => ({ studio: 'processes.problems.invalid', params: { detail: message } }),
);

/** The text of a server message about a process: a drawing rule's own, else a known message's. */
function processProblemText(message: string, location: string): ProblemText {
  const rule = drawingRuleOf(message);
  return rule === null
    ? knownText(message, location)
    : { studio: `processes.diagram.rules.${rule}` };
}

/**
 * A 422 answer to a process save (`errors: [{ path, message }]`, JSON pointers into the body)
 * as problems where the editor shows them; `null` when the error is not a 422 with problems.
 */
export function readProcessProblems(error: ApiError, draft: ProcessDraft): ProblemMap | null {
  return readProblems(error, {
    locate: ({ pointer }) => processProblemLocation(pointer, draft),
    text: processProblemText,
  });
}
