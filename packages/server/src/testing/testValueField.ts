/**
 * A provider's value field as tests write it into a provider definition: its id is its column
 * name, `type` its value type.
 * @internal
 */
export function testValueField(id: string, type: string) {
  return { id, dbFieldName: id, status: 'active', type: 'value_field', fieldValue: { type } };
}
