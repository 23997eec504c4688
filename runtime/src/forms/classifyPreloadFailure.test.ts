import { ApiError, createApiErrorFromResponse } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { classifyPreloadFailure } from './classifyPreloadFailure';

describe('classifyPreloadFailure (spec 002 §8 "form preload 404")', () => {
  it('"form preload 404: record-not-found notice"', () => {
    expect(classifyPreloadFailure(new ApiError({ status: 404 }))).toBe('notFound');
  });

  it('"provider mismatch between form and process: record-not-found notice"', () => {
    const mismatch = createApiErrorFromResponse(422, { errorType: 'providerMismatch' });
    expect(classifyPreloadFailure(mismatch)).toBe('notFound');
  });

  it('403: the person may not fill the form now', () => {
    expect(classifyPreloadFailure(new ApiError({ status: 403 }))).toBe('forbidden');
  });

  it('"other HTTP errors generic HTTP notice; non-HTTP unknown error"', () => {
    expect(classifyPreloadFailure(new ApiError({ status: 500 }))).toBe('failed');
    expect(classifyPreloadFailure(new ApiError({ status: 0, code: 'network' }))).toBe('failed');
    expect(classifyPreloadFailure(createApiErrorFromResponse(422, {}))).toBe('failed');
    expect(classifyPreloadFailure(new TypeError('x'))).toBe('failed');
  });
});
