import type { ApiError } from '@tessera/client';
import { DEFINITION_MESSAGES } from './definitionMessages';
import type { ProblemMap, ProblemText } from './problemText';
import { type ProblemEntry, readProblemEntries } from './readProblemEntries';

/** How one editor reads the problems of a refused save. */
export interface ProblemReading {
  /** Where the editor shows the problem (`general` for the message above the form). */
  readonly locate: (entry: ProblemEntry) => string;
  /** The problem's text, given where it shows. */
  readonly text: (message: string, location: string) => ProblemText;
  /** The answers that list problems: a 422, and for some forms a 403 naming what may not change. */
  readonly statuses?: readonly number[];
}

/**
 * The problems of a refused save by where the editor shows them (the first one at a location is
 * kept); `null` when the answer lists none.
 */
export function readProblems(error: ApiError, reading: ProblemReading): ProblemMap | null {
  const entries = readProblemEntries(error, reading.statuses);
  if (entries === null) return null;
  const problems = new Map<string, ProblemText>();
  for (const entry of entries) {
    const location = reading.locate(entry);
    if (!problems.has(location)) problems.set(location, reading.text(entry.message, location));
  }
  return problems;
}

/** A server message (English, for logs) with a text of its own; the first match wins. */
export type KnownMessage = readonly [
  RegExp,
  (match: RegExpExecArray, location: string) => ProblemText,
];

/**
 * A problem's text from a table of known server messages, then from the engine's messages for
 * any malformed definition (`DEFINITION_MESSAGES`), or `otherwise` (which usually quotes the
 * message) for any other one.
 */
export function matchProblemText(
  known: readonly KnownMessage[],
  otherwise: (message: string) => ProblemText,
): (message: string, location: string) => ProblemText {
  const tables = [known, DEFINITION_MESSAGES];
  return (message, location) => {
    for (const table of tables) {
      for (const [pattern, text] of table) {
        const match = pattern.exec(message);
        if (match) return text(match, location);
      }
    }
    return otherwise(message);
  };
}
