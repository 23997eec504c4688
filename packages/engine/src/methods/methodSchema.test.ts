import { describe, expect, it } from 'vitest';
import { getDefinitionAjv } from '../definitions/definitionAjv';
import { SCHEMA_IDS } from '../definitions/schemaIds';
import { METHOD_TYPES, validateMethod } from './compileMethod';
import { methodSchema } from './methodSchema';

// The JSON Schema and the compiler state one grammar: they accept and reject the same methods.

function schemaAccepts(definition: unknown): boolean {
  const ajv = getDefinitionAjv();
  if (!ajv.getSchema(SCHEMA_IDS.method)) ajv.addSchema(methodSchema);
  return ajv.getSchema(SCHEMA_IDS.method)!(definition) as boolean;
}

const manual = { type: 'manual', value: 1 };
const field = { type: 'field_value_access', fieldId: 'x' };

/** One well-formed example of every type (and of each composed and route shape). */
const VALID: unknown[] = [
  { type: 'current_record_id' },
  field,
  {
    type: 'field_value_access',
    fieldId: 'g',
    path: [{ type: 'absolute_position', position: 1000 }, 'a'],
  },
  { type: 'computed_expression', expression: 'a + b', variables: { a: manual } },
  { type: 'manual' },
  { type: 'manual', value: { any: ['json'] } },
  { type: 'expression', expression: 'now_date_time' },
  { type: 'templated_string', template: '' },
  { type: 'templated_string', template: '{{a}}', placeholders: { a: field } },
  { type: 'text_from_generated_document_template', documentTemplateId: 't', inputs: { a: manual } },
  {
    type: 'conditional_value',
    choices: [{ condition: { type: 'constant', value: true }, value: manual }],
    otherwise: field,
  },
  { type: 'uploaded_file', documentId: field },
  { type: 'generated_qr_code', text: field },
  { type: 'variable_value', variableId: 'v', path: ['a'] },
  { type: 'url_query', paramName: 'p' },
  { type: 'generated_code_sequence', codeSequenceId: 's' },
  {
    type: 'aggregated_value',
    fromProviderId: 'p',
    aggregation: 'count',
    filter: {
      type: 'and',
      filters: [{ type: 'field_not_empty', searchField: { type: 'own_field', fieldName: 'f' } }],
    },
  },
  { type: 'aggregated_value', fromProviderId: 'p', aggregation: 'max', aggregateField: 'f' },
  { type: 'get_external_record', providerId: 'p', recordId: field },
  { type: 'execute_pipeline_query', queryId: 'q' },
  { type: 'generated_url_value', route: { type: 'form', formId: 'f', recordIdValue: field } },
  {
    type: 'generated_url_value',
    route: { type: 'view', viewId: 'v', urlParameters: [{ name: 'a', value: manual }] },
  },
  { type: 'generated_url_value', route: { type: 'external_url', url: manual } },
  {
    type: 'composed_complex_value',
    composedType: 'object',
    properties: [{ propertyName: 'a', value: manual }],
  },
  {
    type: 'composed_complex_value',
    composedType: 'array',
    items: { type: 'multiplied', count: manual, item: manual },
  },
  {
    type: 'composed_complex_value',
    composedType: 'array',
    items: { type: 'external', value: field, itemProperties: [{ propertyName: 'a', path: ['b'] }] },
  },
  { type: 'composed_complex_value', composedType: 'plain', value: manual },
  { type: 'transformed_value', value: field, transformations: [{ type: 'unwind' }] },
  {
    type: 'calculated_function',
    function: { type: 'dateUnitsDifference', firstDate: field, secondDate: manual, unit: 'months' },
  },
  { type: 'device_info', deviceInfoType: 'geolocation' },
  { type: 'no_value' },
];

const INVALID: unknown[] = [
  null,
  { type: 'magic' },
  { type: 'current_record_id', extra: true },
  { type: 'field_value_access' },
  { type: 'field_value_access', fieldId: 'x', path: [{ type: 'absolute_position', position: 0 }] },
  { type: 'computed_expression' },
  { type: 'computed_expression', expression: ' ' },
  { type: 'computed_expression', expression: 'a', variables: { a: 1 } },
  { type: 'expression', expression: 'tomorrow' },
  { type: 'templated_string' },
  { type: 'templated_string', template: 'x', placeholders: { a: {} } },
  { type: 'text_from_generated_document_template' },
  { type: 'conditional_value', choices: [] },
  {
    type: 'conditional_value',
    choices: [{ condition: { type: 'or', conditions: [] }, value: manual }],
  },
  { type: 'conditional_value', choices: [{ value: manual }] },
  { type: 'uploaded_file' },
  { type: 'generated_qr_code', text: 'x' },
  { type: 'variable_value' },
  { type: 'url_query', paramName: '' },
  { type: 'generated_code_sequence' },
  { type: 'aggregated_value', fromProviderId: 'p', aggregation: 'median' },
  { type: 'aggregated_value', fromProviderId: 'p', aggregation: 'sum' },
  { type: 'aggregated_value', fromProviderId: 'p', aggregation: 'count', filter: {} },
  { type: 'aggregated_value', fromProviderId: 'p', aggregation: 'count', filter: { type: 'and' } },
  { type: 'get_external_record', providerId: 'p' },
  { type: 'execute_pipeline_query', queryId: 'q', inputs: { a: 'x' } },
  { type: 'generated_url_value', route: { type: 'form' } },
  { type: 'generated_url_value', route: { type: 'page', url: manual } },
  {
    type: 'generated_url_value',
    route: { type: 'view', viewId: 'v', urlParameters: [{ name: 'a' }] },
  },
  { type: 'composed_complex_value', composedType: 'tree' },
  { type: 'composed_complex_value', composedType: 'object' },
  { type: 'composed_complex_value', composedType: 'object', properties: [], value: manual },
  {
    type: 'composed_complex_value',
    composedType: 'array',
    items: { type: 'multiplied', count: manual },
  },
  {
    type: 'composed_complex_value',
    composedType: 'array',
    items: { type: 'external', value: field, itemProperties: [{ propertyName: 'a', path: [] }] },
  },
  { type: 'composed_complex_value', composedType: 'plain' },
  { type: 'transformed_value', value: field, transformations: [] },
  { type: 'transformed_value', value: field, transformations: [{ type: 'value_retrieve' }] },
  { type: 'calculated_function', function: { type: 'substring' } },
  { type: 'calculated_function', function: { type: 'cube', input: manual } },
  { type: 'device_info', deviceInfoType: 'battery' },
  { type: 'no_value', value: null },
];

describe('methodSchema agrees with the compiler', () => {
  it('is a draft-07 schema with the method $id', () => {
    expect(methodSchema.$id).toBe('https://tessera.dev/schemas/method.json');
  });

  it('covers all 22 types', () => {
    const covered = new Set(VALID.map((definition) => (definition as { type: string }).type));
    expect([...covered].sort()).toEqual([...METHOD_TYPES].sort());
  });

  it.each(VALID.map((definition) => [JSON.stringify(definition), definition]))(
    'both accept %s',
    (_, definition) => {
      expect(validateMethod(definition)).toEqual([]);
      expect(schemaAccepts(definition)).toBe(true);
    },
  );

  it.each(INVALID.map((definition) => [JSON.stringify(definition), definition]))(
    'both reject %s',
    (_, definition) => {
      expect(validateMethod(definition).length).toBeGreaterThan(0);
      expect(schemaAccepts(definition)).toBe(false);
    },
  );
});
