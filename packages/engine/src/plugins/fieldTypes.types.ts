import type { FieldSize } from '../forms/formGrid';
import type { JsonSchemaObject } from './jsonSchema.types';
import type { Problem } from './problem';

/**
 * The registry of field types, keyed by the stored type name (`type.name` of a form field).
 * Plugins add their types by declaration merging:
 *
 * @example
 * declare module '@tessera/engine' {
 *   interface FieldTypes {
 *     text: { options: TextFieldOptions; value: string | null };
 *   }
 * }
 * @public
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by plugins through declaration merging.
export interface FieldTypes {}

/** A field type name known to the compiler: the keys of {@link FieldTypes}. @public */
export type FieldTypeName = keyof FieldTypes & string;

/** Options of a registered field type. @public */
export type FieldOptionsOf<TName extends FieldTypeName> = FieldTypes[TName] extends {
  options: infer TOptions;
}
  ? TOptions
  : never;

/** Value of a registered field type. @public */
export type FieldValueOf<TName extends FieldTypeName> = FieldTypes[TName] extends {
  value: infer TValue;
}
  ? TValue
  : never;

/** What a field type's value check receives. @public */
export interface FieldValidationContext<TOptions> {
  readonly options: TOptions;
  /** Path of the field in the form state, used in the problems returned. */
  readonly path: string;
}

/** A field type: how the engine stores, sizes and checks values of one kind of form field. @public */
export interface FieldTypeDefinition<TOptions = unknown, TValue = unknown> {
  /** Stored type name, e.g. `text` (spec 002 §3). */
  readonly type: string;
  /** Size a new field of this type takes on the grid. */
  readonly defaultSize: FieldSize;
  /** Options a new field starts with. */
  readonly defaultOptions: TOptions;
  /** JSON Schema of the options; stored forms are checked against it. */
  readonly optionsSchema: JsonSchemaObject;
  /** JSON Schema of a value of this type (saved values are re-checked on the server). */
  readonly valueSchema: JsonSchemaObject;
  /** The value of an empty field (a checkbox is `false`, a text is `null`). */
  readonly emptyValue: TValue;
  /** Whether a value counts as empty for the required rule. */
  readonly isEmpty: (value: TValue) => boolean;
  /** Type-specific checks of a non-empty value; returns no problems when valid. */
  readonly validate: (
    value: TValue,
    context: FieldValidationContext<TOptions>,
  ) => readonly Problem[];
}
