import type { MethodType } from '@tessera/engine';

/**
 * The method types as the editor offers them, in groups a designer recognises (spec 001 §3.9):
 * what the form holds, computations over it, what the surroundings give, and what only the
 * server computes. Every type the engine knows is in exactly one group.
 */
export const methodTypeGroups = [
  {
    group: 'form',
    types: ['field_value_access', 'variable_value', 'current_record_id', 'manual', 'no_value'],
  },
  {
    group: 'compute',
    types: [
      'computed_expression',
      'templated_string',
      'conditional_value',
      'calculated_function',
      'transformed_value',
      'composed_complex_value',
      'generated_url_value',
    ],
  },
  { group: 'context', types: ['expression', 'url_query', 'device_info'] },
  {
    group: 'server',
    types: [
      'aggregated_value',
      'get_external_record',
      'execute_pipeline_query',
      'generated_code_sequence',
      'text_from_generated_document_template',
      'uploaded_file',
      'generated_qr_code',
    ],
  },
] as const satisfies readonly {
  readonly group: string;
  readonly types: readonly MethodType[];
}[];
