import { describe, expect, it } from 'vitest';
import type { ClientSettingsDraft } from './clientSettingsDraft';
import { validateClientSettingsDraft } from './validateClientSettingsDraft';

const valid: ClientSettingsDraft = {
  defaultCountry: 'PL',
  defaultLocale: 'pl-PL',
  maxImportRecordCount: 1000,
  notifyAboutNewRegistrations: false,
  registrationRequiresApproval: true,
  minPasswordLength: 8,
};
const problemsOf = (change: Partial<ClientSettingsDraft>) =>
  Object.fromEntries(validateClientSettingsDraft({ ...valid, ...change }));

describe('validateClientSettingsDraft', () => {
  it('accepts the defaults of a new client', () => {
    expect(problemsOf({})).toEqual({});
    expect(problemsOf({ defaultLocale: 'pl', defaultCountry: 'DE' })).toEqual({});
  });

  it('wants a known two-letter country code in capitals', () => {
    expect(problemsOf({ defaultCountry: '' }).defaultCountry).toEqual({
      common: 'validations.required',
    });
    expect(problemsOf({ defaultCountry: 'pl' }).defaultCountry).toEqual({
      studio: 'clientSettings.problems.countryFormat',
    });
    expect(problemsOf({ defaultCountry: 'POL' }).defaultCountry).toEqual({
      studio: 'clientSettings.problems.countryFormat',
    });
    for (const code of ['XX', 'ZZ']) {
      expect(problemsOf({ defaultCountry: code }).defaultCountry).toEqual({
        studio: 'clientSettings.problems.countryUnknown',
        params: { code },
      });
    }
  });

  it('wants a known language code, optionally with a country', () => {
    expect(problemsOf({ defaultLocale: 'PL' }).defaultLocale).toEqual({
      studio: 'clientSettings.problems.localeFormat',
    });
    expect(problemsOf({ defaultLocale: 'pl_PL' }).defaultLocale).toEqual({
      studio: 'clientSettings.problems.localeFormat',
    });
    expect(problemsOf({ defaultLocale: 'qq' }).defaultLocale).toEqual({
      studio: 'clientSettings.problems.localeUnknown',
      params: { code: 'qq' },
    });
  });

  it("wants whole numbers within the server's bounds (a password never below 6, spec 000 §5)", () => {
    expect(problemsOf({ maxImportRecordCount: null }).maxImportRecordCount).toEqual({
      common: 'validations.required',
    });
    expect(problemsOf({ maxImportRecordCount: 0 }).maxImportRecordCount).toEqual({
      common: 'validations.min_value',
      params: { min: 1 },
    });
    expect(problemsOf({ maxImportRecordCount: 1_000_001 }).maxImportRecordCount).toEqual({
      common: 'validations.max_value',
      params: { max: 1_000_000 },
    });
    expect(problemsOf({ maxImportRecordCount: 2.5 }).maxImportRecordCount).toEqual({
      common: 'validations.integer',
    });
    expect(problemsOf({ minPasswordLength: 5 }).minPasswordLength).toEqual({
      common: 'validations.min_value',
      params: { min: 6 },
    });
    expect(problemsOf({ minPasswordLength: 129 }).minPasswordLength).toEqual({
      common: 'validations.max_value',
      params: { max: 128 },
    });
    expect(problemsOf({ minPasswordLength: 6 })).toEqual({});
  });
});
