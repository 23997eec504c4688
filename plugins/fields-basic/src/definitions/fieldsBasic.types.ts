/** Options of a text field (spec 002 §3: prefix, suffix). @public */
export interface TextFieldOptions {
  readonly prefix: string;
  readonly suffix: string;
}

/** Options of a number field (spec 002 §3: prefix, suffix, min, max, maxDecimals). @public */
export interface NumberFieldOptions extends TextFieldOptions {
  readonly min: number | null;
  readonly max: number | null;
  readonly maxDecimals: number | null;
}

/** Options of a text area: none of its own yet. @public */
export type TextAreaFieldOptions = Readonly<Record<string, never>>;

/** Options of a checkbox: none of its own yet. @public */
export type CheckboxFieldOptions = Readonly<Record<string, never>>;

declare module '@tessera/engine' {
  interface FieldTypes {
    text: { options: TextFieldOptions; value: string | null };
    text_area: { options: TextAreaFieldOptions; value: string | null };
    number: { options: NumberFieldOptions; value: number | null };
    checkbox: { options: CheckboxFieldOptions; value: boolean };
  }
}
