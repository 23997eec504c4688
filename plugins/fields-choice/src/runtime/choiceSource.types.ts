import type { FieldAccess } from '@tessera/engine';
import type { ChoiceQuery, ChoiceValue } from '../definitions/fieldsChoice.types';

/**
 * One option of a choice field: the value stored when it is chosen, the text shown for it and,
 * for radio groups and checkbox lists with a colour access, its colour (a hex colour; anything else
 * is ignored).
 * @public
 */
export interface ChoiceItem {
  readonly value: ChoiceValue;
  readonly text: string;
  readonly color?: string;
}

/**
 * One page of options (spec 002 §3 "paged result: data and meta (page, lastPage)"); pages are
 * 1-based and `lastPage` is the last page there is (equal to `page` when none follows).
 * @public
 */
export interface ChoicePage {
  readonly items: readonly ChoiceItem[];
  readonly page: number;
  readonly lastPage: number;
}

/** What every request of a choice field tells the data source. @public */
export interface ChoiceRequest {
  /** The form field asking, so the app can run the query in the form's context. */
  readonly fieldId: string;
  readonly query: ChoiceQuery;
  readonly valueAccess: FieldAccess;
  readonly presentValueAccess: FieldAccess;
  /** Where each option's colour is read; `null` when the field paints none. */
  readonly colorAccess: FieldAccess | null;
  /** Aborted when the answer is no longer wanted (a newer search, the field went away). */
  readonly signal: AbortSignal;
}

/** A page of the options whose text matches the search. @public */
export interface LoadChoicePageRequest extends ChoiceRequest {
  /** Typed text to match against the shown text; empty for every option. */
  readonly search: string;
  readonly page: number;
  readonly perPage: number;
}

/** The options with these values, among those the query offers (spec 002 §7 "look up by id"). @public */
export interface LoadChoicesByValuesRequest extends ChoiceRequest {
  readonly values: readonly ChoiceValue[];
}

/** A request to let the person create a record of the provider, in the app's own dialog. @public */
export interface AddChoiceRecordRequest {
  readonly fieldId: string;
  readonly fromProviderId: string;
  /** How to answer the created record as an option: its value and its shown text. */
  readonly valueAccess: FieldAccess;
  readonly presentValueAccess: FieldAccess;
  /** Ids of the provider fields the new-record form asks for (the field's `newRecordFormFields`). */
  readonly fields: readonly string[];
  /**
   * What the person had typed in the field's search when they chose to add a record (trimmed;
   * empty when nothing): the app may start the shown text's field with it.
   */
  readonly search: string;
  readonly signal: AbortSignal;
}

/**
 * Where choice fields get their options: the app implements it over its HTTP API (queries with
 * the field's filter, sorting and pagination) and provides it with `ChoiceSourceProvider`.
 * Every method may reject; an aborted request may reject with anything, its answer is ignored.
 * @public
 */
export interface ChoiceSource {
  /** One page of options, in the query's order. */
  loadPage(request: LoadChoicePageRequest): Promise<ChoicePage>;
  /**
   * The options whose value is among `values` and which the query offers; values it leaves out
   * are not among the options, and the field drops them (spec 002 §4).
   */
  loadByValues(request: LoadChoicesByValuesRequest): Promise<readonly ChoiceItem[]>;
  /**
   * Shows the app's new-record dialog and answers the created record as an option, or `null`
   * when the person cancels. Without it, list selects offer no "add new" entry.
   */
  addRecord?(request: AddChoiceRecordRequest): Promise<ChoiceItem | null>;
}
