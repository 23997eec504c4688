import type {
  AccessPathSegment,
  CalculatedFunctionDefinition,
  CalculatedFunctionType,
  ComposedComplexValueMethod,
  GeneratedUrlRoute,
  MethodDefinition,
  MethodType,
  TransformationDefinition,
} from '@tessera/engine';
import type { ConditionField } from '../conditions/conditionDraft';

/** A form field a method may read, as the studio names it (the condition editor's shape). */
export type MethodField = ConditionField;

/** A form variable a method may read. */
export interface MethodVariable {
  readonly id: string;
  readonly name: string;
}

const noValue: MethodDefinition = { type: 'no_value' };

/**
 * The method a slot starts with when the designer picks a type (spec 001 §3.9): the least each
 * type needs, filled where there is one obvious choice (the first field, the first variable).
 */
export function newMethod(
  type: MethodType,
  scope: {
    readonly fields?: readonly MethodField[];
    readonly variables?: readonly MethodVariable[];
  } = {},
): MethodDefinition {
  switch (type) {
    case 'current_record_id':
    case 'no_value':
      return { type };
    case 'field_value_access':
      return { type, fieldId: scope.fields?.[0]?.id ?? '' };
    case 'computed_expression':
      return { type, expression: '' };
    case 'manual':
      return { type, value: '' };
    case 'expression':
      return { type, expression: 'today_date' };
    case 'templated_string':
      return { type, template: '' };
    case 'conditional_value':
      return { type, choices: [] };
    case 'variable_value':
      return { type, variableId: scope.variables?.[0]?.id ?? '' };
    case 'url_query':
      return { type, paramName: '' };
    case 'generated_url_value':
      return { type, route: newRoute('form') };
    case 'composed_complex_value':
      return newComposedValue('object');
    case 'transformed_value':
      return { type, value: noValue, transformations: [] };
    case 'calculated_function':
      return { type, function: newCalculatedFunction('substring') };
    case 'device_info':
      return { type, deviceInfoType: 'geolocation' };
    case 'text_from_generated_document_template':
      return { type, documentTemplateId: '' };
    case 'uploaded_file':
      return { type, documentId: noValue };
    case 'generated_qr_code':
      return { type, text: noValue };
    case 'generated_code_sequence':
      return { type, codeSequenceId: '' };
    case 'aggregated_value':
      return { type, fromProviderId: '', aggregation: 'count' };
    case 'get_external_record':
      return { type, providerId: '', recordId: noValue };
    case 'execute_pipeline_query':
      return { type, queryId: '' };
  }
}

/** A generated url's route of `type`, keeping the parameters of `from` when it has them. */
export function newRoute(
  type: GeneratedUrlRoute['type'],
  from?: GeneratedUrlRoute,
): GeneratedUrlRoute {
  const urlParameters = from?.urlParameters;
  const kept = urlParameters === undefined ? {} : { urlParameters };
  switch (type) {
    case 'form':
      return { type, formId: '', ...kept };
    case 'view':
      return { type, viewId: '', ...kept };
    case 'external_url':
      return { type, url: { type: 'manual', value: 'https://' }, ...kept };
  }
}

/** A composed value of `composedType` (spec 001 §3.9: object, array, plain). */
export function newComposedValue(
  composedType: ComposedComplexValueMethod['composedType'],
): ComposedComplexValueMethod {
  const type = 'composed_complex_value';
  switch (composedType) {
    case 'object':
      return { type, composedType, properties: [] };
    case 'array':
      return {
        type,
        composedType,
        items: { type: 'multiplied', count: { type: 'manual', value: 1 }, item: noValue },
      };
    case 'plain':
      return { type, composedType, value: noValue };
  }
}

/** A calculated function of `type` (spec 001 §3.10), its inputs still to be chosen. */
export function newCalculatedFunction(type: CalculatedFunctionType): CalculatedFunctionDefinition {
  switch (type) {
    case 'distanceBetweenCoordinates':
      return {
        type,
        firstPoint: { latitude: noValue, longitude: noValue },
        secondPoint: { latitude: noValue, longitude: noValue },
        unit: 'km',
      };
    case 'substring':
      return { type, input: noValue };
    case 'dateUnitsDifference':
      return { type, firstDate: noValue, secondDate: noValue, unit: 'days' };
  }
}

/** A transformation of `type` (spec 001 §3.14). */
export function newTransformation(
  type: TransformationDefinition['type'],
): TransformationDefinition {
  switch (type) {
    case 'complex_date_shift':
      return { type, components: [{ unit: 'day', action: 'shift', value: 1 }] };
    case 'value_retrieve':
    case 'array_column_retrieve':
      return { type, path: '' };
    case 'unwind':
    case 'file_content_retrieve':
      return { type };
  }
}

/** A new access path segment: a property name, or the item of an array. */
export function newPathSegment(kind: 'property' | 'relative' | 'absolute'): AccessPathSegment {
  if (kind === 'property') return '';
  if (kind === 'relative') return { type: 'relative_position', offset: 0 };
  return { type: 'absolute_position', positionType: 'firstItem' };
}

/** The object without an optional property the designer cleared. */
export function without<T extends object>(value: T, key: keyof T): T {
  const { [key]: _removed, ...rest } = value;
  return rest as T;
}
