import type { FieldAccess, QueryFilter, Sorting } from '@tessera/engine';

/**
 * One chosen value: what the field's `valueAccess` reads from a record (the record id by default).
 * Only scalars: a value is compared, stored and sent back as it is.
 * @public
 */
export type ChoiceValue = string | number;

/**
 * Where a choice field's options come from (spec 002 §3 `query{fromProviderId, filter, sorting}`):
 * the records of one data provider, filtered and sorted like a general query (spec 001 §3.12).
 * @public
 */
export interface ChoiceQuery {
  readonly fromProviderId: string;
  readonly filter?: QueryFilter;
  readonly sorting?: readonly Sorting[];
}

/** Direction of a radio group or checkbox list (spec 002 §3). @public */
export type ChoiceDirection = 'horizontal' | 'vertical';

/**
 * What every choice field knows about its source: the query, and which parts of a record give the
 * stored value and the text shown for it.
 * @public
 */
export interface ChoiceSourceOptions {
  /** `null` until the designer picks a data provider; the field then offers nothing. */
  readonly query: ChoiceQuery | null;
  /** Where the stored value is read in a record; `{ path: ['$id'] }` is the record id. */
  readonly valueAccess: FieldAccess;
  /** Where the text shown for a value is read in a record. */
  readonly presentValueAccess: FieldAccess;
}

/**
 * Options of a list select (spec 002 §3: query, valueAccess, presentValueAccess,
 * allowMultipleChoice, allowAddingNewRecords, newRecordFormFields).
 * @public
 */
export interface ListSelectFieldOptions extends ChoiceSourceOptions {
  readonly allowMultipleChoice: boolean;
  /** Offers an "add new" entry that lets the person create a record of the query's provider. */
  readonly allowAddingNewRecords: boolean;
  /** Ids of the provider fields the new-record form asks for. */
  readonly newRecordFormFields: readonly string[];
}

/**
 * Options of a radio group or a checkbox list (spec 002 §3: the list select's query and access
 * options, plus direction and a colour method). The colour method is modelled as a record access:
 * where the source reads each option's colour; `null` paints no colours.
 * @public
 */
export interface ChoiceListFieldOptions extends ChoiceSourceOptions {
  readonly direction: ChoiceDirection;
  readonly colorAccess: FieldAccess | null;
}

/** Options of a radio group. @public */
export type RadioGroupFieldOptions = ChoiceListFieldOptions;

/** Options of a checkbox list. @public */
export type CheckboxListFieldOptions = ChoiceListFieldOptions;

/** Value of a list select: one value, a list of them when multiple, or `null`. @public */
export type ListSelectValue = ChoiceValue | readonly ChoiceValue[] | null;

declare module '@tessera/engine' {
  interface FieldTypes {
    list_select: { options: ListSelectFieldOptions; value: ListSelectValue };
    radio_group: { options: RadioGroupFieldOptions; value: ChoiceValue | null };
    checkbox_list: { options: CheckboxListFieldOptions; value: readonly ChoiceValue[] };
  }
}
