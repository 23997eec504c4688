import type { TimeInterval } from '@tessera/engine';
import type {
  DateFieldOptions,
  DateTimeFieldOptions,
  TimeIntervalFieldOptions,
} from './temporalFieldOptions.types';

/** Text shown before and after an input (spec 002 §3: prefix, suffix). @public */
export interface AffixOptions {
  readonly prefix: string;
  readonly suffix: string;
}

/**
 * Options of a text field (spec 002 §3 prefix, suffix; §5 max length, optional min length,
 * optional name-token check). The rules are optional so forms stored before them stay valid.
 * @public
 */
export interface TextFieldOptions extends AffixOptions {
  /** Most characters (code points) allowed. @default 200 */
  readonly maxLength?: number;
  /** Fewest characters allowed; null for no minimum. @default null */
  readonly minLength?: number | null;
  /** Allow only Latin letters, digits, '-' and '_' (spec 001 §5.1 name_token). @default false */
  readonly nameToken?: boolean;
}

/** Options of a number field (spec 002 §3: prefix, suffix, min, max, maxDecimals). @public */
export interface NumberFieldOptions extends AffixOptions {
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
    date: { options: DateFieldOptions; value: string | null };
    date_time: { options: DateTimeFieldOptions; value: string | null };
    time_interval: { options: TimeIntervalFieldOptions; value: TimeInterval | null };
    checkbox: { options: CheckboxFieldOptions; value: boolean };
  }
}
