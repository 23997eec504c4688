import {
  type FormDefinition,
  type FormField,
  isContainerField,
  isRepeatingGroupField,
} from '@tessera/engine';

/**
 * Turns the id a field renderer was given back into the form field it stands for. A field of the
 * form is rendered with its own id; a field inside a repeating-group row with
 * `{groupId}-{row}-{fieldId}` (the form view's input id), whose form field is the template field
 * `fieldId`. Ids that name no field come back as they are.
 */
export function createFieldIdResolver(definition: FormDefinition): (rendererId: string) => string {
  const fieldIds = new Set<string>();
  const groups: { prefix: string; children: ReadonlySet<string> }[] = [];
  const collect = (fields: readonly FormField[]) => {
    for (const field of fields) {
      fieldIds.add(field.id);
      if (isContainerField(field)) collect(field.type.options.fields);
      else if (isRepeatingGroupField(field)) {
        groups.push({
          prefix: `${field.id}-`,
          children: new Set(field.type.options.fieldsTemplate.map((child) => child.id)),
        });
      }
    }
  };
  collect(definition.fields);
  return (rendererId) => {
    if (fieldIds.has(rendererId)) return rendererId;
    for (const { prefix, children } of groups) {
      if (!rendererId.startsWith(prefix)) continue;
      const match = /^(\d+)-(.+)$/.exec(rendererId.slice(prefix.length));
      if (match?.[2] !== undefined && children.has(match[2])) return match[2];
    }
    return rendererId;
  };
}
