import type { MethodDefinition } from '../methods/method.types';

/** A value-obtaining method in an input slot of a calculated function. @public */
export type FunctionInputMethod = MethodDefinition;

/** Spec 001 §3.17 distance units. @public */
export const DISTANCE_UNITS = Object.freeze(['m', 'km'] as const);

/** One of {@link DISTANCE_UNITS}. @public */
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/**
 * Units of `dateUnitsDifference` (spec 001 §5.2). `weekDays` is accepted in stored definitions
 * but, as the spec says, a weekday-unit difference gives no result.
 * @public
 */
export const DATE_DIFFERENCE_UNITS = Object.freeze([
  'seconds',
  'minutes',
  'hours',
  'days',
  'months',
  'years',
  'weekDays',
] as const);

/** One of {@link DATE_DIFFERENCE_UNITS}. @public */
export type DateDifferenceUnit = (typeof DATE_DIFFERENCE_UNITS)[number];

/** A point given as two methods, one per coordinate (degrees). @public */
export interface CoordinatesInput {
  readonly latitude: FunctionInputMethod;
  readonly longitude: FunctionInputMethod;
}

/** Great-circle distance between two points (spec 001 §3.10). @public */
export interface DistanceBetweenCoordinatesFunction {
  readonly type: 'distanceBetweenCoordinates';
  readonly firstPoint: CoordinatesInput;
  readonly secondPoint: CoordinatesInput;
  /** @default 'm' */
  readonly unit?: DistanceUnit;
  /** Rounds the result to this many decimal places (0–15); unrounded when absent. */
  readonly decimalsPlaces?: number;
}

/** Part of a text (spec 001 §3.10). `start` and `charsNumber` are constants or methods. @public */
export interface SubstringFunction {
  readonly type: 'substring';
  readonly input: FunctionInputMethod;
  /** 1-based position of the first character. @default 1 */
  readonly start?: number | FunctionInputMethod;
  /** How many characters to take; the rest of the text when absent. */
  readonly charsNumber?: number | FunctionInputMethod;
}

/** Difference between two dates in a unit (spec 001 §3.10, §5.2). @public */
export interface DateUnitsDifferenceFunction {
  readonly type: 'dateUnitsDifference';
  readonly firstDate: FunctionInputMethod;
  readonly secondDate: FunctionInputMethod;
  /** @default 'days' */
  readonly unit?: DateDifferenceUnit;
  /** Adds the fraction of the unit not yet complete; whole units only when false. @default false */
  readonly allowPartialUnitResult?: boolean;
  /** Keeps the sign when the second date is before the first; the magnitude when false. @default false */
  readonly allowNegativeSignResult?: boolean;
  /** Rounds a partial result to this many decimal places (0–15); unrounded when absent. */
  readonly decimalsPlaces?: number;
}

/** A calculated function definition, discriminated by `type`. @public */
export type CalculatedFunctionDefinition =
  | DistanceBetweenCoordinatesFunction
  | SubstringFunction
  | DateUnitsDifferenceFunction;

/** The calculated function types, as stored. @public */
export const CALCULATED_FUNCTION_TYPES = Object.freeze([
  'distanceBetweenCoordinates',
  'substring',
  'dateUnitsDifference',
] as const);

/** One of {@link CALCULATED_FUNCTION_TYPES}. @public */
export type CalculatedFunctionType = CalculatedFunctionDefinition['type'];

/**
 * The input slots of each function type, named by their path in the definition. The caller
 * resolves the method in each slot and passes the values keyed by these names.
 * @public
 */
export const CALCULATED_FUNCTION_INPUT_SLOTS = Object.freeze({
  distanceBetweenCoordinates: Object.freeze([
    'firstPoint.latitude',
    'firstPoint.longitude',
    'secondPoint.latitude',
    'secondPoint.longitude',
  ] as const),
  substring: Object.freeze(['input', 'start', 'charsNumber'] as const),
  dateUnitsDifference: Object.freeze(['firstDate', 'secondDate'] as const),
});

/** A slot name of one function type. @public */
export type CalculatedFunctionInputSlot<
  TType extends CalculatedFunctionType = CalculatedFunctionType,
> = (typeof CALCULATED_FUNCTION_INPUT_SLOTS)[TType][number];

/** One method-valued slot of a definition, to be resolved by the caller. @public */
export interface CalculatedFunctionInput {
  readonly slot: CalculatedFunctionInputSlot;
  readonly method: FunctionInputMethod;
}

/** Resolved slot values keyed by slot name; a missing key is a missing value. @public */
export type CalculatedFunctionInputs = Readonly<
  Partial<Record<CalculatedFunctionInputSlot, unknown>>
>;

/** What a calculation needs besides its inputs. @public */
export interface CalculatedFunctionContext {
  /** IANA time zone zone-less dates are read in (the client's `X-Timezone`). */
  readonly timeZone: string;
}

/** A function's result: a number or text, or `null` for "no result". @public */
export type CalculatedFunctionResult = number | string | null;
