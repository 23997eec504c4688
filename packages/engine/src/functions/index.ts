export {
  CALCULATED_FUNCTION_INPUT_SLOTS,
  CALCULATED_FUNCTION_TYPES,
  type CalculatedFunctionContext,
  type CalculatedFunctionDefinition,
  type CalculatedFunctionInput,
  type CalculatedFunctionInputSlot,
  type CalculatedFunctionInputs,
  type CalculatedFunctionResult,
  type CalculatedFunctionType,
  type CoordinatesInput,
  DATE_DIFFERENCE_UNITS,
  type DateDifferenceUnit,
  type DateUnitsDifferenceFunction,
  DISTANCE_UNITS,
  type DistanceBetweenCoordinatesFunction,
  type DistanceUnit,
  type FunctionInputMethod,
  type SubstringFunction,
} from './calculatedFunction.types';
export { calculatedFunctionSchema, MAX_FUNCTION_DECIMALS } from './calculatedFunctionSchema';
export {
  type CompiledCalculatedFunction,
  calculateFunction,
  compileCalculatedFunction,
  validateCalculatedFunction,
} from './compileCalculatedFunction';
export { type DateDifferenceOptions, dateUnitsDifference } from './dateUnitsDifference';
export {
  type DistanceOptions,
  distanceBetweenCoordinates,
  EARTH_RADIUS_METERS,
} from './distanceBetweenCoordinates';
export { substring } from './substring';
export { toFiniteNumber } from './toFiniteNumber';
