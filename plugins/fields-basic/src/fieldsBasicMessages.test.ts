import { createTimeInterval, type Problem } from '@tessera/engine';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { dateFieldType } from './definitions/dateFieldType';
import { dateTimeFieldType } from './definitions/dateTimeFieldType';
import { textAreaFieldType } from './definitions/textAreaFieldType';
import { textFieldType } from './definitions/textFieldType';
import { timeIntervalFieldType } from './definitions/timeIntervalFieldType';
import { FIELDS_BASIC_NAMESPACE, fieldsBasicMessages } from './messages';

// Problems of every kind the input field types report.
const problems: readonly Problem[] = [
  ...textFieldType.validate('a b', {
    options: { prefix: '', suffix: '', maxLength: 1, minLength: 5, nameToken: true },
    path: 'x',
  }),
  ...textAreaFieldType.validate('x'.repeat(2001), { options: {}, path: 'x' }),
  ...dateFieldType.validate('2024-02-30', { options: dateFieldType.defaultOptions, path: 'x' }),
  ...dateFieldType.validate('2024-01-01', {
    options: { minDate: '2024-06-01', onlyFuture: false },
    path: 'x',
  }),
  ...dateTimeFieldType.validate('2024-05-17 10:00', { options: {}, path: 'x' }),
  ...timeIntervalFieldType.validate(
    { startDate: 'soon', duration: { days: 1 } },
    {
      options: { duration: { days: 1 } },
      path: 'x',
    },
  ),
  ...timeIntervalFieldType.validate(createTimeInterval('yearly', '2024-05-17', 'UTC'), {
    options: { duration: { days: 1 } },
    path: 'x',
  }),
];

async function translator(language: 'pl' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    ns: [FIELDS_BASIC_NAMESPACE],
    defaultNS: FIELDS_BASIC_NAMESPACE,
    resources: { [language]: { [FIELDS_BASIC_NAMESPACE]: fieldsBasicMessages[language] } },
  });
  return i18n;
}

describe('fieldsBasicMessages', () => {
  it('covers the eight kinds of input problems', () => {
    expect(new Set(problems.map((problem) => problem.messageKey)).size).toBe(8);
  });

  it.each(['pl', 'en'] as const)(
    'turns every input problem into %s text, parameters filled in',
    async (language) => {
      const i18n = await translator(language);
      for (const problem of problems) {
        const text = i18n.t(problem.messageKey, problem.params ?? {});
        expect(text).not.toBe(problem.messageKey);
        expect(text).not.toMatch(/{{/);
      }
    },
  );

  it.each(['pl', 'en'] as const)(
    'has a plural form of maxDecimals for every count in %s',
    async (language) => {
      const i18n = await translator(language);
      for (const count of [1, 2, 5, 8, 12, 22]) {
        expect(i18n.t('validation.maxDecimals', { count })).toContain(String(count));
      }
    },
  );

  it('gives the calendar twelve months and seven days, Sunday first, in both languages', () => {
    for (const language of ['pl', 'en'] as const) {
      const { calendar } = fieldsBasicMessages[language];
      expect(calendar.months).toHaveLength(12);
      expect(calendar.shortMonths).toHaveLength(12);
      expect(calendar.days).toHaveLength(7);
      expect(calendar.shortDays).toHaveLength(7);
    }
    expect(fieldsBasicMessages.pl.calendar.days[0]).toBe('niedziela');
  });
});
