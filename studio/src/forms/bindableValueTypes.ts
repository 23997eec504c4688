import type { FieldTypeDefinition, ProviderFieldValue } from '@tessera/engine';

/** A provider field's value type (spec 001 §3.3). */
export type ProviderValueType = ProviderFieldValue['type'];

// What each known field type stores, as the provider value types able to keep it. A choice
// stores the chosen record's value (by default its id, kept as text or a number); lists and
// repeating groups store arrays, kept by a schema field.
const known: Readonly<Record<string, readonly ProviderValueType[]>> = {
  text: ['text'],
  text_area: ['text'],
  number: ['number'],
  checkbox: ['boolean'],
  date: ['date'],
  date_time: ['date_time'],
  time_interval: ['time_interval'],
  list_select: ['text', 'number', 'schema', 'system_source_reference'],
  radio_group: ['text', 'number', 'system_source_reference'],
  checkbox_list: ['schema', 'system_source_reference'],
  repeating_group: ['schema'],
  upload_files: ['upload_files'],
  // Shown, never written to the record.
  static_text: [],
  generated_documents: [],
  container: [],
};

const byJsonType: Readonly<Record<string, readonly ProviderValueType[]>> = {
  string: ['text'],
  number: ['number'],
  integer: ['number'],
  boolean: ['boolean'],
  array: ['schema'],
  object: ['schema'],
};

/**
 * The provider value types a form field of `type` can be bound to: the studio's table for the
 * types it knows, else read from the type's value schema (its JSON types). Types without a value
 * (static elements, containers) bind to nothing.
 */
export function bindableValueTypes(
  type: string,
  definition: Pick<FieldTypeDefinition, 'valueSchema'> | null,
): readonly ProviderValueType[] {
  const listed = known[type];
  if (listed) return listed;
  const declared = definition?.valueSchema.type;
  const jsonTypes = Array.isArray(declared) ? declared : declared ? [declared] : [];
  return [...new Set(jsonTypes.flatMap((jsonType) => byJsonType[String(jsonType)] ?? []))];
}
