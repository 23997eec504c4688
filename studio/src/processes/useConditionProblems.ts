import type { ProblemMap } from '../common/problemText';
import { useProblemTranslator } from '../common/useProblemMessage';
import { problemsUnder } from './processProblemLocation';

/**
 * The problems of a condition at a location (`step:{id}:finish:{i}:condition`,
 * `route:{id}:condition`), in words and keyed by pointer inside the condition, as the condition
 * editor takes them.
 */
export function useConditionProblems(): (
  problems: ProblemMap,
  location: string,
) => Map<string, string> {
  const translate = useProblemTranslator();
  return (problems, location) => {
    const found = new Map<string, string>();
    for (const [pointer, text] of problemsUnder(problems, location))
      found.set(pointer, translate(text));
    return found;
  };
}
