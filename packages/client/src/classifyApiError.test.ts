import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { classifyApiError } from './classifyApiError';

describe('classifyApiError (spec §8 error catalogue)', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [422, 'invalidForm'],
    [429, 'tooManyRequests'],
    [500, 'serverError'],
    [503, 'serverError'],
    [404, 'unknown'],
    [400, 'unknown'],
  ] as const)('HTTP %i → %s', (status, kind) => {
    expect(classifyApiError(new ApiError({ status }))).toBe(kind);
  });

  it('503 serverBusy (no database connection free in time) → serverBusy; a 503 without it → serverError', () => {
    expect(classifyApiError(new ApiError({ status: 503, errorType: 'serverBusy' }))).toBe(
      'serverBusy',
    );
    expect(classifyApiError(new ApiError({ status: 500, errorType: 'serverBusy' }))).toBe(
      'serverError',
    );
  });

  it('no response → network; no answer in time → timeout', () => {
    expect(classifyApiError(new ApiError({ status: 0, code: 'network' }))).toBe('network');
    expect(classifyApiError(new ApiError({ status: 0, code: 'timeout' }))).toBe('timeout');
  });

  it('anything that is not an ApiError → unknown', () => {
    expect(classifyApiError(new Error('boom'))).toBe('unknown');
    expect(classifyApiError(undefined)).toBe('unknown');
  });
});
