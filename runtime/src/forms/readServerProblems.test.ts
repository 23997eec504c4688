import { ApiError, createApiErrorFromResponse } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { fieldPathOfPointer, readServerProblems } from './readServerProblems';

describe('fieldPathOfPointer', () => {
  it.each([
    ['/fields/power', 'power'],
    ['/fields/products/2/quantity', 'products[2].quantity'],
    ['/fields/products/2', 'products[2]'],
    ['/fields/a~1b', 'a/b'],
  ])('%s → %s', (pointer, path) => {
    expect(fieldPathOfPointer(pointer)).toBe(path);
  });

  it.each(['/formId', '/fields/', '/fields/products/x/quantity', '/fields/a/0/b/c'])(
    '%s names no field',
    (pointer) => {
      expect(fieldPathOfPointer(pointer)).toBeNull();
    },
  );
});

describe("readServerProblems: a 422 save answer as the form store's problems (spec 002 §4)", () => {
  it('keeps the engine message key and its parameters', () => {
    const error = createApiErrorFromResponse(422, {
      errors: [
        { path: '/fields/power', code: 'validation.min', params: { min: 1 }, message: 'x' },
        { path: '/fields/products/0/productName', code: 'validations.required' },
      ],
    });
    expect(readServerProblems(error)).toEqual({
      problems: [
        { path: 'power', messageKey: 'validation.min', params: { min: 1 } },
        { path: 'products[0].productName', messageKey: 'validations.required' },
      ],
      unplaced: false,
    });
  });

  it('says when a problem names no field, and falls back to "invalid" without a code', () => {
    const error = createApiErrorFromResponse(422, {
      errors: [{ path: '/version', message: 'bad' }, { path: '/fields/x' }],
    });
    expect(readServerProblems(error)).toEqual({
      problems: [{ path: 'x', messageKey: 'validations.invalid' }],
      unplaced: true,
    });
  });

  it('is null for other failures and for a 422 without field problems', () => {
    expect(readServerProblems(new ApiError({ status: 409 }))).toBeNull();
    expect(
      readServerProblems(createApiErrorFromResponse(422, { errorType: 'providerMismatch' })),
    ).toBeNull();
    expect(readServerProblems(new Error('x'))).toBeNull();
  });
});
