import type { EngineHost } from '@tessera/engine';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantContext } from '../access/requestContext';
import type { DefinitionCache } from '../definitions/definitionCache';

/**
 * What one cell of a view row holds: numbers and yes/no values as they are (the runtime writes
 * them in the reader's language and number format), everything else as the text a person reads
 * (related records by their presented field, date-times in the reader's zone); null when empty
 * or when the reader may not see the column.
 * @internal
 */
export type ViewCell = string | number | boolean | null;

/** Where clicking a row leads: a form of a running process (forms.enter). @internal */
export interface ViewRowTarget {
  readonly formId: string;
  readonly processId: string;
}

/** One row of a view page. @internal */
export interface ViewRow {
  /** The record's id (table) or the process's id (inbox). */
  readonly id: string;
  /** By column id. */
  readonly cells: Readonly<Record<string, ViewCell>>;
  readonly open?: ViewRowTarget;
}

/** One page of a view's rows (spec 002 §3 "paged result": data and meta). @internal */
export interface ViewRowsPage {
  readonly data: readonly ViewRow[];
  readonly meta: {
    readonly page: number;
    readonly perPage: number;
    readonly lastPage: number;
    readonly total: number;
    /** The total is a capped count: the view holds more records than `total`. */
    readonly totalCapped?: true;
    /**
     * A table view's cursor of the next page (for `after`), present when a row follows this
     * page; valid for the same sort and time zone.
     */
    readonly next?: string;
  };
}

/** A sort by one column, as the runtime asks for it by clicking the column's header. @internal */
export interface ViewSortRequest {
  readonly columnId: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * `POST views/{id}/rows`: which page — by number, or (table views) the rows after a previous
 * page's `meta.next` — how big, in which order.
 * @internal
 */
export type ViewRowsRequest = {
  readonly perPage: number;
  readonly sort?: readonly ViewSortRequest[];
} & (
  | { readonly page: number; readonly after?: undefined }
  | { readonly after: string; readonly page?: undefined }
);

/**
 * Who reads a view, and where: the request's tenant (for a visitor without login, a tenant
 * context without roles), its version and engine host, inside one transaction.
 * @internal
 */
export interface ViewContext {
  readonly trx: Transaction<DatabaseTables>;
  readonly tenant: TenantContext;
  readonly versionId: string;
  readonly host: EngineHost;
  /** A visitor without login (of a public view). */
  readonly anonymous: boolean;
  /** Definitions kept between calls (`definitionCache.ts`): a view call writes none. */
  readonly definitions: DefinitionCache;
}
