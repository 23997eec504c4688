import { ApiError, createApiErrorFromResponse } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { readNewRecordProblems } from './readNewRecordProblems';

const sent = [
  { providerFieldId: 'name', value: 'Jan' },
  { providerFieldId: 'size', value: 'dużo' },
];
const refused = (errors: unknown) => createApiErrorFromResponse(422, { statusCode: 422, errors });

describe('readNewRecordProblems: a 422 of PUT dataRecords/{providerId}/record on the dialog fields', () => {
  it('places each problem on the field sent at its index, the first one per field', () => {
    expect(
      readNewRecordProblems(
        refused([
          { path: '/fields/1/value', message: 'must be a number' },
          { path: '/fields/1/value/0', message: 'second' },
          { path: '/fields/0/value', message: 'x', code: 'validations.unique' },
        ]),
        sent,
      ),
    ).toEqual({
      problems: {
        size: { path: 'size', messageKey: 'validations.invalid' },
        name: { path: 'name', messageKey: 'validations.unique' },
      },
      unplaced: false,
    });
  });

  it('says when a problem names none of the sent fields', () => {
    expect(
      readNewRecordProblems(
        refused([
          { path: '/fields/7/value', message: 'no such' },
          { path: '/id', message: 'bad' },
        ]),
        sent,
      ),
    ).toEqual({ problems: {}, unplaced: true });
  });

  it('is null for other failures and for a 422 without problems', () => {
    expect(readNewRecordProblems(new ApiError({ status: 500 }), sent)).toBeNull();
    expect(readNewRecordProblems(new Error('boom'), sent)).toBeNull();
    expect(readNewRecordProblems(refused([]), sent)).toBeNull();
  });
});
