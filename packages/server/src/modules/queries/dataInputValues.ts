/**
 * A data input as a query request sends it (spec 001 §3.8): the engine's `DataInput` with only
 * `inputId` and `data` read here; the rest (name, schema, meta) is accepted and ignored.
 * @internal
 */
export interface RequestDataInput {
  readonly inputId: string;
  readonly data?: unknown;
}

/** JSON Schema of a request's data inputs. @internal */
export const dataInputsSchema = {
  type: 'array',
  maxItems: 200,
  items: {
    type: 'object',
    required: ['inputId'],
    properties: { inputId: { type: 'string', minLength: 1, maxLength: 200 } },
  },
} as const;

/**
 * The values a query's filter reads as external values (`compare_to_external_value`): each data
 * input's `data` under its `inputId`, a missing `data` as null. `commonDataInputs` of a
 * `queries/forContexts` call come first and a request's own input with the same id replaces the
 * common one, as a request's own value is the more specific.
 * @internal
 */
export function dataInputValues(
  ...inputLists: readonly (readonly RequestDataInput[] | undefined)[]
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const inputs of inputLists) {
    for (const input of inputs ?? []) values[input.inputId] = input.data ?? null;
  }
  return values;
}
