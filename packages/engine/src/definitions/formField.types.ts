import type { ConditionDefinition } from '../conditions';
import type { MethodDefinition } from '../methods';
import type { Status } from './status';

/** Where a field sits on the 12-column form grid (spec 002 §3). @public */
export interface FormFieldLayout {
  /** Column of the left edge, 0–11. */
  readonly x: number;
  /** Row of the top edge (rows are 10 px), ≥ 0. */
  readonly y: number;
  /** Columns spanned, 1–12; `x + width` is at most 12. */
  readonly width: number;
  /** Rows spanned, ≥ 1. */
  readonly height: number;
}

/** A value validator attached to a field (spec 002 §3 "value validators"). @public */
export type ValueValidator =
  | { readonly type: 'email' }
  | {
      readonly type: 'regex';
      readonly pattern: string;
      /** Shown when the value does not match; the generic 'invalid' message otherwise. */
      readonly errorMessage?: string;
    };

/** A named value computed by a method, readable by the form's methods and conditions. @public */
export interface FormVariable {
  readonly id: string;
  readonly name: string;
  readonly value: MethodDefinition;
}

/** Options of a repeating group (spec 002 §3): a row template and computed row limits. @public */
export interface RepeatingGroupOptions {
  readonly fieldsTemplate: readonly FormField[];
  readonly minRowsCount?: MethodDefinition;
  /** Capped at 100 rows whatever the method yields. */
  readonly maxRowsCount?: MethodDefinition;
  readonly groupVariables?: readonly FormVariable[];
  readonly [option: string]: unknown;
}

/** Options of a container (spec 002 §3): the fields it groups. @public */
export interface ContainerOptions {
  readonly fields: readonly FormField[];
  readonly [option: string]: unknown;
}

/**
 * The type of a form field: a name from the field-type registry and that type's options. The
 * engine knows the options of the two structural types (repeating_group, container); every other
 * type's options are checked by its plugin's options schema.
 * @public
 */
export type FormFieldType =
  | { readonly name: 'repeating_group'; readonly options: RepeatingGroupOptions }
  | { readonly name: 'container'; readonly options: ContainerOptions }
  | { readonly name: string; readonly options?: Readonly<Record<string, unknown>> };

/**
 * A field of a form (spec 002 §3). Visibility, required and disabled are conditions; the default
 * value is a method.
 * @public
 */
export interface FormField {
  readonly id: string;
  readonly name: string;
  readonly label?: string;
  readonly status: Status;
  readonly type: FormFieldType;
  readonly layout: FormFieldLayout;
  readonly visible?: ConditionDefinition;
  readonly required?: ConditionDefinition;
  readonly disabled?: ConditionDefinition;
  readonly defaultValue?: MethodDefinition;
  /** Start from the default, not the saved value, when the form is reopened. */
  readonly ignoreSavedValue?: boolean;
  readonly keepsRelationLink?: boolean;
  readonly validator?: ValueValidator;
}
