import type { ProcessFieldValue } from '@tessera/client';
import {
  type FormDefinition,
  type FormField,
  type FormStore,
  isContainerField,
  type Registry,
} from '@tessera/engine';

/**
 * A field the person cannot write: the spec's static types (`static_text`, `static_image`,
 * `static_button`, `static_line`, `static_process_history` — they show something, a text may
 * even compute one) and any type whose value schema holds nothing.
 */
const isStatic = (typeName: string, valueSchema: unknown) =>
  typeName.startsWith('static_') ||
  (typeof valueSchema === 'object' &&
    valueSchema !== null &&
    (valueSchema as { type?: unknown }).type === 'null');

function collectWritable(
  fields: readonly FormField[],
  registry: Registry,
  into: Set<string>,
): Set<string> {
  for (const field of fields) {
    if (field.status !== 'active') continue;
    if (isContainerField(field)) {
      collectWritable(field.type.options.fields, registry, into);
      continue;
    }
    const resolved = registry.resolveFieldType(field.type.name);
    if (resolved.ok && !isStatic(field.type.name, resolved.definition.valueSchema)) {
      into.add(field.id);
    }
  }
  return into;
}

/**
 * The field results a save sends (spec 002 §4: "only active, writable field results are sent"):
 * the visible fields (`getSubmitValues`) that are active, of a registered type the person can
 * write — not a static one — and not disabled (the server recomputes those itself), in the form's
 * order. A repeating group sends its rows.
 */
export function submittedFields(
  definition: FormDefinition,
  store: Pick<FormStore, 'getState' | 'getSubmitValues'>,
  registry: Registry,
): ProcessFieldValue[] {
  const writable = collectWritable(definition.fields, registry, new Set());
  const values = store.getSubmitValues();
  const state = store.getState();
  return Object.entries(values)
    .filter(([fieldId]) => writable.has(fieldId) && state.field(fieldId)?.disabled !== true)
    .map(([fieldId, value]) => ({ fieldId, value }));
}
