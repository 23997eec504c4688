import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { classifyLoginError } from './classifyLoginError';

describe('classifyLoginError (spec §8 login rows)', () => {
  it('login 401 with errorType waitingForAdminApproval → waitingForAdminApproval', () => {
    const error = new ApiError({ status: 401, errorType: 'waitingForAdminApproval' });
    expect(classifyLoginError(error)).toEqual({ reason: 'waitingForAdminApproval' });
  });

  it('login 401 with errorType deactivatedByAdmin → deactivatedByAdmin', () => {
    const error = new ApiError({ status: 401, errorType: 'deactivatedByAdmin' });
    expect(classifyLoginError(error)).toEqual({ reason: 'deactivatedByAdmin' });
  });

  it('login 401 otherwise → invalidCredentials', () => {
    expect(classifyLoginError(new ApiError({ status: 401 }))).toEqual({
      reason: 'invalidCredentials',
    });
    expect(classifyLoginError(new ApiError({ status: 401, errorType: 'somethingNew' }))).toEqual({
      reason: 'invalidCredentials',
    });
  });

  it('login 429 → tooManyRequests, with the retry delay when the server sent one', () => {
    expect(classifyLoginError(new ApiError({ status: 429 }))).toEqual({
      reason: 'tooManyRequests',
    });
    expect(classifyLoginError(new ApiError({ status: 429, retryAfterSeconds: 90 }))).toEqual({
      reason: 'tooManyRequests',
      retryAfterSeconds: 90,
    });
  });

  it('no connection → network; anything else → unknown', () => {
    expect(classifyLoginError(new ApiError({ status: 0, code: 'network' }))).toEqual({
      reason: 'network',
    });
    expect(classifyLoginError(new ApiError({ status: 500 }))).toEqual({ reason: 'unknown' });
    expect(classifyLoginError(new Error('x'))).toEqual({ reason: 'unknown' });
  });
});
