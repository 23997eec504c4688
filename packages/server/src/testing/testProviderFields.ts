/**
 * A provider's value field as tests write it into a provider definition: its id is its column
 * name, `type` its value type.
 * @internal
 */
export function testValueField(id: string, type: string) {
  return { id, dbFieldName: id, status: 'active', type: 'value_field', fieldValue: { type } };
}

/**
 * A provider's computed number field as tests write it: its value is `expression` over the
 * record's other fields.
 * @internal
 */
export function testComputedField(id: string, expression: string) {
  return {
    id,
    dbFieldName: id,
    status: 'active',
    type: 'computed_field',
    fieldValue: { type: 'number' },
    method: { type: 'computed_expression', expression },
  };
}
