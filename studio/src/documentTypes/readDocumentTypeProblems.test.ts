import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { readDocumentTypeProblems } from './readDocumentTypeProblems';

const refused = (errors: { path: string; message: string }[], status = 422) =>
  new ApiError({ status, body: { errors } });

describe('readDocumentTypeProblems', () => {
  it('puts a taken name on the name input', () => {
    const problems = readDocumentTypeProblems(
      refused([{ path: '/name', message: 'is already used by another document type' }]),
    );
    expect(problems?.get('name')).toEqual({ studio: 'documentTypes.problems.nameTaken' });
  });

  it('puts role access problems on the access table and others above the form', () => {
    const problems = readDocumentTypeProblems(
      refused([
        { path: '/roleAccess/0/roleIds/0', message: 'must match format "uuid"' },
        { path: '', message: 'must NOT have additional properties' },
      ]),
    );
    expect(problems?.get('grants')).toEqual({
      studio: 'documentTypes.problems.invalid',
      params: { detail: 'must match format "uuid"' },
    });
    expect(problems?.has('general')).toBe(true);
  });

  it('reads nothing from an answer that is not a 422', () => {
    expect(readDocumentTypeProblems(refused([{ path: '/name', message: 'x' }], 500))).toBeNull();
  });
});
