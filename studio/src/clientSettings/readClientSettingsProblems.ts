import type { ApiError } from '@tessera/client';
import type { ProblemMap, ProblemText } from '../common/problemText';
import { matchProblemText, readProblems } from '../common/readProblems';
import type { ClientSettingsDraft } from './clientSettingsDraft';

/** The settings the form has an input for: a problem there shows on that input. */
const settingKeys: readonly (keyof ClientSettingsDraft)[] = [
  'defaultCountry',
  'defaultLocale',
  'maxImportRecordCount',
  'notifyAboutNewRegistrations',
  'registrationRequiresApproval',
  'minPasswordLength',
];

const formatProblems: Readonly<Record<string, ProblemText>> = {
  defaultCountry: { studio: 'clientSettings.problems.countryFormat' },
  defaultLocale: { studio: 'clientSettings.problems.localeFormat' },
};

const textOf = matchProblemText(
  [
    [
      /^must match pattern/,
      (_, location) => formatProblems[location] ?? { common: 'validations.regex' },
    ],
    [
      /^must be >= (\d+)$/,
      (match) => ({ common: 'validations.min_value', params: { min: Number(match[1]) } }),
    ],
    [
      /^must be <= (\d+)$/,
      (match) => ({ common: 'validations.max_value', params: { max: Number(match[1]) } }),
    ],
    [/^must be integer$/, () => ({ common: 'validations.integer' })],
  ],
  (message) => ({ studio: 'clientSettings.problems.invalid', params: { detail: message } }),
);

/**
 * A refused settings save (`PUT settings/clientSettings`, a 422 with JSON pointers) as problems
 * on the form's inputs, else above the form; `null` when the answer lists none.
 */
export function readClientSettingsProblems(error: ApiError): ProblemMap | null {
  return readProblems(error, {
    locate: ({ segments: [key] }) =>
      settingKeys.includes(key as keyof ClientSettingsDraft) ? (key as string) : 'general',
    text: textOf,
  });
}
