import { ApiError, createApiErrorFromResponse } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { classifyLoginLinkError } from './classifyLoginLinkError';

describe('classifyLoginLinkError', () => {
  it('spec §8: login by token invalid or expired (401) → invalid', () => {
    expect(
      classifyLoginLinkError(createApiErrorFromResponse(401, { errorType: 'invalidLoginToken' })),
    ).toBe('invalid');
  });

  it('a token the server refuses to read (422, 400) is an invalid link too', () => {
    expect(classifyLoginLinkError(new ApiError({ status: 422 }))).toBe('invalid');
    expect(classifyLoginLinkError(new ApiError({ status: 400 }))).toBe('invalid');
  });

  it('429, no connection and server errors may be tried again', () => {
    expect(classifyLoginLinkError(new ApiError({ status: 429 }))).toBe('tooManyRequests');
    expect(classifyLoginLinkError(new ApiError({ status: 0, code: 'network' }))).toBe('network');
    expect(classifyLoginLinkError(new ApiError({ status: 0, code: 'timeout' }))).toBe('network');
    expect(classifyLoginLinkError(new ApiError({ status: 503 }))).toBe('unknown');
    expect(classifyLoginLinkError(new Error('x'))).toBe('unknown');
  });
});
