import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { matchProblemText, readProblems } from './readProblems';

const refused = (status: number, errors: unknown) =>
  new ApiError({ status, body: { statusCode: status, errors } });

const reading = {
  locate: ({ segments }: { segments: readonly string[] }) => segments[0] ?? 'general',
  text: matchProblemText(
    [
      [
        /^is taken$/,
        (_, location) => ({ studio: 'users.problems.emailTaken', params: { location } }),
      ],
      [
        /^must have at least (\d+) characters$/,
        (match) => ({ common: 'validations.min', params: { length: Number(match[1]) } }),
      ],
    ],
    (message) => ({ studio: 'users.problems.invalid', params: { detail: message } }),
  ),
} as const;

describe('readProblems (a refused save: errors [{ path, message }], JSON pointers)', () => {
  it('puts each problem where the editor shows it, the first one at a location kept', () => {
    const problems = readProblems(
      refused(422, [
        { path: '/email', message: 'is taken' },
        { path: '/password', message: 'must have at least 8 characters' },
        { path: '/password', message: 'is too common' },
        { path: '/', message: 'something else' },
      ]),
      reading,
    );
    expect(problems).toEqual(
      new Map([
        ['email', { studio: 'users.problems.emailTaken', params: { location: 'email' } }],
        ['password', { common: 'validations.min', params: { length: 8 } }],
        ['general', { studio: 'users.problems.invalid', params: { detail: 'something else' } }],
      ]),
    );
  });

  it('unescapes pointer segments (~1 is /, ~0 is ~) and skips entries that are not path/message pairs', () => {
    const problems = readProblems(
      refused(422, [{ path: '/a~1b~0c', message: 'x' }, { path: 3, message: 'y' }, 'z', null]),
      reading,
    );
    expect([...(problems?.keys() ?? [])]).toEqual(['a/b~c']);
  });

  it('answers null for other statuses and for answers listing no problems', () => {
    expect(readProblems(refused(500, [{ path: '/a', message: 'x' }]), reading)).toBeNull();
    expect(readProblems(refused(403, [{ path: '/a', message: 'x' }]), reading)).toBeNull();
    expect(readProblems(refused(422, 'nope'), reading)).toBeNull();
    expect(
      readProblems(refused(403, [{ path: '/a', message: 'x' }]), { ...reading, statuses: [403] }),
    ).not.toBeNull();
  });
});
