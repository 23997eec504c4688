import { useTranslation } from 'react-i18next';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { ProblemMap, ProblemText } from './problemText';

/** Puts a problem into words in the person's language. */
export function useProblemTranslator(): (text: ProblemText) => string {
  const { t: common } = useTranslation();
  const { t } = useStudioTranslation();
  return (text) =>
    'common' in text ? common(text.common, text.params) : t(text.studio, text.params);
}

/** The message of the problem at a location, for a Field's `validationMessage`. */
export function useProblemMessage(problems: ProblemMap): (location: string) => string | undefined {
  const translate = useProblemTranslator();
  return (location) => {
    const text = problems.get(location);
    return text === undefined ? undefined : translate(text);
  };
}
