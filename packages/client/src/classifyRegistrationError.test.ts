import { describe, expect, it } from 'vitest';
import { ApiError, createApiErrorFromResponse } from './apiError';
import { classifyRegistrationError } from './classifyRegistrationError';

describe('classifyRegistrationError (spec §8 register rows)', () => {
  it('register 400 errorType accountExists → accountExists', () => {
    const error = createApiErrorFromResponse(400, { errorType: 'accountExists' });
    expect(classifyRegistrationError(error)).toEqual({ reason: 'accountExists' });
  });

  it('register 400 errorType clientNotExists → clientNotExists', () => {
    const error = createApiErrorFromResponse(400, { errorType: 'clientNotExists' });
    expect(classifyRegistrationError(error)).toEqual({ reason: 'clientNotExists' });
  });

  it('register 429 → tooManyRequests, with the retry delay when the server sent one', () => {
    expect(classifyRegistrationError(new ApiError({ status: 429 }))).toEqual({
      reason: 'tooManyRequests',
    });
    expect(
      classifyRegistrationError(new ApiError({ status: 429, retryAfterSeconds: 120 })),
    ).toEqual({ reason: 'tooManyRequests', retryAfterSeconds: 120 });
  });

  it('a 422 names the fields: password policy codes on the password, not-equal on the repeat', () => {
    const error = createApiErrorFromResponse(422, {
      errors: [
        { path: '/repeatPassword', code: 'passwordsNotEqual', message: 'x' },
        { path: '/password', code: 'passwordTooShort', params: { minLength: 10 }, message: 'x' },
        { path: '/password', code: 'passwordTooCommon', message: 'x' },
      ],
    });
    expect(classifyRegistrationError(error)).toEqual({
      reason: 'invalidFields',
      fields: {
        password: { code: 'passwordTooShort', minLength: 10 },
        repeatPassword: { code: 'passwordsNotEqual' },
      },
    });
  });

  it('a schema 422 on the e-mail or a name is an invalid field', () => {
    const error = createApiErrorFromResponse(422, {
      errors: [
        { path: '/email', message: 'must match format "email"' },
        { path: '/personalDetails/surname', message: 'must NOT have more than 200 characters' },
      ],
    });
    expect(classifyRegistrationError(error)).toEqual({
      reason: 'invalidFields',
      fields: { email: { code: 'invalid' }, surname: { code: 'invalid' } },
    });
  });

  it('a 422 naming no known field, a 400 of another kind, 500 and errors that are no ApiError → unknown', () => {
    expect(
      classifyRegistrationError(createApiErrorFromResponse(422, { errors: [{ path: '/x' }] })),
    ).toEqual({ reason: 'unknown' });
    expect(classifyRegistrationError(createApiErrorFromResponse(400, {}))).toEqual({
      reason: 'unknown',
    });
    expect(classifyRegistrationError(new ApiError({ status: 500 }))).toEqual({ reason: 'unknown' });
    expect(classifyRegistrationError(new Error('x'))).toEqual({ reason: 'unknown' });
  });

  it('no connection or no answer in time → network', () => {
    expect(classifyRegistrationError(new ApiError({ status: 0, code: 'network' }))).toEqual({
      reason: 'network',
    });
    expect(classifyRegistrationError(new ApiError({ status: 0, code: 'timeout' }))).toEqual({
      reason: 'network',
    });
  });
});
