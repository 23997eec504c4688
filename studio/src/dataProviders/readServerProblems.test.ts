import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { readServerProblems } from './readServerProblems';

const fields = [{ id: 'f-1' }, { id: 'f-2' }];
const invalid = (errors: unknown[]) =>
  new ApiError({ status: 422, body: { statusCode: 422, errors } });

describe('readServerProblems (422 with JSON pointers into the body)', () => {
  it('puts each problem on its input; fields are named by id, so reordering keeps them in place', () => {
    const problems = readServerProblems(
      invalid([
        { path: '/name', message: 'is already used by another data provider' },
        {
          path: '/config/fields/1/dbFieldName',
          message: "may contain only Latin letters, digits, '-' and '_'",
        },
        {
          path: '/config/fields/0/transform/schemaProviderId',
          message: 'is not a data provider of this version',
        },
        { path: '/access/0/roleIds/0', message: 'must be a string' },
      ]),
      fields,
    );
    expect(problems).toEqual(
      new Map([
        ['name', { studio: 'dataProviders.problems.nameTaken' }],
        ['field:f-2:dbFieldName', { common: 'validations.name_token' }],
        ['field:f-1:transform', { studio: 'dataProviders.problems.unknownProvider' }],
        [
          'access:0:roleIds',
          { studio: 'dataProviders.problems.invalid', params: { detail: 'must be a string' } },
        ],
      ]),
    );
  });

  it('anything it cannot place goes above the form; other errors are not problems', () => {
    expect(
      readServerProblems(invalid([{ path: '/', message: 'must be object' }]), fields)?.get(
        'general',
      ),
    ).toBeDefined();
    expect(
      readServerProblems(new ApiError({ status: 409, errorType: 'staleRevision' }), fields),
    ).toBeNull();
    expect(readServerProblems(invalid([]), fields)).toBeNull();
  });
});
