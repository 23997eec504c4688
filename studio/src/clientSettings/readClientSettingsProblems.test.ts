import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { readClientSettingsProblems } from './readClientSettingsProblems';

const refused = (errors: { path: string; message: string }[]) =>
  new ApiError({ status: 422, body: { errors } });

describe('readClientSettingsProblems', () => {
  it("puts each of the server's problems on its setting's input, in words", () => {
    const problems = readClientSettingsProblems(
      refused([
        { path: '/defaultCountry', message: 'must match pattern "^[A-Z]{2}$"' },
        { path: '/defaultLocale', message: 'must match pattern "^[a-z]{2,3}(-[A-Z]{2})?$"' },
        { path: '/maxImportRecordCount', message: 'must be <= 1000000' },
        { path: '/minPasswordLength', message: 'must be >= 6' },
      ]),
    );
    expect(Object.fromEntries(problems ?? [])).toEqual({
      defaultCountry: { studio: 'clientSettings.problems.countryFormat' },
      defaultLocale: { studio: 'clientSettings.problems.localeFormat' },
      maxImportRecordCount: { common: 'validations.max_value', params: { max: 1000000 } },
      minPasswordLength: { common: 'validations.min_value', params: { min: 6 } },
    });
  });

  it('shows a problem of no setting above the form, quoting the server', () => {
    const problems = readClientSettingsProblems(
      refused([{ path: '', message: 'must NOT have fewer than 1 properties' }]),
    );
    expect(problems?.get('general')).toEqual({
      studio: 'clientSettings.problems.invalid',
      params: { detail: 'must NOT have fewer than 1 properties' },
    });
  });
});
