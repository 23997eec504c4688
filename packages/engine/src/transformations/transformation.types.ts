/** Units of a complex_date_shift component (spec 001 §3.14). @public */
export const DATE_SHIFT_UNITS = Object.freeze([
  'year',
  'month',
  'day',
  'weekDay',
  'hour',
  'minute',
  'second',
] as const);

/** One of {@link DATE_SHIFT_UNITS}. @public */
export type DateShiftUnit = (typeof DATE_SHIFT_UNITS)[number];

/** Actions of a complex_date_shift component: move by an amount, or set a part. @public */
export const DATE_SHIFT_ACTIONS = Object.freeze(['shift', 'set'] as const);

/** One of {@link DATE_SHIFT_ACTIONS}. @public */
export type DateShiftAction = (typeof DATE_SHIFT_ACTIONS)[number];

/**
 * One step of a date shift. `shift` adds `value` units (negative moves back; `weekDay` counts
 * working days, Monday to Friday). `set` sets the part: year, month 1–12, day of month (clamped
 * to the month's last day), weekDay 1 Monday … 7 Sunday within the same Monday-based week,
 * hour 0–23, minute 0–59, second 0–59.
 * @public
 */
export interface DateShiftComponent {
  readonly unit: DateShiftUnit;
  readonly action: DateShiftAction;
  readonly value: number;
}

/** Shifts or sets parts of a date, component by component, in the user's zone. @public */
export interface ComplexDateShiftTransformation {
  readonly type: 'complex_date_shift';
  readonly components: readonly DateShiftComponent[];
}

/** The value at a path of the input (`a.b.0.c`; numeric segments index arrays from 0). @public */
export interface ValueRetrieveTransformation {
  readonly type: 'value_retrieve';
  readonly path: string;
}

/** The value at a path of every item of an array input; items without it are left out. @public */
export interface ArrayColumnRetrieveTransformation {
  readonly type: 'array_column_retrieve';
  readonly path: string;
}

/**
 * One output item per element of the array at `path` of each input item (MongoDB `$unwind`);
 * without a path, flattens an array of arrays by one level.
 * @public
 */
export interface UnwindTransformation {
  readonly type: 'unwind';
  readonly path?: string;
}

/** The stored content (base64) of the referenced file(s), read through the host. @public */
export interface FileContentRetrieveTransformation {
  readonly type: 'file_content_retrieve';
}

/** A transformation definition, discriminated by `type`. @public */
export type TransformationDefinition =
  | ComplexDateShiftTransformation
  | ValueRetrieveTransformation
  | ArrayColumnRetrieveTransformation
  | UnwindTransformation
  | FileContentRetrieveTransformation;

/** Transformations that run synchronously (all but file_content_retrieve). @public */
export type SyncTransformationDefinition = Exclude<
  TransformationDefinition,
  FileContentRetrieveTransformation
>;

/** The transformation types, as stored (spec 001 §3.14). @public */
export const TRANSFORMATION_TYPES = Object.freeze([
  'complex_date_shift',
  'value_retrieve',
  'array_column_retrieve',
  'unwind',
  'file_content_retrieve',
] as const);

/** One of {@link TRANSFORMATION_TYPES}. @public */
export type TransformationType = TransformationDefinition['type'];
