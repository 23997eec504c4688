import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DefinitionError } from '../definitions/definitionError';
import {
  createEvaluationContext,
  type EvaluationContextInput,
} from '../host/createEvaluationContext';
import { createStaticHost, type StaticHostInput } from '../host/createStaticHost';
import { MAX_MULTIPLIED_ITEMS, multipliedItemCount } from './compileComposedComplexValue';
import {
  compileMethod,
  METHOD_TYPES,
  UnsupportedMethodTypeError,
  validateMethod,
} from './compileMethod';
import type { MethodDefinition } from './method.types';

const user = {
  id: 'u1',
  email: 'anna@example.pl',
  roleIds: ['r1', 'r2'],
  personalDetails: { name: 'Anna', surname: 'Nowak' },
};

function contextOf(
  input: Omit<Partial<EvaluationContextInput>, 'host'> = {},
  hostInput: StaticHostInput = {},
) {
  const host = createStaticHost({
    now: new Date('2024-05-01T22:30:00Z'),
    timeZone: 'Europe/Warsaw',
    currentUser: user,
    ...hostInput,
  });
  return createEvaluationContext({ ...input, host });
}

function run(
  definition: MethodDefinition,
  input: Omit<Partial<EvaluationContextInput>, 'host'> = {},
) {
  return compileMethod(definition)(contextOf(input));
}

const field = (fieldId: string): MethodDefinition => ({ type: 'field_value_access', fieldId });
const manual = (value: unknown): MethodDefinition => ({ type: 'manual', value });

describe('the 22 method types of spec 001 §3.9', () => {
  it('are all known, in the spec order', () => {
    expect(METHOD_TYPES).toEqual([
      'current_record_id',
      'field_value_access',
      'computed_expression',
      'manual',
      'expression',
      'templated_string',
      'text_from_generated_document_template',
      'conditional_value',
      'uploaded_file',
      'generated_qr_code',
      'variable_value',
      'url_query',
      'generated_code_sequence',
      'aggregated_value',
      'get_external_record',
      'execute_pipeline_query',
      'generated_url_value',
      'composed_complex_value',
      'transformed_value',
      'calculated_function',
      'device_info',
      'no_value',
    ]);
  });

  it('"Internal errors are thrown for unsupported method types" (spec 001 §8), at compile time', () => {
    const unknown = { type: 'magic' } as unknown as MethodDefinition;
    expect(() => compileMethod(unknown)).toThrow(UnsupportedMethodTypeError);
    expect(() => compileMethod(unknown)).toThrow(DefinitionError);
    const nested = { type: 'composed_complex_value', composedType: 'plain', value: unknown };
    expect(() => compileMethod(nested as MethodDefinition)).toThrow(
      'value.type: unsupported method type "magic"',
    );
  });
});

describe('methods reading the context', () => {
  it('current_record_id is the edited record, null for a new one', () => {
    expect(run({ type: 'current_record_id' }, { recordId: 'rec-7' })).toBe('rec-7');
    expect(run({ type: 'current_record_id' })).toBeNull();
    expect(compileMethod({ type: 'current_record_id' }).dependencies.context).toEqual(['recordId']);
  });

  it('field_value_access reads a field, a part of it, and null when missing', () => {
    const values = {
      client: { name: 'Jan', address: { city: 'Opole' } },
      rows: [{ a: 1 }, { a: 2 }],
    };
    expect(run(field('client'), { values })).toEqual(values.client);
    expect(
      run({ type: 'field_value_access', fieldId: 'client', path: ['address', 'city'] }, { values }),
    ).toBe('Opole');
    expect(
      run({ type: 'field_value_access', fieldId: 'client', path: ['phone'] }, { values }),
    ).toBeNull();
    expect(run(field('missing'), { values })).toBeNull();
    const rows = (segment: unknown) =>
      ({ type: 'field_value_access', fieldId: 'rows', path: [segment, 'a'] }) as MethodDefinition;
    expect(run(rows({ type: 'absolute_position', positionType: 'lastItem' }), { values })).toBe(2);
    expect(run(rows({ type: 'absolute_position', position: 1000 }), { values })).toEqual([1, 2]);
    expect(run(rows({ type: 'relative_position' }), { values, rowIndexes: { rows: 0 } })).toBe(1);
    expect(compileMethod(rows({ type: 'relative_position' })).dependencies.fields).toEqual([
      'rows',
    ]);
  });

  it('manual gives its value (null when none); no_value gives null', () => {
    expect(run(manual({ a: [1, 2] }))).toEqual({ a: [1, 2] });
    expect(run({ type: 'manual' })).toBeNull();
    expect(run({ type: 'no_value' })).toBeNull();
  });

  it('expression: today_date and now_date_time use the host clock and time zone', () => {
    // 22:30 UTC on 1 May is 00:30 on 2 May in Warsaw.
    expect(run({ type: 'expression', expression: 'today_date' })).toBe('2024-05-02');
    expect(run({ type: 'expression', expression: 'now_date_time' })).toBe(
      '2024-05-02T00:30:00+02:00',
    );
    expect(run({ type: 'expression', expression: 'current_time_interval' })).toEqual({
      startDate: '2024-05-02',
      duration: { days: 1 },
      recurrence: 1,
    });
    expect(
      compileMethod({ type: 'expression', expression: 'today_date' }).dependencies.context,
    ).toEqual(['clock']);
  });

  it('expression: current_user is the user id, current_user_roles the role ids; empty for a guest', () => {
    expect(run({ type: 'expression', expression: 'current_user' })).toBe('u1');
    expect(run({ type: 'expression', expression: 'current_user_roles' })).toEqual(['r1', 'r2']);
    const guest = contextOf({}, { currentUser: null });
    expect(compileMethod({ type: 'expression', expression: 'current_user' })(guest)).toBeNull();
    expect(compileMethod({ type: 'expression', expression: 'current_user_roles' })(guest)).toEqual(
      [],
    );
  });

  it('variable_value reads a variable (or a part of it)', () => {
    const variables = { limits: { max: 5 } };
    expect(
      run({ type: 'variable_value', variableId: 'limits', path: ['max'] }, { variables }),
    ).toBe(5);
    expect(run({ type: 'variable_value', variableId: 'none' }, { variables })).toBeNull();
    expect(
      compileMethod({ type: 'variable_value', variableId: 'limits' }).dependencies.variables,
    ).toEqual(['limits']);
  });

  it('url_query reads a query parameter, an array when repeated, null when absent', () => {
    const urlQuery = { tab: 'b', ids: ['1', '2'] };
    expect(run({ type: 'url_query', paramName: 'tab' }, { urlQuery })).toBe('b');
    expect(run({ type: 'url_query', paramName: 'ids' }, { urlQuery })).toEqual(['1', '2']);
    expect(run({ type: 'url_query', paramName: 'toString' }, { urlQuery })).toBeNull();
  });

  it('device_info geolocation is "rounded to 8 decimals" (spec 001 §9), null when unavailable', () => {
    const device = { geolocation: { latitude: 52.2296755123456, longitude: 21.012228949 } };
    const method: MethodDefinition = { type: 'device_info', deviceInfoType: 'geolocation' };
    expect(run(method, { device })).toEqual({ latitude: 52.22967551, longitude: 21.01222895 });
    expect(run(method)).toBeNull();
    expect(compileMethod(method).dependencies.context).toEqual(['device']);
  });
});

describe('computed_expression (spec 001 §5.2)', () => {
  it('reads unbound names from fields and bound ones from methods', () => {
    const total: MethodDefinition = {
      type: 'computed_expression',
      expression: 'price * quantity + fee',
      variables: { fee: manual(0.5) },
    };
    expect(run(total, { values: { price: '12.25', quantity: 2 } })).toBe(25);
    expect(compileMethod(total).dependencies.fields).toEqual(['price', 'quantity']);
  });

  it('"produced only when every referenced variable has a non-empty value"', () => {
    const sum: MethodDefinition = { type: 'computed_expression', expression: 'a + b' };
    expect(run(sum, { values: { a: 1, b: '' } })).toBeNull();
    expect(run(sum, { values: { a: 1 } })).toBeNull();
    expect(run(sum, { values: { a: 1, b: 0 } })).toBe(1);
  });

  it('rounds to the highest number of decimals among the inputs, except after round', () => {
    expect(
      run({ type: 'computed_expression', expression: 'a / b' }, { values: { a: 1.5, b: 7 } }),
    ).toBe(0.2);
    expect(
      run(
        { type: 'computed_expression', expression: 'round(a / b, 3)' },
        { values: { a: 1.5, b: 7 } },
      ),
    ).toBe(0.214);
  });

  it('rejects disabled functions when compiling, with the path of the expression', () => {
    const errors = validateMethod({ type: 'computed_expression', expression: 'import("x")' });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.path === 'expression')).toBe(true);
  });
});

describe('templated_string', () => {
  it('fills placeholders from methods and from field paths', () => {
    const greeting: MethodDefinition = {
      type: 'templated_string',
      template: 'Dzień dobry {{ who }}, {{client.city}}: {{tags}}{{missing}}!',
      placeholders: { who: { type: 'expression', expression: 'current_user' } },
    };
    const values = { client: { city: 'Opole' }, tags: ['a', null, 2, true] };
    expect(run(greeting, { values })).toBe('Dzień dobry u1, Opole: a, 2, true!');
    expect(compileMethod(greeting).dependencies).toMatchObject({
      fields: ['client', 'tags', 'missing'],
      context: ['user'],
    });
  });

  it('keeps a template without placeholders as it is', () => {
    expect(run({ type: 'templated_string', template: 'a {b} {{ }}' })).toBe('a {b} {{ }}');
  });
});

describe('conditional_value', () => {
  const method: MethodDefinition = {
    type: 'conditional_value',
    choices: [
      {
        condition: {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'age' },
          operator: 'less_than',
          rightValue: { type: 'const', value: 18 },
        },
        value: manual('child'),
      },
      { condition: { type: 'non_empty', valueAccess: { fieldId: 'age' } }, value: field('age') },
    ],
    otherwise: manual('unknown'),
  };

  it('takes the first choice whose condition holds, else otherwise', () => {
    expect(run(method, { values: { age: 7 } })).toBe('child');
    expect(run(method, { values: { age: 30 } })).toBe(30);
    expect(run(method, { values: {} })).toBe('unknown');
    expect(compileMethod(method).dependencies.fields).toEqual(['age']);
  });

  it('gives null when nothing holds and there is no otherwise', () => {
    expect(run({ ...method, otherwise: undefined } as MethodDefinition, { values: {} })).toBeNull();
  });
});

describe('composed_complex_value', () => {
  it('object: builds the properties from methods', () => {
    const method: MethodDefinition = {
      type: 'composed_complex_value',
      composedType: 'object',
      properties: [
        { propertyName: 'id', value: { type: 'current_record_id' } },
        { propertyName: 'name', value: field('name') },
      ],
    };
    expect(run(method, { recordId: 'r1', values: { name: 'Jan' } })).toEqual({
      id: 'r1',
      name: 'Jan',
    });
  });

  it('rejects a property name used twice', () => {
    expect(
      validateMethod({
        type: 'composed_complex_value',
        composedType: 'object',
        properties: [
          { propertyName: 'a', value: manual(1) },
          { propertyName: 'a', value: manual(2) },
        ],
      }),
    ).toEqual([
      {
        path: 'properties[1].propertyName',
        message: 'duplicate property name "a" (already used at [0])',
      },
    ]);
  });

  it('array multiplied: "A multiplied item count is floored and capped at 100"', () => {
    const method = (count: unknown): MethodDefinition => ({
      type: 'composed_complex_value',
      composedType: 'array',
      items: {
        type: 'multiplied',
        count: manual(count),
        item: { type: 'composed_complex_value', composedType: 'object', properties: [] },
      },
    });
    expect(run(method(2.9))).toEqual([{}, {}]);
    expect(run(method('3'))).toHaveLength(3);
    expect(run(method(1000))).toHaveLength(MAX_MULTIPLIED_ITEMS);
    expect(run(method(-1))).toEqual([]);
    expect(run(method(null))).toEqual([]);
    const [first, second] = run(method(2)) as object[];
    expect(first).not.toBe(second);
  });

  it('the item count is floored, capped at 100 and never negative, for any number', () => {
    fc.assert(
      fc.property(fc.double(), (count) => {
        const items = multipliedItemCount(count);
        expect(items).toBe(count >= 1 ? Math.min(Math.floor(count), 100) : 0);
      }),
    );
  });

  it('array external: takes the items of a value, picking properties by path', () => {
    const method: MethodDefinition = {
      type: 'composed_complex_value',
      composedType: 'array',
      items: {
        type: 'external',
        value: field('rows'),
        itemProperties: [
          { propertyName: 'label', path: ['name'] },
          { propertyName: 'city', path: ['address', 'city'] },
        ],
      },
    };
    const rows = [{ name: 'a', address: { city: 'x' } }, { name: 'b' }];
    expect(run(method, { values: { rows } })).toEqual([
      { label: 'a', city: 'x' },
      { label: 'b', city: null },
    ]);
    expect(run(method, { values: { rows: null } })).toEqual([]);
  });

  it('plain: the value of one method', () => {
    expect(run({ type: 'composed_complex_value', composedType: 'plain', value: manual(5) })).toBe(
      5,
    );
  });
});

describe('transformed_value and calculated_function (sibling areas)', () => {
  it('transformed_value applies the transformations in order', () => {
    const method: MethodDefinition = {
      type: 'transformed_value',
      value: field('order'),
      transformations: [
        { type: 'value_retrieve', path: 'lines' },
        { type: 'array_column_retrieve', path: 'sku' },
      ],
    };
    const order = { lines: [{ sku: 'A' }, { sku: 'B' }] };
    expect(run(method, { values: { order } })).toEqual(['A', 'B']);
    expect(compileMethod(method).isAsync).toBe(false);
  });

  it('transformed_value shifts dates in the host time zone', () => {
    const method: MethodDefinition = {
      type: 'transformed_value',
      value: manual('2024-01-31'),
      transformations: [
        { type: 'complex_date_shift', components: [{ unit: 'month', action: 'shift', value: 1 }] },
      ],
    };
    expect(run(method)).toMatch(/^2024-02-29/);
  });

  it('transformed_value reading file contents is asynchronous and goes through the host', async () => {
    const getFileContent = vi.fn(async (id: string) => ({
      name: `${id}.pdf`,
      mimeType: 'application/pdf',
      data: 'AA==',
    }));
    const method = compileMethod({
      type: 'transformed_value',
      value: manual('f1'),
      transformations: [{ type: 'file_content_retrieve' }],
    });
    expect(method.isAsync).toBe(true);
    const result = await method(contextOf({}, { getFileContent }));
    expect(getFileContent).toHaveBeenCalledWith('f1');
    expect(JSON.stringify(result)).toContain('AA==');
  });

  it('reports transformation problems at their path', () => {
    expect(
      validateMethod({
        type: 'transformed_value',
        value: manual(1),
        transformations: [{ type: 'value_retrieve', path: '' }],
      }),
    ).toEqual([
      { path: 'transformations[0].path', message: 'must be a dotted path such as items.0.price' },
    ]);
  });

  it('calculated_function resolves its input methods and calculates', () => {
    const method: MethodDefinition = {
      type: 'calculated_function',
      function: {
        type: 'substring',
        input: field('code'),
        start: 3,
        charsNumber: manual(2),
      },
    };
    expect(run(method, { values: { code: 'PL1234' } })).toBe('12');
    const distance: MethodDefinition = {
      type: 'calculated_function',
      function: {
        type: 'distanceBetweenCoordinates',
        firstPoint: { latitude: manual(0), longitude: manual(0) },
        secondPoint: { latitude: manual(0), longitude: manual(1) },
        unit: 'km',
        decimalsPlaces: 1,
      },
    };
    expect(run(distance)).toBe(111.2);
  });

  it('reports a calculated function input method problem at its path', () => {
    expect(
      validateMethod({
        type: 'calculated_function',
        function: {
          type: 'dateUnitsDifference',
          firstDate: manual('2024-01-01'),
          secondDate: { type: 'url_query' },
        },
      }),
    ).toEqual([{ path: 'function.secondDate.paramName', message: 'is required' }]);
  });
});

describe('generated_url_value', () => {
  const params = [
    { name: 'tab', value: manual('a b') },
    { name: 'ids', value: manual(['1', '2']) },
    { name: 'empty', value: manual('') },
  ];

  it('points to a new form, or to entering a record, with encoded parameters', () => {
    expect(
      run({
        type: 'generated_url_value',
        route: { type: 'form', formId: 'f1', urlParameters: params },
      }),
    ).toBe('/forms/f1/new?tab=a%20b&ids=1&ids=2');
    expect(
      run(
        {
          type: 'generated_url_value',
          route: { type: 'form', formId: 'f1', recordIdValue: field('id') },
        },
        {
          values: { id: 'p/9' },
        },
      ),
    ).toBe('/forms/f1/enter?processId=p%2F9');
  });

  it('prefixes app urls with the host base url', () => {
    const context = contextOf({}, { appBaseUrl: 'https://app.example.pl/acme/' });
    const method = compileMethod({
      type: 'generated_url_value',
      route: { type: 'view', viewId: 'v1' },
    });
    expect(method(context)).toBe('https://app.example.pl/acme/views/v1');
  });

  it('appends parameters to an external url', () => {
    const url = (base: string): MethodDefinition => ({
      type: 'generated_url_value',
      route: { type: 'external_url', url: manual(base), urlParameters: params.slice(0, 1) },
    });
    expect(run(url('https://x.pl/a'))).toBe('https://x.pl/a?tab=a%20b');
    expect(run(url('https://x.pl/a?b=1'))).toBe('https://x.pl/a?b=1&tab=a%20b');
  });
});

describe('delegated methods go to the host', () => {
  it('resolves nested methods first and passes their values with a frozen copy of the definition', async () => {
    const resolveDelegatedMethod = vi.fn(async () => 'QR');
    const definition: MethodDefinition = { type: 'generated_qr_code', text: field('code') };
    const method = compileMethod(definition);
    expect(method.isAsync).toBe(true);
    const context = contextOf({ values: { code: 'X1' } }, { resolveDelegatedMethod });
    await expect(method(context)).resolves.toBe('QR');
    const [passed, passedContext, inputs] = resolveDelegatedMethod.mock.calls[0] as unknown as [
      MethodDefinition,
      unknown,
      unknown,
    ];
    expect(passed).toEqual(definition);
    expect(passed).not.toBe(definition);
    expect(Object.isFrozen(passed)).toBe(true);
    expect(passedContext).toBe(context);
    expect(inputs).toEqual({ text: 'X1' });
    expect(method.dependencies).toMatchObject({ fields: ['code'], context: ['host'] });
  });

  it('passes maps of input methods as maps of values', async () => {
    const resolveDelegatedMethod = vi.fn(
      async (_method: unknown, _context: unknown, _inputs: unknown) => ({ total: 3 }),
    );
    const method = compileMethod({
      type: 'execute_pipeline_query',
      queryId: 'q1',
      inputs: {
        from: manual('2024-01-01'),
        who: { type: 'expression', expression: 'current_user' },
      },
    });
    await method(contextOf({}, { resolveDelegatedMethod }));
    expect(resolveDelegatedMethod.mock.calls[0]?.[2]).toEqual({
      inputs: { from: '2024-01-01', who: 'u1' },
    });
  });

  it('declares every delegated type', async () => {
    const resolveDelegatedMethod = vi.fn(async (method: { type: string }) => method.type);
    const definitions: MethodDefinition[] = [
      { type: 'text_from_generated_document_template', documentTemplateId: 't1' },
      { type: 'uploaded_file', documentId: manual('d1') },
      { type: 'generated_qr_code', text: manual('x') },
      { type: 'generated_code_sequence', codeSequenceId: 's1' },
      { type: 'aggregated_value', fromProviderId: 'p1', aggregation: 'count' },
      { type: 'get_external_record', providerId: 'p1', recordId: manual('r1') },
      { type: 'execute_pipeline_query', queryId: 'q1' },
    ];
    for (const definition of definitions) {
      await expect(
        compileMethod(definition)(contextOf({}, { resolveDelegatedMethod })),
      ).resolves.toBe(definition.type);
    }
  });

  it('an aggregate depends on the form values and context its filter reads', () => {
    const method = compileMethod({
      type: 'aggregated_value',
      fromProviderId: 'orders',
      aggregation: 'sum',
      aggregateField: 'amount',
      filter: {
        type: 'and',
        filters: [
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'customer' },
            matchKind: 'match',
            value: { type: 'compare_to_external_value', valueAccess: { fieldId: 'customerId' } },
          },
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'owner' },
            matchKind: 'match',
            value: { type: 'user_expression' },
            applyCondition: {
              type: 'non_empty',
              valueAccess: { fieldId: 'onlyMine' },
            },
          },
        ],
      },
    });
    expect([...method.dependencies.fields].sort()).toEqual(['customerId', 'onlyMine']);
    expect(method.dependencies.context).toEqual(expect.arrayContaining(['host', 'user']));
  });

  it('a malformed aggregate filter is a definition problem at its path', () => {
    expect(
      validateMethod({
        type: 'aggregated_value',
        fromProviderId: 'p',
        aggregation: 'count',
        filter: { type: 'and' },
      }).map((issue) => issue.path),
    ).toEqual(['filter']);
  });

  it('aggregations other than count need a field', () => {
    expect(
      validateMethod({ type: 'aggregated_value', fromProviderId: 'p', aggregation: 'sum' }),
    ).toEqual([{ path: 'aggregateField', message: 'is required for sum' }]);
  });
});

describe('composites of pure and delegated methods', () => {
  it('stay synchronous when every part is pure', () => {
    const method = compileMethod({
      type: 'templated_string',
      template: '{{a}}-{{b}}',
      placeholders: { b: { type: 'computed_expression', expression: 'x + 1' } },
    });
    expect(method.isAsync).toBe(false);
    expect(method(contextOf({ values: { a: 'A', x: 1 } }))).toBe('A-2');
  });

  it('become asynchronous with one delegated part, and wait for it', async () => {
    const method = compileMethod({
      type: 'composed_complex_value',
      composedType: 'object',
      properties: [
        { propertyName: 'code', value: { type: 'generated_code_sequence', codeSequenceId: 's' } },
        { propertyName: 'name', value: field('name') },
      ],
    });
    expect(method.isAsync).toBe(true);
    const context = contextOf(
      { values: { name: 'Jan' } },
      { resolveDelegatedMethod: async () => 'FV/1' },
    );
    await expect(method(context)).resolves.toEqual({ code: 'FV/1', name: 'Jan' });
  });
});

describe('malformed methods', () => {
  it('report every problem with its path', () => {
    expect(
      validateMethod({
        type: 'conditional_value',
        choices: [
          { condition: { type: 'and', conditions: [] }, value: { type: 'url_query', name: 'x' } },
        ],
        otherwise: 5,
      }),
    ).toEqual([
      {
        path: 'choices[0].condition.conditions',
        message: 'an "and" condition needs at least one sub-condition',
      },
      { path: 'choices[0].value.name', message: 'is not a known property' },
      { path: 'choices[0].value.paramName', message: 'is required' },
      { path: 'otherwise', message: 'must be an object' },
    ]);
  });
});
