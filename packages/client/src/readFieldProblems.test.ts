import { describe, expect, it } from 'vitest';
import { ApiError, createApiErrorFromResponse } from './apiError';
import { readFieldProblems } from './readFieldProblems';

const fields = { '/password': 'password', '/repeatPassword': 'repeat' } as const;

describe('readFieldProblems', () => {
  it('keeps the first problem of each field and drops unknown paths', () => {
    const error = createApiErrorFromResponse(422, {
      errors: [
        { path: '/password', code: 'passwordTooCommon' },
        { path: '/password', code: 'passwordSameAsEmail' },
        { path: '/other', code: 'passwordTooShort' },
      ],
    });
    expect(readFieldProblems(error, fields)).toEqual({ password: { code: 'passwordTooCommon' } });
  });

  it('ignores paths that only exist on Object.prototype', () => {
    const error = createApiErrorFromResponse(422, {
      errors: [{ path: 'constructor' }, { path: '__proto__' }],
    });
    expect(readFieldProblems(error, fields)).toBeNull();
  });

  it('answers null for other statuses and bodies without an errors list', () => {
    expect(readFieldProblems(new ApiError({ status: 400 }), fields)).toBeNull();
    expect(readFieldProblems(createApiErrorFromResponse(422, 'text'), fields)).toBeNull();
    expect(readFieldProblems(createApiErrorFromResponse(422, { errors: [] }), fields)).toBeNull();
  });
});
