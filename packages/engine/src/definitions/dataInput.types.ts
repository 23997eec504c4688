import type { FieldSchema } from './fieldSchema.types';

/** Flags of a data input (spec 001 §3.8). @public */
export interface DataInputMeta {
  /** The input carries the values a form was saved with. */
  readonly isFormInputs?: boolean;
  /** The input carries device information (geolocation). */
  readonly isDeviceInfo?: boolean;
}

/**
 * A named value made available to methods, templates and actions (spec 001 §3.8): the data it
 * holds, the field schema describing that data, and which other inputs it was computed from.
 * @public
 */
export interface DataInput {
  readonly inputId: string;
  readonly inputName: string;
  readonly schema: FieldSchema;
  /** The value itself, any JSON; absent until computed. */
  readonly data?: unknown;
  readonly meta?: DataInputMeta;
  /** Inputs this one is computed from (never itself). */
  readonly calculatedUsingInputIds?: readonly string[];
  /** Property path of the value inside the context record, when the input is read from one. */
  readonly contextFieldPath?: readonly string[];
}
