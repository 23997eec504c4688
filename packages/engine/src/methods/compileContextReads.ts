import {
  compileAccessPathAt,
  compileFieldAccessAt,
  readOwnField,
} from '../conditions/compileValueAccess';
import { at } from '../conditions/definitionPath';
import { roundToDecimals } from '../expressions/roundToDecimals';
import {
  CONTEXT_EXPRESSION_SOURCES,
  CONTEXT_EXPRESSIONS,
  evaluateContextExpression,
} from '../host/contextExpression';
import { constantRunner, type MethodCompiler, syncRunner } from './methodRunner';

// The methods that read one thing of the evaluation context (or nothing at all).

/** Spec 001 §9: coordinates are rounded to 8 decimals. @public */
export const COORDINATES_DECIMALS = 8;

/** Device info types (spec 001 §3.9). @public */
export const DEVICE_INFO_TYPES = Object.freeze(['geolocation'] as const);

/** current_record_id: the record the form edits, null for a new one. @internal */
export const compileCurrentRecordId: MethodCompiler = (definition, path, { reader, sink }) => {
  reader.onlyKeys(definition, ['type'], path);
  sink.context.add('recordId');
  return syncRunner((context) => context.recordId ?? null);
};

/** field_value_access: a field's value, or a part of it. @internal */
export const compileFieldValueAccess: MethodCompiler = (definition, path, { reader, sink }) => {
  const access = compileFieldAccessAt(definition, path, reader, ['type', 'fieldId', 'path']);
  if (access.fieldId !== '') sink.fields.add(access.fieldId);
  return syncRunner(access.read);
};

/** manual: the designer's value, as stored. @internal */
export const compileManual: MethodCompiler = (definition, path, { reader }) => {
  reader.onlyKeys(definition, ['type', 'value'], path);
  return constantRunner(definition.value ?? null);
};

/** expression: today, now, the current time interval, the user or their roles. @internal */
export const compileExpression: MethodCompiler = (definition, path, { reader, sink }) => {
  reader.onlyKeys(definition, ['type', 'expression'], path);
  const expression = reader.oneOf(definition, 'expression', CONTEXT_EXPRESSIONS, path, true);
  if (!expression) return constantRunner(null);
  sink.context.add(CONTEXT_EXPRESSION_SOURCES[expression]);
  return syncRunner((context) => evaluateContextExpression(expression, context));
};

/** variable_value: a form variable's value, or a part of it. @internal */
export const compileVariableValue: MethodCompiler = (definition, path, { reader, sink }) => {
  reader.onlyKeys(definition, ['type', 'variableId', 'path'], path);
  const variableId = reader.string(definition, 'variableId', path, true) ?? '';
  if (variableId !== '') sink.variables.add(variableId);
  const part = compileAccessPathAt(definition.path, at(path, 'path'), reader);
  return syncRunner((context) => {
    const variable = readOwnField(context.variables, variableId);
    const value = part ? part(variable, context) : variable;
    return value === undefined ? null : value;
  });
};

/** url_query: a query parameter of the page url, null when absent. @internal */
export const compileUrlQuery: MethodCompiler = (definition, path, { reader, sink }) => {
  reader.onlyKeys(definition, ['type', 'paramName'], path);
  const paramName = reader.string(definition, 'paramName', path, true) ?? '';
  sink.context.add('urlQuery');
  return syncRunner((context) => {
    const value = Object.hasOwn(context.urlQuery, paramName)
      ? context.urlQuery[paramName]
      : undefined;
    return value === undefined ? null : value;
  });
};

/** device_info geolocation: the position rounded to 8 decimals, null when unavailable. @internal */
export const compileDeviceInfo: MethodCompiler = (definition, path, { reader, sink }) => {
  reader.onlyKeys(definition, ['type', 'deviceInfoType'], path);
  reader.oneOf(definition, 'deviceInfoType', DEVICE_INFO_TYPES, path, true);
  sink.context.add('device');
  return syncRunner((context) => {
    const position = context.device.geolocation;
    if (!position || !Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) {
      return null;
    }
    return {
      latitude: roundToDecimals(position.latitude, COORDINATES_DECIMALS),
      longitude: roundToDecimals(position.longitude, COORDINATES_DECIMALS),
    };
  });
};

/** no_value: null. @internal */
export const compileNoValue: MethodCompiler = (definition, path, { reader }) => {
  reader.onlyKeys(definition, ['type'], path);
  return constantRunner(null);
};
