import type { AutomaticAction, FieldValueAssignment, QueryFilter } from '@tessera/engine';

/** The automatic action types the diagram editor edits (spec 001 §3.15, the record ones). */
export const editableActionTypes = [
  'update_current_record',
  'create_record',
  'update_records',
] as const;

/** One of {@link editableActionTypes}. */
export type EditableActionType = (typeof editableActionTypes)[number];

/** Whether the studio edits an action of this type (others are kept as they are). */
export function isEditableActionType(type: string): type is EditableActionType {
  return (editableActionTypes as readonly string[]).includes(type);
}

/** An automatic action of a type the studio edits. */
export type EditableAction = Extract<AutomaticAction, { type: EditableActionType }>;

/** Whether the studio edits this action. */
export function isEditableAction(action: AutomaticAction): action is EditableAction {
  return isEditableActionType(action.type);
}

/**
 * The action as another type, keeping its id, condition, next actions and the values it assigns
 * (a provider chosen for one record action carries over to the other).
 */
export function withActionType(action: AutomaticAction, type: EditableActionType): AutomaticAction {
  if (action.type === type) return action;
  const { id, condition, nextActions } = action;
  const base = {
    id,
    ...(condition === undefined ? {} : { condition }),
    ...(nextActions === undefined ? {} : { nextActions }),
  };
  const fieldValues: readonly FieldValueAssignment[] =
    'fieldValues' in action ? action.fieldValues : [];
  const providerId =
    action.type === 'create_record'
      ? action.dataProviderId
      : action.type === 'update_records' || action.type === 'delete_records'
        ? action.selectRecordsQuery.fromProviderId
        : '';
  switch (type) {
    case 'update_current_record':
      return { ...base, type, fieldValues };
    case 'create_record':
      return {
        ...base,
        type,
        dataProviderId: providerId,
        fieldValues: providerId ? [] : fieldValues,
      };
    case 'update_records':
      return {
        ...base,
        type,
        selectRecordsQuery: { fromProviderId: providerId },
        fieldValues: providerId ? [] : fieldValues,
      };
  }
}

/**
 * The simple record selection the studio edits: records whose field (by database name) equals a
 * field of the current process record. `null` for no filter (every record); `undefined` when the
 * filter is another one (kept as it is).
 */
export interface MatchingSelection {
  readonly fieldName: string;
  readonly valueFieldId: string;
}

export function matchingSelectionOf(
  filter: QueryFilter | undefined,
): MatchingSelection | null | undefined {
  if (filter === undefined) return null;
  if (
    filter.type === 'match_field' &&
    filter.applyCondition === undefined &&
    filter.searchField.type === 'own_field' &&
    filter.matchKind === 'match' &&
    filter.value?.type === 'compare_to_external_value' &&
    (filter.value.valueAccess.path ?? []).length === 0
  ) {
    return {
      fieldName: filter.searchField.fieldName,
      valueFieldId: filter.value.valueAccess.fieldId,
    };
  }
  return undefined;
}

/** The query filter of a simple selection. */
export function matchingFilter({ fieldName, valueFieldId }: MatchingSelection): QueryFilter {
  return {
    type: 'match_field',
    searchField: { type: 'own_field', fieldName },
    matchKind: 'match',
    value: { type: 'compare_to_external_value', valueAccess: { fieldId: valueFieldId } },
  };
}
