import { describe, expect, it } from 'vitest';
import { ApiError, createApiErrorFromResponse } from './apiError';
import { classifyPasswordChangeError } from './classifyPasswordChangeError';

describe('classifyPasswordChangeError (spec §8 change-password rows)', () => {
  it('code invalidCurrentPassword → a problem of the current-password field', () => {
    // As the server answers it: errorType and errors[] both carry the code.
    const error = createApiErrorFromResponse(422, {
      statusCode: 422,
      message: 'The current password is not correct',
      errorType: 'invalidCurrentPassword',
      errors: [{ path: '/currentPassword', message: 'x', code: 'invalidCurrentPassword' }],
    });
    expect(classifyPasswordChangeError(error)).toEqual({
      reason: 'invalidFields',
      fields: { currentPassword: { code: 'invalidCurrentPassword' } },
    });
  });

  it('the password policy codes land on the new password, passwordsNotEqual on its repeat', () => {
    const error = createApiErrorFromResponse(422, {
      errors: [
        { path: '/repeatNewPassword', message: 'x', code: 'passwordsNotEqual' },
        { path: '/newPassword', message: 'x', code: 'passwordSameAsEmail' },
      ],
    });
    expect(classifyPasswordChangeError(error)).toEqual({
      reason: 'invalidFields',
      fields: {
        newPassword: { code: 'passwordSameAsEmail' },
        repeatNewPassword: { code: 'passwordsNotEqual' },
      },
    });
  });

  it('keeps the minimum length of passwordTooShort, and only there', () => {
    const error = createApiErrorFromResponse(422, {
      errors: [
        { path: '/newPassword', code: 'passwordTooShort', params: { minLength: 12 } },
        { path: '/repeatNewPassword', code: 'somethingNew', params: { minLength: 3 } },
      ],
    });
    expect(classifyPasswordChangeError(error)).toEqual({
      reason: 'invalidFields',
      fields: {
        newPassword: { code: 'passwordTooShort', minLength: 12 },
        repeatNewPassword: { code: 'invalid' },
      },
    });
  });

  it('change password, other error → unknown (the generic unknown-error notification)', () => {
    expect(classifyPasswordChangeError(new ApiError({ status: 403 }))).toEqual({
      reason: 'unknown',
    });
    expect(classifyPasswordChangeError(new ApiError({ status: 500 }))).toEqual({
      reason: 'unknown',
    });
    expect(
      classifyPasswordChangeError(createApiErrorFromResponse(422, { errors: 'not a list' })),
    ).toEqual({ reason: 'unknown' });
    expect(
      classifyPasswordChangeError(
        createApiErrorFromResponse(422, { errors: [null, 'x', { path: 'toString' }] }),
      ),
    ).toEqual({ reason: 'unknown' });
    expect(classifyPasswordChangeError('boom')).toEqual({ reason: 'unknown' });
  });

  it('429 → tooManyRequests; no connection → network', () => {
    expect(
      classifyPasswordChangeError(new ApiError({ status: 429, retryAfterSeconds: 60 })),
    ).toEqual({ reason: 'tooManyRequests', retryAfterSeconds: 60 });
    expect(classifyPasswordChangeError(new ApiError({ status: 429 }))).toEqual({
      reason: 'tooManyRequests',
    });
    expect(classifyPasswordChangeError(new ApiError({ status: 0, code: 'network' }))).toEqual({
      reason: 'network',
    });
  });
});
