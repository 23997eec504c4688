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
      { fields },
    );
    expect(problems).toEqual(
      new Map([
        ['name', { studio: 'dataProviders.problems.nameTaken' }],
        ['field:f-2:dbFieldName', { common: 'validations.name_token' }],
        ['field:f-1:transform', { studio: 'dataProviders.problems.unknownProvider' }],
        ['access:0:roleIds', { studio: 'definitionProblems.type.string' }],
      ]),
    );
  });

  it("a computed provider's problems (server virtualProviderProblems) land on its source, filter, stages and fields", () => {
    const problems = readServerProblems(
      invalid([
        {
          path: '/config/query/fromProviderId',
          message: 'is not a data provider of this version: "00000000-0000-4000-8000-00000000dead"',
        },
        {
          path: '/config/query/filter/searchField/fieldName',
          message: 'is not a field of the data provider "Klienci": "nope"',
        },
        {
          path: '/config/fields/1/aggregation/aggregateFieldId',
          message: 'the source provider has no field "missing"',
        },
        {
          path: '/config/fields/0/aggregation/condition/conditions/0/leftValueAccess/fieldId',
          message: 'must not be empty',
        },
        { path: '/config/pipeline/stages/2/filter', message: "must have required property 'type'" },
        { path: '/config/fields/0/groupByFieldId', message: 'must not be empty' },
      ]),
      { fields },
    );
    expect(problems).toEqual(
      new Map([
        ['source', { studio: 'dataProviders.problems.unknownProvider' }],
        [
          'filter',
          { studio: 'dataProviders.problems.unknownSourceField', params: { name: 'nope' } },
        ],
        ['field:f-2:aggregateFieldId', { studio: 'dataProviders.problems.sourceFieldMissing' }],
        [
          'field:f-1:condition/conditions/0/leftValueAccess/fieldId',
          { common: 'validations.required' },
        ],
        [
          'stages/2/filter',
          {
            studio: 'dataProviders.problems.invalid',
            params: { detail: "must have required property 'type'" },
          },
        ],
        ['field:f-1:groupByFieldId', { common: 'validations.required' }],
      ]),
    );
  });

  it('providers reading each other in a cycle are named by their names where known', () => {
    const problems = readServerProblems(
      invalid([
        {
          path: '/config/sourceProviderId',
          message: 'virtual providers read each other in a cycle: p-a → p-b → p-a',
        },
      ]),
      { fields, providerName: (id) => (id === 'p-a' ? 'Sprzedaż' : undefined) },
    );
    expect(problems?.get('source')).toEqual({
      studio: 'dataProviders.problems.providerCycle',
      params: { cycle: 'Sprzedaż → p-b → Sprzedaż' },
    });
  });

  it("a pipeline checked alone (POST queries/custom, under /pipeline) is read as the provider's", () => {
    const problems = readServerProblems(
      invalid([
        { path: '/pipeline/stages/0/sorting/0/fieldAccess/path/0', message: 'x' },
        {
          path: '/pipeline/fromProviderId',
          message: 'is not a data provider of this application version: "p-x"',
        },
      ]),
      { fields: [] },
      ['config'],
    );
    expect([...(problems?.keys() ?? [])]).toEqual([
      'stages/0/sorting/0/fieldAccess/path/0',
      'source',
    ]);
    expect(problems?.get('source')).toEqual({ studio: 'dataProviders.problems.unknownProvider' });
  });

  it('anything it cannot place goes above the form; other errors are not problems', () => {
    expect(
      readServerProblems(invalid([{ path: '/', message: 'must be object' }]), { fields })?.get(
        'general',
      ),
    ).toBeDefined();
    expect(
      readServerProblems(new ApiError({ status: 409, errorType: 'staleRevision' }), { fields }),
    ).toBeNull();
    expect(readServerProblems(invalid([]), { fields })).toBeNull();
  });
});
