import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { readUserProblems } from './readUserProblems';

const refused = (status: number, errors: unknown[]) =>
  new ApiError({ status, body: { statusCode: status, errors } });

describe("the server's answer to a user save", () => {
  it('puts each problem on its field, in the person’s words', () => {
    const problems = readUserProblems(
      refused(422, [
        { path: '/email', message: 'is already a user of this client' },
        { path: '/password', message: 'must have at least 8 characters' },
        { path: '/roleIds/1', message: 'is not an active role of this client' },
        { path: '/supervisorUserId', message: 'is not another user of this client' },
        { path: '/personalDetails/name', message: 'must NOT have fewer than 1 characters' },
      ]),
    );
    expect(Object.fromEntries(problems ?? [])).toEqual({
      email: { studio: 'users.problems.emailTaken' },
      password: { common: 'validations.min', params: { length: 8 } },
      roleIds: { studio: 'users.problems.roleInactive' },
      supervisorUserId: { studio: 'users.problems.supervisorInvalid' },
      'personalDetails/name': { common: 'validations.required' },
    });
  });

  it('a 403 about administrators is the whole form’s problem when it names no field', () => {
    const problems = readUserProblems(
      refused(403, [
        {
          path: '/',
          message: 'changing an administrator needs the adminsManaging special feature',
        },
      ]),
    );
    expect(problems?.get('general')).toEqual({ studio: 'users.problems.adminsManaging' });
  });

  it('an unknown message is shown as the server gave it; no list is no problems', () => {
    const problems = readUserProblems(refused(422, [{ path: '/type', message: 'is odd' }]));
    expect(problems?.get('type')).toEqual({
      studio: 'users.problems.invalid',
      params: { detail: 'is odd' },
    });
    expect(readUserProblems(refused(500, []))).toBeNull();
    expect(readUserProblems(refused(422, []))).toBeNull();
  });
});
