import type { FieldOptionsOf, FieldTypeName, FieldValueOf } from '@tessera/engine';
import type { ComponentType } from 'react';

/** What the form renderer hands a field type's runtime component. @public */
export interface FieldRendererProps<TOptions = unknown, TValue = unknown> {
  /** Form field id, used for the input's `id` and its label. */
  readonly id: string;
  readonly label: string;
  readonly options: TOptions;
  readonly value: TValue;
  readonly onChange: (value: TValue) => void;
  readonly disabled: boolean;
  readonly required: boolean;
  /** Shows the value without letting it change (a record opened for reading, a history view). */
  readonly readOnly?: boolean;
  /** Translated validation message, shown under the input. */
  readonly errorText?: string;
}

/** A field type's runtime component. @public */
export type FieldRenderer<TOptions = unknown, TValue = unknown> = ComponentType<
  FieldRendererProps<TOptions, TValue>
>;

/** What the studio hands a field type's property editor. @public */
export interface OptionsEditorProps<TOptions = unknown> {
  readonly options: TOptions;
  readonly onChange: (options: TOptions) => void;
}

/** A field type's studio property editor. @public */
export type OptionsEditor<TOptions = unknown> = ComponentType<OptionsEditorProps<TOptions>>;

/** Runtime components keyed by field type name, each typed by its registered options and value. @public */
export type FieldRenderers = {
  readonly [TName in FieldTypeName]?: FieldRenderer<FieldOptionsOf<TName>, FieldValueOf<TName>>;
};

/** Studio editors keyed by field type name, each typed by its registered options. @public */
export type OptionsEditors = {
  readonly [TName in FieldTypeName]?: OptionsEditor<FieldOptionsOf<TName>>;
};
