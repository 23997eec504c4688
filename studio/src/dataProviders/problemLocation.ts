import type { ProviderField } from '@tessera/engine';

/**
 * Where a problem shows in the editor, from the definition path it is about (the engine's
 * readable path, e.g. `config.fields[2].transform.schemaProviderId`):
 * - `name`, `type`, `status` — the general inputs;
 * - `field:{id}:{part}` — one field's input (`dbFieldName`, `name`, `template`, `method`,
 *   `transform`, `fieldValue`, `status`); `field:{id}` for the field as a whole. Fields are
 *   named by id, so a problem stays on its field when the fields are reordered;
 * - `access:{index}:{part}` — an access entry's `roleIds`, `columns` or `records`;
 * - `general` — anything else (shown above the form).
 */
export function problemLocation(
  path: string,
  fields: readonly Pick<ProviderField, 'id'>[],
): string {
  const field = /^config\.fields\[(\d+)\](?:\.([A-Za-z]+))?/.exec(path);
  if (field) {
    const id = fields[Number(field[1])]?.id;
    if (id === undefined) return 'general';
    return field[2] === undefined ? `field:${id}` : `field:${id}:${field[2]}`;
  }
  const access = /^access\[(\d+)\](?:\.([A-Za-z]+))?/.exec(path);
  if (access)
    return access[2] === undefined ? `access:${access[1]}` : `access:${access[1]}:${access[2]}`;
  const top = /^(name|type|status)$/.exec(path);
  return top ? (top[1] as string) : 'general';
}

/** The locations of one field's problems start with this. */
export const fieldLocation = (fieldId: string) => `field:${fieldId}`;
