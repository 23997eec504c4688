import type { ProviderField } from '@tessera/engine';

const escapeSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** The JSON pointer of the segments (`['0', 'filter']` → `/0/filter`). */
const pointerOf = (segments: readonly string[]) =>
  segments.map((segment) => `/${escapeSegment(segment)}`).join('');

/** Where a problem of one field shows, from the segments after `config/fields/{index}`. */
function fieldPart(at: string, segments: readonly string[]): string {
  const [part, inner, ...rest] = segments;
  if (part === undefined) return at;
  if (part === 'aggregation') {
    if (inner === 'condition') return `${at}:condition${pointerOf(rest)}`;
    if (inner === 'aggregateFieldId') return `${at}:aggregateFieldId`;
    return `${at}:aggregation`;
  }
  return `${at}:${part}`;
}

/**
 * Where a problem shows in the editor, from the segments of the JSON pointer it is about (into
 * the definition saved, e.g. `config/fields/2/transform/schemaProviderId`):
 * - `name`, `type`, `status` — the general inputs;
 * - `source` — the provider a computed provider reads (its query's, its pipeline's, the
 *   aggregated one); `filter` — a query-sourced provider's filter; `stages{pointer}` — a
 *   pipeline's stages, at a JSON pointer into the list (`stages/0/filter`; `stages` the list);
 * - `field:{id}:{part}` — one field's input (`dbFieldName`, `name`, `template`, `method`,
 *   `transform`, `fieldValue`, `status`, `type`, `sourceFieldAccess`, `groupByFieldId`,
 *   `aggregation`, `aggregateFieldId`), `field:{id}:condition{pointer}` inside an aggregation's
 *   condition; `field:{id}` for the field as a whole. Fields are named by id, so a problem stays
 *   on its field when the fields are reordered;
 * - `access:{index}:{part}` — an access entry's `roleIds`, `columns` or `records`;
 * - `general` — anything else (shown above the form).
 */
export function problemLocation(
  segments: readonly string[],
  fields: readonly Pick<ProviderField, 'id'>[],
): string {
  const [head, second, third, ...rest] = segments;
  if (segments.length === 1 && (head === 'name' || head === 'type' || head === 'status'))
    return head;
  if (head === 'access' && second !== undefined) {
    return third === undefined ? `access:${second}` : `access:${second}:${third}`;
  }
  if (head !== 'config') return 'general';
  switch (second) {
    case 'fields': {
      const id = third === undefined ? undefined : fields[Number(third)]?.id;
      return id === undefined ? 'general' : fieldPart(fieldLocation(id), rest);
    }
    case 'sourceProviderId':
      return 'source';
    case 'query':
      if (third === 'fromProviderId') return 'source';
      return third === 'filter' ? 'filter' : 'general';
    case 'pipeline':
      if (third === 'fromProviderId') return 'source';
      return third === 'stages' ? `stages${pointerOf(rest)}` : 'stages';
    default:
      return 'general';
  }
}

/** The locations of one field's problems start with this. */
export const fieldLocation = (fieldId: string) => `field:${fieldId}`;

/** The location of the problems of a pipeline's stages, a JSON pointer into the list following. */
export const stagesLocation = 'stages';
