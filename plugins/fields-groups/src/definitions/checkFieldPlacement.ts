import { childFormFields, type FormField, type Problem } from '@tessera/engine';

/**
 * Types a repeating group may not hold, at any depth (spec 002 §5): table, chart, list, details
 * table, another repeating group, upload and generated documents. Table, chart, list and details
 * table are view blocks today; they are listed so that no plugin can bring them into rows as
 * form fields either.
 * @public
 */
export const NOT_IN_REPEATING_GROUP: readonly string[] = Object.freeze([
  'table',
  'chart',
  'list',
  'details_table',
  'repeating_group',
  'upload_files',
  'generated_documents',
]);

const forbiddenInRows = new Set(NOT_IN_REPEATING_GROUP);

/**
 * Whether a field of `type` may sit inside `ancestors` (the types of the fields around it,
 * outermost first), by the spec's rules: a repeating group holds none of
 * {@link NOT_IN_REPEATING_GROUP}, and a repeating group may not be added into a container group.
 * Answers the problem to show (keys of the `fields-groups` namespace), or null — the studio asks
 * before it drops a field, and {@link checkGroupFields} asks for every field of a form.
 * @example checkFieldPlacement('upload_files', ['repeating_group']) // placement.notInRepeatingGroup
 * @public
 */
export function checkFieldPlacement(
  type: string,
  ancestors: readonly string[],
  path = '',
): Problem | null {
  if (ancestors.includes('repeating_group') && forbiddenInRows.has(type)) {
    return { path, messageKey: 'placement.notInRepeatingGroup', params: { type } };
  }
  if (type === 'repeating_group' && ancestors.includes('container')) {
    return { path, messageKey: 'placement.repeatingGroupInContainer' };
  }
  return null;
}

/**
 * Every field placed against the spec's rules (see {@link checkFieldPlacement}) in a list of form
 * fields and the fields nested in them, with paths like the engine's definition issues
 * (`fields[2].type.options.fieldsTemplate[0]`). The engine's `validateDefinition('form')` refuses
 * the same forms with designer-readable English; these problems carry i18n keys for the studio.
 * @public
 */
export function checkGroupFields(fields: readonly FormField[], path = 'fields'): Problem[] {
  const problems: Problem[] = [];
  const walk = (list: readonly FormField[], listPath: string, ancestors: readonly string[]) => {
    list.forEach((field, index) => {
      const fieldPath = `${listPath}[${index}]`;
      const problem = checkFieldPlacement(field.type.name, ancestors, fieldPath);
      if (problem) problems.push(problem);
      const children = childFormFields(field);
      if (children) {
        walk(children.fields, `${fieldPath}.${children.path}`, [...ancestors, field.type.name]);
      }
    });
  };
  walk(fields, path, []);
  return problems;
}
