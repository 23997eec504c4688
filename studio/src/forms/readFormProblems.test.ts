import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { emptyFormDraft } from './formDraft';
import { formProblemLocation } from './formProblemLocation';
import { readFormProblems } from './readFormProblems';
import { validateFormDraft } from './validateFormDraft';

const fields = [{ id: 'customer' }, { id: 'price' }];

describe('formProblemLocation (422 JSON pointers shown on the right field and property)', () => {
  it.each([
    ['/name', 'name'],
    ['/binding/dataProviderId', 'binding'],
    ['/binding/fields/price', 'field:price:binding'],
    ['/fields/1/label', 'field:price:label'],
    ['/fields/0/layout/width', 'field:customer:layout'],
    ['/fields/0/type/options/maxLength', 'field:customer:options'],
    ['/fields/0/type/options/fieldsTemplate/2/label', 'field:customer'],
    ['/fields/1/visible/leftValueAccess/fieldId', 'field:price:visible'],
    ['/fields/7/label', 'general'],
    ['/variables/1/value/type', 'variables'],
    ['/formEventListeners/0/action', 'listeners'],
    ['/layout/saveButton/redirect/formId', 'redirect'],
    ['/layout/rows', 'general'],
    ['', 'general'],
  ])('%s → %s', (pointer, location) => {
    expect(formProblemLocation(pointer, fields)).toBe(location);
  });
});

const unprocessable = (errors: unknown[]) =>
  new ApiError({ status: 422, message: 'Invalid', body: { statusCode: 422, errors } });

describe('readFormProblems', () => {
  it('names the taken name, the unknown provider field and any other message as it came', () => {
    const problems = readFormProblems(
      unprocessable([
        { path: '/name', message: 'is already used by another form' },
        { path: '/binding/fields/price', message: 'is not a field of the provider: "x"' },
        { path: '/fields/0/layout/width', message: 'x + width must be at most 12 (x is 10)' },
        { path: '/fields/0/label', message: 'must be string' },
      ]),
      fields,
    );
    expect(problems?.get('name')).toEqual({ studio: 'forms.problems.nameTaken' });
    expect(problems?.get('field:price:binding')).toEqual({
      studio: 'forms.problems.unknownProviderField',
    });
    expect(problems?.get('field:customer:layout')).toEqual({
      studio: 'forms.problems.outsideGrid',
    });
    expect(problems?.get('field:customer:label')).toEqual({
      studio: 'forms.problems.invalid',
      params: { detail: 'must be string' },
    });
  });

  it('is null for errors that are not a 422 with problems', () => {
    expect(readFormProblems(new ApiError({ status: 409, message: 'Stale' }), fields)).toBeNull();
    expect(readFormProblems(unprocessable([]), fields)).toBeNull();
  });
});

describe('validateFormDraft', () => {
  it('needs a form name and unique, non-blank field names', () => {
    const field = (id: string, name: string) => ({
      id,
      name,
      status: 'active' as const,
      type: { name: 'text' },
      layout: { x: 0, y: 0, width: 3, height: 9 },
    });
    const problems = validateFormDraft({
      ...emptyFormDraft(),
      fields: [field('a', 'klient'), field('b', 'klient'), field('c', ' ')],
    });
    expect(problems.get('name')).toEqual({ common: 'validations.required' });
    expect(problems.has('field:a:name')).toBe(false);
    expect(problems.get('field:b:name')).toEqual({ studio: 'forms.problems.fieldNameTaken' });
    expect(problems.get('field:c:name')).toEqual({ common: 'validations.required' });
  });
});
