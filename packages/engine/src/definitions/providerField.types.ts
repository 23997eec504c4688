import type { ConditionDefinition } from '../conditions';
import type { MethodDefinition } from '../methods';
import type { TimeIntervalDuration } from '../timeIntervals';
import type { SystemSource } from './enumerations';
import type { FieldAccess } from './fieldAccess';
import type { FieldSchema } from './fieldSchema.types';
import type { Status } from './status';

/** The value type a provider field holds (spec 001 §3.3 "field value types"). @public */
export type ProviderFieldValue =
  | { readonly type: 'text' }
  | { readonly type: 'number' }
  | { readonly type: 'boolean' }
  | { readonly type: 'date' }
  | { readonly type: 'date_time' }
  | { readonly type: 'time_interval'; readonly duration?: TimeIntervalDuration }
  | { readonly type: 'schema'; readonly schema: FieldSchema }
  | { readonly type: 'upload_files' }
  | {
      readonly type: 'system_source_reference';
      readonly source: SystemSource;
      readonly multiple: boolean;
    };

/** How a stored value is turned into what is presented (spec 001 §3.3 "transforms"). @public */
export type ProviderFieldTransform =
  | {
      readonly type: 'relation_value';
      readonly schemaProviderId: string;
      readonly presentByFieldAccess: FieldAccess;
    }
  | { readonly type: 'time_interval' };

/** Aggregation of an aggregating field: count takes a condition, the others also a field. @public */
export type ProviderFieldAggregation =
  | { readonly method: 'count'; readonly condition?: ConditionDefinition }
  | {
      readonly method: 'sum' | 'average' | 'max' | 'min';
      readonly aggregateFieldId: string;
      readonly condition?: ConditionDefinition;
    };

/** What every provider field kind has. @public */
export interface ProviderFieldBase {
  readonly id: string;
  /** Key of the value in the record's `data` / `originalData` (a name token). */
  readonly dbFieldName: string;
  /** Label shown to designers; `dbFieldName` when absent. */
  readonly name?: string;
  readonly status: Status;
  readonly fieldValue: ProviderFieldValue;
  readonly transform?: ProviderFieldTransform;
}

/**
 * A column of a data provider (spec 001 §3.3), discriminated by its kind `type`.
 * @public
 */
export type ProviderField =
  | (ProviderFieldBase & { readonly type: 'value_field' })
  | (ProviderFieldBase & {
      readonly type: 'computed_string_template';
      /** Text with `{{dbFieldName}}` placeholders filled from the same record. */
      readonly template: string;
    })
  | (ProviderFieldBase & {
      readonly type: 'aggregating_field';
      readonly aggregation: ProviderFieldAggregation;
    })
  | (ProviderFieldBase & {
      readonly type: 'grouping_field';
      /** Field of the source provider whose values form the groups. */
      readonly groupByFieldId: string;
    })
  | (ProviderFieldBase & {
      readonly type: 'query_sourced_field';
      /** Where the value sits in a row of the provider's query result. */
      readonly sourceFieldAccess: FieldAccess;
    })
  | (ProviderFieldBase & { readonly type: 'computed_field'; readonly method: MethodDefinition });

/** A provider field kind name. @public */
export type ProviderFieldKind = ProviderField['type'];
