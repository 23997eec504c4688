import { DefinitionError, type DefinitionIssue } from '../definitions/definitionError';
import { appendSegment } from '../definitions/readablePath';
import {
  CALCULATED_FUNCTION_TYPES,
  type CalculatedFunctionContext,
  type CalculatedFunctionDefinition,
  type CalculatedFunctionInput,
  type CalculatedFunctionInputs,
  type CalculatedFunctionResult,
  type CalculatedFunctionType,
  DATE_DIFFERENCE_UNITS,
  DISTANCE_UNITS,
  type FunctionInputMethod,
} from './calculatedFunction.types';
import { MAX_FUNCTION_DECIMALS } from './calculatedFunctionSchema';
import { dateUnitsDifference } from './dateUnitsDifference';
import { distanceBetweenCoordinates } from './distanceBetweenCoordinates';
import { substring } from './substring';

/**
 * A compiled calculated function: the method-valued slots to resolve, and the calculation over
 * their resolved values.
 * @public
 */
export interface CompiledCalculatedFunction {
  readonly type: CalculatedFunctionType;
  /** The slots holding methods, in definition order; resolve each and key its value by `slot`. */
  readonly inputs: readonly CalculatedFunctionInput[];
  calculate(
    inputs: CalculatedFunctionInputs,
    context: CalculatedFunctionContext,
  ): CalculatedFunctionResult;
}

/**
 * Lists what is wrong with a calculated function definition (empty when it is well-formed). The
 * methods in its slots are checked only for having a `type`: the methods area compiles them.
 * @public
 */
export function validateCalculatedFunction(definition: unknown, path = ''): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const at = (key: string) => appendSegment(path, key);
  if (!isRecord(definition)) return [{ path, message: 'must be an object' }];
  const type = definition.type;
  if (!(CALCULATED_FUNCTION_TYPES as readonly unknown[]).includes(type)) {
    return [
      { path: at('type'), message: `must be one of ${CALCULATED_FUNCTION_TYPES.join(', ')}` },
    ];
  }
  const method = (key: string, required: boolean) => {
    const value = definition[key];
    if (value === undefined && !required) return;
    if (!isMethod(value)) issues.push({ path: at(key), message: 'must be a method definition' });
  };
  const option = (key: string, ok: (value: unknown) => boolean, message: string) => {
    const value = definition[key];
    if (value !== undefined && !ok(value)) issues.push({ path: at(key), message });
  };
  const decimals = () =>
    option('decimalsPlaces', isDecimals, `must be an integer from 0 to ${MAX_FUNCTION_DECIMALS}`);
  if (type === 'distanceBetweenCoordinates') {
    for (const key of ['firstPoint', 'secondPoint']) {
      const point = definition[key];
      if (!isRecord(point)) {
        issues.push({ path: at(key), message: 'must be an object with latitude and longitude' });
        continue;
      }
      for (const coordinate of ['latitude', 'longitude']) {
        if (!isMethod(point[coordinate])) {
          issues.push({
            path: appendSegment(at(key), coordinate),
            message: 'must be a method definition',
          });
        }
      }
    }
    option(
      'unit',
      (value) => includes(DISTANCE_UNITS, value),
      `must be one of ${DISTANCE_UNITS.join(', ')}`,
    );
    decimals();
  } else if (type === 'substring') {
    method('input', true);
    for (const key of ['start', 'charsNumber']) {
      option(
        key,
        (value) => Number.isInteger(value) || isMethod(value),
        'must be an integer or a method definition',
      );
    }
  } else {
    method('firstDate', true);
    method('secondDate', true);
    option(
      'unit',
      (value) => includes(DATE_DIFFERENCE_UNITS, value),
      `must be one of ${DATE_DIFFERENCE_UNITS.join(', ')}`,
    );
    option('allowPartialUnitResult', isBoolean, 'must be a boolean');
    option('allowNegativeSignResult', isBoolean, 'must be a boolean');
    decimals();
  }
  return issues;
}

/**
 * Compiles a calculated function definition once; throws a `DefinitionError` listing every
 * problem of a malformed one.
 * @public
 * @example
 * const distance = compileCalculatedFunction({ type: 'distanceBetweenCoordinates', unit: 'km', ... });
 * distance.calculate({ 'firstPoint.latitude': 52.23, ... }, { timeZone: 'Europe/Warsaw' });
 */
export function compileCalculatedFunction(
  definition: CalculatedFunctionDefinition,
): CompiledCalculatedFunction {
  const issues = validateCalculatedFunction(definition);
  if (issues.length > 0) throw new DefinitionError(issues, 'calculated function');
  return Object.freeze(compileValid(definition));
}

/**
 * Compiles and runs a calculated function in one go, for callers that run it once.
 * @public
 */
export function calculateFunction(
  definition: CalculatedFunctionDefinition,
  inputs: CalculatedFunctionInputs,
  context: CalculatedFunctionContext,
): CalculatedFunctionResult {
  return compileCalculatedFunction(definition).calculate(inputs, context);
}

function compileValid(definition: CalculatedFunctionDefinition): CompiledCalculatedFunction {
  switch (definition.type) {
    case 'distanceBetweenCoordinates': {
      const options = { unit: definition.unit ?? 'm', decimalsPlaces: definition.decimalsPlaces };
      return {
        type: definition.type,
        inputs: [
          { slot: 'firstPoint.latitude', method: definition.firstPoint.latitude },
          { slot: 'firstPoint.longitude', method: definition.firstPoint.longitude },
          { slot: 'secondPoint.latitude', method: definition.secondPoint.latitude },
          { slot: 'secondPoint.longitude', method: definition.secondPoint.longitude },
        ],
        calculate: (inputs) =>
          distanceBetweenCoordinates(
            { latitude: inputs['firstPoint.latitude'], longitude: inputs['firstPoint.longitude'] },
            {
              latitude: inputs['secondPoint.latitude'],
              longitude: inputs['secondPoint.longitude'],
            },
            options,
          ),
      };
    }
    case 'substring': {
      const inputs: CalculatedFunctionInput[] = [{ slot: 'input', method: definition.input }];
      const start = definition.start;
      const charsNumber = definition.charsNumber;
      if (isMethod(start)) inputs.push({ slot: 'start', method: start });
      if (isMethod(charsNumber)) inputs.push({ slot: 'charsNumber', method: charsNumber });
      return {
        type: definition.type,
        inputs,
        calculate: (values) =>
          substring(
            values.input,
            isMethod(start) ? values.start : start,
            isMethod(charsNumber) ? values.charsNumber : charsNumber,
          ),
      };
    }
    case 'dateUnitsDifference': {
      const { unit, allowPartialUnitResult, allowNegativeSignResult, decimalsPlaces } = definition;
      return {
        type: definition.type,
        inputs: [
          { slot: 'firstDate', method: definition.firstDate },
          { slot: 'secondDate', method: definition.secondDate },
        ],
        calculate: (inputs, context) =>
          dateUnitsDifference(inputs.firstDate, inputs.secondDate, {
            unit,
            allowPartialUnitResult,
            allowNegativeSignResult,
            decimalsPlaces,
            timeZone: context.timeZone,
          }),
      };
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMethod(value: unknown): value is FunctionInputMethod {
  return isRecord(value) && typeof value.type === 'string' && value.type !== '';
}

function isBoolean(value: unknown): boolean {
  return typeof value === 'boolean';
}

function isDecimals(value: unknown): boolean {
  return (
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_FUNCTION_DECIMALS
  );
}

function includes(list: readonly unknown[], value: unknown): boolean {
  return list.includes(value);
}
