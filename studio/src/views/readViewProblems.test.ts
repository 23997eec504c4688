import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { readViewProblems } from './readViewProblems';

const unprocessable = (errors: unknown[]) =>
  new ApiError({ status: 422, message: 'The request is invalid', body: { errors } });

const columns = [{ id: 'name' }, { id: 'city' }];

describe("readViewProblems (the server's 422 JSON pointers on the view editor's inputs)", () => {
  it('tells a taken name from a taken route key by where the problem is', () => {
    const problems = readViewProblems(
      unprocessable([
        { path: '/name', message: 'is already used by another view' },
        { path: '/routeKey', message: 'is already used by another view' },
      ]),
      columns,
    );
    expect(problems?.get('name')).toEqual({ studio: 'views.problems.nameTaken' });
    expect(problems?.get('routeKey')).toEqual({ studio: 'views.problems.routeKeyTaken' });
  });

  it("puts a column's problem on that column, by its id", () => {
    const problems = readViewProblems(
      unprocessable([
        { path: '/columns/1/fieldAccess/path/0', message: 'is not a field of the provider' },
        { path: '/columns/0/label', message: 'must not be empty' },
      ]),
      columns,
    );
    expect(problems?.get('column:city:field')).toEqual({ studio: 'views.problems.unknownField' });
    expect(problems?.get('column:name:label')).toEqual({ common: 'validations.required' });
  });

  it('maps query, rows and processes; keeps unknown messages as details', () => {
    const problems = readViewProblems(
      unprocessable([
        {
          path: '/query/fromProviderId',
          message: 'is not an active data provider of this version',
        },
        {
          path: '/rowClick',
          message: "opens a record's process: the view must list a process provider",
        },
        { path: '/query/sorting/1/fieldAccess', message: 'something odd' },
        { path: '/processSettingsIds/0', message: 'is not a process of this version' },
      ]),
      columns,
    );
    expect(problems?.get('provider')).toEqual({ studio: 'views.problems.unknownProvider' });
    expect(problems?.get('rowClick')).toEqual({ studio: 'views.problems.rowClickNeedsProcess' });
    expect(problems?.get('sorting:1')).toEqual({
      studio: 'views.problems.invalid',
      params: { detail: 'something odd' },
    });
    expect(problems?.get('processes')).toEqual({ studio: 'views.problems.unknownProcess' });
  });

  it('is null for anything but a 422 with problems', () => {
    expect(readViewProblems(new ApiError({ status: 409, message: 'stale' }), columns)).toBeNull();
    expect(readViewProblems(unprocessable([]), columns)).toBeNull();
  });
});
