import type {
  ConditionDefinition,
  PipelineAggregationMethod,
  ProviderField,
  ProviderFieldTransform,
  ProviderFieldValue,
  RECORD_SYSTEM_FIELDS,
} from '@tessera/engine';
import { fieldLabel } from './fieldLabel';

/**
 * A value a query-sourced field may read from its source's records: a field by its
 * `dbFieldName`, or the record's own `$id` / `$createdAt` (`system`), with the value type (and
 * transform) it holds there.
 */
export interface SourceValue {
  /** The path joined by dots: what a choice is known by. */
  readonly key: string;
  readonly path: readonly string[];
  /** The source field's label; absent for a system value, which the editor names itself. */
  readonly label?: string;
  readonly system?: (typeof RECORD_SYSTEM_FIELDS)[number];
  readonly fieldValue: ProviderFieldValue;
  readonly transform?: ProviderFieldTransform;
}

/** The values a query-sourced field may read: the source's fields that are not deleted, `$id`, `$createdAt`. */
export function sourceValuesOf(sourceFields: readonly ProviderField[]): SourceValue[] {
  return [
    ...sourceFields
      .filter((field) => field.status !== 'deleted')
      .map((field) => ({
        key: field.dbFieldName,
        path: [field.dbFieldName],
        label: fieldLabel(field),
        fieldValue: field.fieldValue,
        ...(field.transform === undefined ? {} : { transform: field.transform }),
      })),
    { key: '$id', path: ['$id'], system: '$id', fieldValue: { type: 'text' } },
    {
      key: '$createdAt',
      path: ['$createdAt'],
      system: '$createdAt',
      fieldValue: { type: 'date_time' },
    },
  ];
}

// A database name the editor gave a new field (`field_3`): one the designer has not chosen yet.
const GIVEN_NAME = /^field_\d+$/;

/**
 * The field taking over what it reads from a source value: its value type and transform, and —
 * while the designer has not named the field — its name and, when free, its database name.
 */
function takeOver(
  field: ProviderField,
  source: { readonly dbFieldName?: string; readonly label?: string } & Pick<
    SourceValue,
    'fieldValue' | 'transform'
  >,
  fields: readonly ProviderField[],
): ProviderField {
  const { transform: _transform, ...rest } = field;
  const named = (field.name ?? '').trim() !== '';
  const dbFieldName = source.dbFieldName;
  const renames =
    dbFieldName !== undefined &&
    GIVEN_NAME.test(field.dbFieldName) &&
    !fields.some((other) => other.id !== field.id && other.dbFieldName === dbFieldName);
  return {
    ...rest,
    fieldValue: source.fieldValue,
    ...(source.transform === undefined ? {} : { transform: source.transform }),
    ...(named || source.label === undefined ? {} : { name: source.label }),
    ...(renames ? { dbFieldName } : {}),
  } as ProviderField;
}

/** A query-sourced field reading a source value, taking over its type (and name, while unnamed). */
export function withSourceValue(
  field: ProviderField,
  value: SourceValue,
  fields: readonly ProviderField[],
): ProviderField {
  if (field.type !== 'query_sourced_field') return field;
  const read = { ...field, sourceFieldAccess: { path: [...value.path] } };
  return takeOver(
    read,
    { ...value, ...(value.system === undefined ? { dbFieldName: value.key } : {}) },
    fields,
  );
}

/** A pipeline field's path as it is typed: property names joined by dots (`address.city`). */
export function sourcePathText(field: ProviderField): string {
  return field.type === 'query_sourced_field' ? field.sourceFieldAccess.path.join('.') : '';
}

/** A pipeline field reading the path typed as text (nothing typed: no path). */
export function withSourcePathText(field: ProviderField, text: string): ProviderField {
  if (field.type !== 'query_sourced_field') return field;
  return { ...field, sourceFieldAccess: { path: text === '' ? [] : text.split('.') } };
}

/** A grouping field grouping by a source field, taking over its type (and name, while unnamed). */
export function withGroupByField(
  field: ProviderField,
  source: ProviderField,
  fields: readonly ProviderField[],
): ProviderField {
  if (field.type !== 'grouping_field') return field;
  return takeOver(
    { ...field, groupByFieldId: source.id },
    { ...source, label: fieldLabel(source) },
    fields,
  );
}

/** What an aggregation gives: a number, but the extremes keep the aggregated field's own type. */
function aggregatedValue(
  method: PipelineAggregationMethod,
  source: ProviderField | undefined,
): ProviderFieldValue {
  if ((method === 'max' || method === 'min') && source !== undefined) return source.fieldValue;
  return { type: 'number' };
}

type AggregatingField = Extract<ProviderField, { type: 'aggregating_field' }>;

function aggregating(
  field: AggregatingField,
  method: PipelineAggregationMethod,
  aggregateFieldId: string,
  condition: ConditionDefinition | undefined,
  sourceFields: readonly ProviderField[],
): ProviderField {
  const only = condition === undefined ? {} : { condition };
  const source = sourceFields.find((candidate) => candidate.id === aggregateFieldId);
  return {
    ...field,
    aggregation: method === 'count' ? { method, ...only } : { method, aggregateFieldId, ...only },
    fieldValue: aggregatedValue(method, source),
  };
}

function aggregateFieldIdOf(field: AggregatingField): string {
  return field.aggregation.method === 'count' ? '' : field.aggregation.aggregateFieldId;
}

/**
 * An aggregating field with another function: a count needs no field, the others aggregate one
 * (the field chosen before stays); the value type follows (spec 001 §3.13).
 */
export function withAggregationMethod(
  field: ProviderField,
  method: PipelineAggregationMethod,
  sourceFields: readonly ProviderField[],
): ProviderField {
  if (field.type !== 'aggregating_field') return field;
  return aggregating(
    field,
    method,
    aggregateFieldIdOf(field),
    field.aggregation.condition,
    sourceFields,
  );
}

/** An aggregating field aggregating another source field (by id). */
export function withAggregateField(
  field: ProviderField,
  fieldId: string,
  sourceFields: readonly ProviderField[],
): ProviderField {
  if (field.type !== 'aggregating_field') return field;
  return aggregating(
    field,
    field.aggregation.method,
    fieldId,
    field.aggregation.condition,
    sourceFields,
  );
}

/** An aggregating field counting or aggregating only the records meeting a condition (none: all). */
export function withAggregationCondition(
  field: ProviderField,
  condition: ConditionDefinition | undefined,
): ProviderField {
  if (field.type !== 'aggregating_field') return field;
  const { condition: _old, ...aggregation } = field.aggregation;
  return {
    ...field,
    aggregation: condition === undefined ? aggregation : { ...aggregation, condition },
  } as ProviderField;
}
