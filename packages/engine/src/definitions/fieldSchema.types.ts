import type { DateFormat, SystemSource } from './enumerations';
import type { FieldAccess } from './fieldAccess';

/**
 * Where the records of a relation come from: a data provider, or one of the system sources.
 * @public
 */
export type RelationDataSource =
  | { readonly type: 'data_provider'; readonly dataProviderId: string }
  | { readonly type: 'system_source'; readonly source: SystemSource };

/** One property of an object field schema. @public */
export interface ObjectSchemaProperty {
  readonly propertyName: string;
  readonly value: FieldSchema;
}

/**
 * The shape of a value held by a provider field or a data input (spec 001 §3.6), discriminated by
 * `type`. Recursive through `array.item` and `object.properties[].value`.
 * @public
 */
export type FieldSchema =
  | { readonly type: 'unknown' }
  | { readonly type: 'date_time'; readonly format: DateFormat }
  | { readonly type: 'time_interval' }
  | {
      readonly type: 'relation';
      readonly dataSource: RelationDataSource;
      readonly presentByFieldAccess?: FieldAccess;
    }
  | { readonly type: 'array'; readonly item: FieldSchema }
  | { readonly type: 'string'; readonly subtype?: 'externalId' }
  | { readonly type: 'number' }
  | { readonly type: 'boolean' }
  | { readonly type: 'object'; readonly properties: readonly ObjectSchemaProperty[] };

/** A field schema type name. @public */
export type FieldSchemaType = FieldSchema['type'];
