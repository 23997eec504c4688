import type { ConditionDefinition } from '../conditions/condition.types';
import type { AccessPathSegment, FieldValueAccess } from '../conditions/valueAccess.types';
import type { CalculatedFunctionDefinition } from '../functions/calculatedFunction.types';
import type { ContextExpression } from '../host/contextExpression';
import type { Dependencies } from '../host/dependencies';
import type { EvaluationContext } from '../host/evaluationContext.types';
import type { TransformationDefinition } from '../transformations/transformation.types';

// The 22 value-obtaining methods of spec 001 §3.9. The spec names the types; the property names
// not named there are ours, chosen to read like the ones it does name (docs/methods.md).

/** The id of the record the form edits (null for a new one). @public */
export interface CurrentRecordIdMethod {
  readonly type: 'current_record_id';
}

/** A form field's value, or a part of it (see {@link FieldValueAccess}). @public */
export interface FieldValueAccessMethod extends FieldValueAccess {
  readonly type: 'field_value_access';
}

/**
 * A math expression (mathjs, locked down). Each name in it is bound by `variables` or, when not
 * bound there, read from the form field of that id. No result (null) unless every variable has
 * a value; rounded to the most decimals among the inputs unless it starts with `round`.
 * @public
 */
export interface ComputedExpressionMethod {
  readonly type: 'computed_expression';
  readonly expression: string;
  readonly variables?: Readonly<Record<string, MethodDefinition>>;
}

/** A value typed in by the designer, any JSON. @default null @public */
export interface ManualMethod {
  readonly type: 'manual';
  readonly value?: unknown;
}

/** Today, now, the current time interval, the user or their roles (spec 001 §3.9). @public */
export interface ExpressionMethod {
  readonly type: 'expression';
  readonly expression: ContextExpression;
}

/**
 * Text with `{{name}}` placeholders. A name is bound by `placeholders` or, when not bound there,
 * read as a field (`{{client.name}}`: the property `name` of the field `client`).
 * @public
 */
export interface TemplatedStringMethod {
  readonly type: 'templated_string';
  readonly template: string;
  readonly placeholders?: Readonly<Record<string, MethodDefinition>>;
}

/** One branch of a conditional value. @public */
export interface ConditionalChoice {
  readonly condition: ConditionDefinition;
  readonly value: MethodDefinition;
}

/** The value of the first choice whose condition holds, else `otherwise` (else null). @public */
export interface ConditionalValueMethod {
  readonly type: 'conditional_value';
  readonly choices: readonly ConditionalChoice[];
  readonly otherwise?: MethodDefinition;
}

/** A form variable's value, or a part of it. @public */
export interface VariableValueMethod {
  readonly type: 'variable_value';
  readonly variableId: string;
  readonly path?: readonly AccessPathSegment[];
}

/** A query parameter of the page url (an array when repeated; null when absent). @public */
export interface UrlQueryMethod {
  readonly type: 'url_query';
  readonly paramName: string;
}

/** A url parameter whose value a method computes; empty values are left out. @public */
export interface GeneratedUrlParameter {
  readonly name: string;
  readonly value: MethodDefinition;
}

/**
 * Where a generated url points (spec 002 §3 route types): a form (new, or entering the record
 * `recordIdValue` computes), a view, or an external url.
 * @public
 */
export type GeneratedUrlRoute =
  | {
      readonly type: 'form';
      readonly formId: string;
      readonly recordIdValue?: MethodDefinition;
      readonly urlParameters?: readonly GeneratedUrlParameter[];
    }
  | {
      readonly type: 'view';
      readonly viewId: string;
      readonly urlParameters?: readonly GeneratedUrlParameter[];
    }
  | {
      readonly type: 'external_url';
      readonly url: MethodDefinition;
      readonly urlParameters?: readonly GeneratedUrlParameter[];
    };

/** A url to a form, a view or an external page, with computed parameters. @public */
export interface GeneratedUrlValueMethod {
  readonly type: 'generated_url_value';
  readonly route: GeneratedUrlRoute;
}

/** One property of a composed object. @public */
export interface ComposedProperty {
  readonly propertyName: string;
  readonly value: MethodDefinition;
}

/** One property taken from each item of an external array, by path. @public */
export interface ComposedItemProperty {
  readonly propertyName: string;
  readonly path: readonly AccessPathSegment[];
}

/**
 * Where the items of a composed array come from (spec 001 §3.9): `multiplied` repeats `item`
 * `count` times (floored, capped at 100); `external` takes the items of another value, optionally
 * picking properties from each.
 * @public
 */
export type ComposedArrayItems =
  | {
      readonly type: 'multiplied';
      readonly count: MethodDefinition;
      readonly item: MethodDefinition;
    }
  | {
      readonly type: 'external';
      readonly value: MethodDefinition;
      readonly itemProperties?: readonly ComposedItemProperty[];
    };

/** An object, an array or a plain value built from other methods (spec 001 §3.9). @public */
export type ComposedComplexValueMethod =
  | {
      readonly type: 'composed_complex_value';
      readonly composedType: 'object';
      readonly properties: readonly ComposedProperty[];
    }
  | {
      readonly type: 'composed_complex_value';
      readonly composedType: 'array';
      readonly items: ComposedArrayItems;
    }
  | {
      readonly type: 'composed_complex_value';
      readonly composedType: 'plain';
      readonly value: MethodDefinition;
    };

/** A value passed through transformations, one after another (spec 001 §3.14). @public */
export interface TransformedValueMethod {
  readonly type: 'transformed_value';
  readonly value: MethodDefinition;
  readonly transformations: readonly TransformationDefinition[];
}

/** A calculated function (spec 001 §3.10) over values its input methods compute. @public */
export interface CalculatedFunctionMethod {
  readonly type: 'calculated_function';
  readonly function: CalculatedFunctionDefinition;
}

/**
 * What the device reports; `geolocation` gives `{ latitude, longitude }` rounded to 8 decimals,
 * or null when it is unavailable.
 * @public
 */
export interface DeviceInfoMethod {
  readonly type: 'device_info';
  readonly deviceInfoType: 'geolocation';
}

/** No value: null. @public */
export interface NoValueMethod {
  readonly type: 'no_value';
}

/** Text generated from a document template, with values for its inputs. @public */
export interface TextFromGeneratedDocumentTemplateMethod {
  readonly type: 'text_from_generated_document_template';
  readonly documentTemplateId: string;
  readonly inputs?: Readonly<Record<string, MethodDefinition>>;
}

/** A stored (uploaded) document, by the id a method computes. @public */
export interface UploadedFileMethod {
  readonly type: 'uploaded_file';
  readonly documentId: MethodDefinition;
}

/** A QR code image generated from the text a method computes. @public */
export interface GeneratedQrCodeMethod {
  readonly type: 'generated_qr_code';
  readonly text: MethodDefinition;
}

/** The next code of a code sequence. @public */
export interface GeneratedCodeSequenceMethod {
  readonly type: 'generated_code_sequence';
  readonly codeSequenceId: string;
}

/** Aggregation methods (spec 001 §3.13). @public */
export type AggregationMethod = 'count' | 'sum' | 'average' | 'max' | 'min';

/** An aggregate over a provider's records: count, or sum/average/max/min of a field. @public */
export interface AggregatedValueMethod {
  readonly type: 'aggregated_value';
  readonly fromProviderId: string;
  readonly aggregation: AggregationMethod;
  /** Required for every aggregation but count. */
  readonly aggregateField?: string;
  /** A query filter (spec 001 §3.12), interpreted by the host. */
  readonly filter?: { readonly type: string; readonly [property: string]: unknown };
}

/** A record of a provider, by the id a method computes. @public */
export interface GetExternalRecordMethod {
  readonly type: 'get_external_record';
  readonly providerId: string;
  readonly recordId: MethodDefinition;
}

/** The single result record of a pipeline query, with values for its inputs. @public */
export interface ExecutePipelineQueryMethod {
  readonly type: 'execute_pipeline_query';
  readonly queryId: string;
  readonly inputs?: Readonly<Record<string, MethodDefinition>>;
}

/** Methods the engine hands to `EngineHost.resolveDelegatedMethod`. @public */
export type DelegatedMethodDefinition =
  | TextFromGeneratedDocumentTemplateMethod
  | UploadedFileMethod
  | GeneratedQrCodeMethod
  | GeneratedCodeSequenceMethod
  | AggregatedValueMethod
  | GetExternalRecordMethod
  | ExecutePipelineQueryMethod;

/** A stored value-obtaining method (spec 001 §3.9), discriminated by `type`. @public */
export type MethodDefinition =
  | CurrentRecordIdMethod
  | FieldValueAccessMethod
  | ComputedExpressionMethod
  | ManualMethod
  | ExpressionMethod
  | TemplatedStringMethod
  | ConditionalValueMethod
  | VariableValueMethod
  | UrlQueryMethod
  | GeneratedUrlValueMethod
  | ComposedComplexValueMethod
  | TransformedValueMethod
  | CalculatedFunctionMethod
  | DeviceInfoMethod
  | NoValueMethod
  | DelegatedMethodDefinition;

/** Short name of {@link MethodDefinition} for definitions that embed methods. @public */
export type Method = MethodDefinition;

/** One of the 22 method type names. @public */
export type MethodType = MethodDefinition['type'];

/**
 * A method compiled into a closure: call it with a context. Pure methods return their value;
 * when `isAsync` is true the call may return a promise (delegated methods, file contents, and
 * anything built on them). It never re-reads the definition; `dependencies` lists what it reads.
 * @public
 */
export interface CompiledMethod {
  (context: EvaluationContext): unknown;
  readonly isAsync: boolean;
  readonly dependencies: Dependencies;
}
