import type { ApiError } from '@tessera/client';
import type { ProblemMap, ProblemText } from '../dataProviders/problemText';
import { drawingRuleOf } from './drawingRules';
import type { ProcessDraft } from './processDraft';
import { processProblemLocation } from './processProblemLocation';

// The server's messages (English, for logs) that have a message of their own here.
const knownMessages: readonly [RegExp, ProblemText][] = [
  [/^is already used by another /, { studio: 'processes.problems.nameTaken' }],
  [
    /^is not an active process-type data provider/,
    { studio: 'processes.problems.notProcessProvider' },
  ],
  [/^is not a form of this version/, { studio: 'processes.problems.unknownForm' }],
  [/^must not be empty$|^is required$/, { common: 'validations.required' }],
];

/** The text of a server message about a process. */
export function processProblemText(message: string): ProblemText {
  const rule = drawingRuleOf(message);
  if (rule !== null) return { studio: `processes.diagram.rules.${rule}` };
  for (const [pattern, text] of knownMessages) if (pattern.test(message)) return text;
  return { studio: 'processes.problems.invalid', params: { detail: message } };
}

/**
 * A 422 answer to a process save (`errors: [{ path, message }]`, JSON pointers into the body)
 * as problems where the editor shows them; `null` when the error is not a 422 with problems.
 */
export function readProcessProblems(error: ApiError, draft: ProcessDraft): ProblemMap | null {
  if (error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | null | undefined;
  const entries = Array.isArray(body?.errors) ? body.errors : [];
  const problems = new Map<string, ProblemText>();
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const location = processProblemLocation(path === '/' ? '' : path, draft);
    if (!problems.has(location)) problems.set(location, processProblemText(message));
  }
  return problems.size > 0 ? problems : null;
}
