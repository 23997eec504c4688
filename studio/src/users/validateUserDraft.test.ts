import { describe, expect, it } from 'vitest';
import { emptyUserDraft, type UserDraft, withPersonalDetail } from './userDraft';
import { validateUserDraft } from './validateUserDraft';

const valid: UserDraft = {
  ...withPersonalDetail(emptyUserDraft(), 'name', 'Anna'),
  email: 'anna@firma.pl',
  password: 'Zielony-42',
};
const asNew = { isNew: true };

describe('the user form rules', () => {
  it('a complete new user passes', () => {
    expect(validateUserDraft(valid, asNew).size).toBe(0);
  });

  it('the e-mail is required and must be a valid e-mail (spec 000 §5)', () => {
    expect(validateUserDraft({ ...valid, email: '  ' }, asNew).get('email')).toEqual({
      common: 'validations.required',
      params: expect.anything(),
    });
    expect(validateUserDraft({ ...valid, email: 'anna.firma.pl' }, asNew).get('email')).toEqual(
      expect.objectContaining({ common: 'validations.email' }),
    );
  });

  it('the name is required (spec 002 §5, users: name, email and password required)', () => {
    const nameless = withPersonalDetail(valid, 'name', '   ');
    expect(validateUserDraft(nameless, asNew).get('personalDetails/name')).toEqual(
      expect.objectContaining({ common: 'validations.required' }),
    );
  });

  it('a new user needs a password of at least 6 characters (spec 000 §9)', () => {
    expect(validateUserDraft({ ...valid, password: '' }, asNew).get('password')).toEqual(
      expect.objectContaining({ common: 'validations.required' }),
    );
    expect(validateUserDraft({ ...valid, password: '12345' }, asNew).get('password')).toEqual(
      expect.objectContaining({
        common: 'validations.min',
        params: expect.objectContaining({ length: 6 }),
      }),
    );
    expect(validateUserDraft({ ...valid, password: '123456' }, asNew).has('password')).toBe(false);
  });

  it('an existing user keeps their password when none is typed, a typed one is checked', () => {
    const existing = { isNew: false };
    expect(validateUserDraft({ ...valid, password: '' }, existing).size).toBe(0);
    expect(validateUserDraft({ ...valid, password: 'abc' }, existing).has('password')).toBe(true);
  });
});
