import type { FormField } from '@tessera/engine';

/** The locations of one field's problems start with this. */
export const fieldLocation = (fieldId: string) => `field:${fieldId}`;

/**
 * Where a problem with a form shows in the editor, from the JSON pointer the server names
 * (`/fields/3/label`, `/binding/fields/customer`):
 * - `name`, `status`, `binding` — the general inputs (the bound provider is `binding`);
 * - `field:{id}:{part}` — one field's property: `label`, `name`, `layout`, `options` (anything
 *   under `type`), `binding`, `visible`, `required`, `disabled`, or another property's name;
 *   `field:{id}` for the field as a whole (and for fields nested in its groups). Fields are
 *   named by id, so a problem stays on its field when the fields move;
 * - `variables`, `listeners`, `redirect` — the variables (`/variables/…`), the field-changed
 *   listeners (`/formEventListeners/…`) and the save button's redirect (`/layout/saveButton/…`),
 *   each shown on its own tab;
 * - `general` — anything else (shown above the editor).
 */
export function formProblemLocation(
  pointer: string,
  fields: readonly Pick<FormField, 'id'>[],
): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const [head, second, third, fourth] = segments;
  if (head === 'name' || head === 'status') return segments.length === 1 ? head : 'general';
  if (head === 'variables') return 'variables';
  if (head === 'formEventListeners') return 'listeners';
  if (head === 'layout' && second === 'saveButton') return 'redirect';
  if (head === 'binding') {
    if (second === 'fields' && third !== undefined) return `${fieldLocation(third)}:binding`;
    return 'binding';
  }
  if (head === 'fields' && second !== undefined && /^\d+$/.test(second)) {
    const id = fields[Number(second)]?.id;
    if (id === undefined) return 'general';
    if (third === undefined) return fieldLocation(id);
    if (third === 'type') {
      // Fields nested in a group's options are not edited here yet: the group carries them.
      const nested = fourth === 'options' && ['fields', 'fieldsTemplate'].includes(segments[4]!);
      return nested ? fieldLocation(id) : `${fieldLocation(id)}:options`;
    }
    return `${fieldLocation(id)}:${third}`;
  }
  return 'general';
}
