import type { DataProviderDraft, DataProviderItem } from '@tessera/client';
import type {
  DataProviderType,
  ProviderField,
  ProviderFieldKind,
  ProviderFieldValue,
  ProviderRoleAccess,
} from '@tessera/engine';
import { canonicalJson } from '../common/canonicalJson';

/** The provider being edited: the definition a save sends, without id and revision. */
export type ProviderDraft = DataProviderDraft;

/**
 * The provider types a designer creates here, in the order offered: those with records of their
 * own, then those computed from other providers' records (docs/virtual-providers.md).
 */
export const editableProviderTypes = [
  'manual',
  'process',
  'query_sourced',
  'aggregating',
  'pipeline_query',
] as const satisfies readonly DataProviderType[];

/** The field kinds of a provider with its own records (manual and process providers). */
export const editableFieldKinds = [
  'value_field',
  'computed_string_template',
  'computed_field',
] as const satisfies readonly ProviderFieldKind[];

/** The field kinds each provider type holds, first the one a new field gets (as the engine's rules). */
const fieldKindsByType: Readonly<Record<DataProviderType, readonly ProviderFieldKind[]>> = {
  manual: editableFieldKinds,
  process: editableFieldKinds,
  query_sourced: ['query_sourced_field'],
  pipeline_query: ['query_sourced_field'],
  aggregating: ['grouping_field', 'aggregating_field'],
};

/** The field kinds a provider of this type may hold. */
export function fieldKindsOf(type: DataProviderType): readonly ProviderFieldKind[] {
  return fieldKindsByType[type];
}

/** The value types offered for new fields; a schema value keeps the editor it came from. */
export const editableValueTypes = [
  'text',
  'number',
  'boolean',
  'date',
  'date_time',
  'time_interval',
  'upload_files',
  'system_source_reference',
] as const satisfies readonly ProviderFieldValue['type'][];

/** A new provider: manual, active, no fields yet. */
export function emptyProviderDraft(): ProviderDraft {
  return { name: '', type: 'manual', status: 'active', config: { fields: [] } };
}

/** The draft of a stored provider: the definition without id and revision (deleted reads as inactive). */
export function providerDraftOf(item: DataProviderItem): ProviderDraft {
  const { id: _id, revision: _revision, status, ...definition } = item;
  return { ...definition, status: status === 'active' ? 'active' : 'inactive' } as ProviderDraft;
}

/** The draft with other fields (the definition's other config parts kept). */
export function withFields(draft: ProviderDraft, fields: readonly ProviderField[]): ProviderDraft {
  return { ...draft, config: { ...draft.config, fields } } as ProviderDraft;
}

/** The draft with other access entries; none removes the key (no restriction at all). */
export function withAccess(
  draft: ProviderDraft,
  access: readonly ProviderRoleAccess[],
): ProviderDraft {
  const { access: _access, ...rest } = draft;
  return (access.length === 0 ? rest : { ...rest, access }) as ProviderDraft;
}

/** The first `field_{n}` no field of the provider uses. */
export function nextDbFieldName(fields: readonly Pick<ProviderField, 'dbFieldName'>[]): string {
  const taken = new Set(fields.map((field) => field.dbFieldName));
  let number = fields.length + 1;
  while (taken.has(`field_${number}`)) number += 1;
  return `field_${number}`;
}

/**
 * A new active text field with a free `dbFieldName`, of the first kind the provider's type holds
 * (a value field unless the type says otherwise).
 */
export function createField(
  fields: readonly ProviderField[],
  newId: () => string = () => crypto.randomUUID(),
  type: DataProviderType = 'manual',
): ProviderField {
  const field: ProviderField = {
    id: newId(),
    dbFieldName: nextDbFieldName(fields),
    name: '',
    status: 'active',
    type: 'value_field',
    fieldValue: { type: 'text' },
  };
  return changeFieldKind(field, fieldKindsOf(type)[0] ?? 'value_field');
}

// What only some kinds have: dropped when the kind changes.
type KindPart = 'template' | 'method' | 'aggregation' | 'groupByFieldId' | 'sourceFieldAccess';
type FieldBase = Omit<ProviderField, 'type' | KindPart> & Record<string, unknown>;

function baseOf(field: ProviderField): FieldBase {
  const {
    type: _type,
    template: _template,
    method: _method,
    aggregation: _aggregation,
    groupByFieldId: _groupByFieldId,
    sourceFieldAccess: _sourceFieldAccess,
    ...rest
  } = field as ProviderField & Partial<Record<KindPart, unknown>>;
  return rest as FieldBase;
}

/**
 * The field as another kind, keeping what every kind has (id, names, status, value type,
 * transform): a template starts empty, a computed field with an empty math expression, a
 * query-sourced field with no path, a grouping field with no source field, an aggregating field
 * counting its group's records (a number).
 */
export function changeFieldKind(field: ProviderField, kind: ProviderFieldKind): ProviderField {
  if (field.type === kind) return field;
  const base = baseOf(field);
  switch (kind) {
    case 'computed_string_template':
      return { ...base, type: kind, template: '', fieldValue: { type: 'text' } } as ProviderField;
    case 'computed_field':
      return {
        ...base,
        type: kind,
        method: { type: 'computed_expression', expression: '' },
      } as ProviderField;
    case 'query_sourced_field':
      return { ...base, type: kind, sourceFieldAccess: { path: [] } } as ProviderField;
    case 'grouping_field':
      return { ...base, type: kind, groupByFieldId: '' } as ProviderField;
    case 'aggregating_field': {
      const { transform: _transform, ...rest } = base;
      return {
        ...rest,
        type: kind,
        aggregation: { method: 'count' },
        fieldValue: { type: 'number' },
      } as ProviderField;
    }
    default:
      return { ...base, type: kind } as ProviderField;
  }
}

/** Which transforms fit a value type: relations hold a record id (text), intervals their own. */
export function transformsFor(
  valueType: ProviderFieldValue['type'],
): readonly ('relation_value' | 'time_interval')[] {
  if (valueType === 'text') return ['relation_value'];
  if (valueType === 'time_interval') return ['time_interval'];
  return [];
}

/** The field with another value type; a transform that no longer fits is dropped. */
export function changeValueType(
  field: ProviderField,
  type: ProviderFieldValue['type'],
): ProviderField {
  if (field.fieldValue.type === type) return field;
  const fieldValue: ProviderFieldValue =
    type === 'system_source_reference'
      ? { type, source: 'users', multiple: false }
      : ({ type } as ProviderFieldValue);
  const { transform, ...rest } = field;
  const keepsTransform = transform !== undefined && transformsFor(type).includes(transform.type);
  return { ...rest, fieldValue, ...(keepsTransform ? { transform } : {}) } as ProviderField;
}

/** The fields with one replaced (by id). */
export function replaceField(
  fields: readonly ProviderField[],
  next: ProviderField,
): ProviderField[] {
  return fields.map((field) => (field.id === next.id ? next : field));
}

/** The fields in a new order: the one at `from` moved to `to`. */
export function moveField(
  fields: readonly ProviderField[],
  from: number,
  to: number,
): ProviderField[] {
  const list = [...fields];
  const [moved] = list.splice(from, 1);
  if (moved === undefined) return list;
  list.splice(to, 0, moved);
  return list;
}

/**
 * The draft without a field; the access entries that listed its column stop listing it (an
 * access rule naming an unknown field is a definition error).
 */
export function removeField(draft: ProviderDraft, fieldId: string): ProviderDraft {
  const fields = draft.config.fields.filter((field) => field.id !== fieldId);
  const access = (draft.access ?? []).map((entry) =>
    entry.columns.type === 'limited' && entry.columns.fieldIds.includes(fieldId)
      ? {
          ...entry,
          columns: {
            type: 'limited' as const,
            fieldIds: entry.columns.fieldIds.filter((id) => id !== fieldId),
          },
        }
      : entry,
  );
  return withAccess(withFields(draft, fields), access);
}

/** Whether two drafts save the same definition (the unsaved-changes check). */
export function sameDraft(a: ProviderDraft, b: ProviderDraft): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
