import type { FieldAccess } from '../definitions/fieldAccess';
import type { QueryFilter } from '../definitions/queryFilter';
import type { Status } from '../definitions/status';
import type { Sorting } from '../queries/query.types';

/**
 * The view types this engine defines (spec 002 §3 "Views"; the other types — pipeline query
 * table, aggregating table, calendar, complex — come later).
 * @public
 */
export const VIEW_TYPES = Object.freeze(['table', 'processes_inbox'] as const);

/** One of {@link VIEW_TYPES}. @public */
export type ViewType = (typeof VIEW_TYPES)[number];

/** Rows a view shows per page unless it says otherwise (spec 002 §9: rows per page are configurable). @public */
export const DEFAULT_VIEW_PER_PAGE = 20;

/** The most rows one page of a view may hold, whoever asks. @public */
export const MAX_VIEW_PER_PAGE = 100;

/**
 * Values of a process an inbox column can show besides its record's: the name of the step it
 * stands at, the name of its process settings, when it was started and when it last moved.
 * @public
 */
export const INBOX_BUILT_IN_COLUMNS = Object.freeze([
  'stepName',
  'processName',
  'createdAt',
  'updatedAt',
] as const);

/** One of {@link INBOX_BUILT_IN_COLUMNS}. @public */
export type InboxBuiltInColumn = (typeof INBOX_BUILT_IN_COLUMNS)[number];

/** What every view has (spec 002 §3 "Views": title, route path, ...). @public */
export interface ViewDefinitionBase {
  readonly id: string;
  /** The designer's name of the view (unique among active views); people read `title`. */
  readonly name: string;
  readonly status: Status;
  /** Version of this definition's shape; 1 when absent (see `SCHEMA_VERSIONS`). */
  readonly schemaVersion?: number;
  /** The page title people see. */
  readonly title: string;
  /**
   * The view's address after `views/` (spec 000 §2, views.show): the route path rule's
   * characters; never a UUID, which would be read as a view id. Without one the view is
   * reached by its id.
   */
  readonly routeKey?: string;
  /**
   * Roles whose holders may open the view (spec 002 §6, viewAccess / tableViewAccess). Admins
   * always may; an empty list admits nobody else.
   */
  readonly roleIds: readonly string[];
  /** Rows per page the view opens with. @default DEFAULT_VIEW_PER_PAGE */
  readonly perPage?: number;
}

/** A column of a table view: a value of each record, read by path. @public */
export interface TableViewColumn {
  /** Unique within the view: a name token. Rows' cells are keyed by it. */
  readonly id: string;
  readonly label: string;
  /** From the record: a data property by dbFieldName (then deeper), or `$id` / `$createdAt`. */
  readonly fieldAccess: FieldAccess;
}

/** The records a table view lists: a general query over one provider. @public */
export interface TableViewQuery {
  readonly fromProviderId: string;
  readonly filter?: QueryFilter;
  /** The order rows come in until someone sorts by a column. */
  readonly sorting?: readonly Sorting[];
}

/**
 * What clicking a row of a table view does (spec 002 §6, tableViewRowClickAction): open a form of
 * the record's process, or whichever form the process's current step offers the person. Only
 * holders of `roleIds` get it when the list is given (admins always).
 * @public
 */
export type TableRowClick =
  | { readonly type: 'open_form'; readonly formId: string; readonly roleIds?: readonly string[] }
  | { readonly type: 'open_process'; readonly roleIds?: readonly string[] };

/** A classic table view: the records of a query, in columns (spec 002 §3). @public */
export interface TableViewDefinition extends ViewDefinitionBase {
  readonly type: 'table';
  /**
   * Reachable without login (spec 000 §6) — only when the client has the `viewsPublic` feature.
   * @default false
   */
  readonly isPublic?: boolean;
  readonly query: TableViewQuery;
  readonly columns: readonly TableViewColumn[];
  readonly rowClick?: TableRowClick;
}

/**
 * A column of a process inbox: a value of the process's record (`fieldAccess`) or one of the
 * process's own ({@link INBOX_BUILT_IN_COLUMNS}) — exactly one of the two.
 * @public
 */
export interface InboxColumn {
  readonly id: string;
  readonly label: string;
  readonly fieldAccess?: FieldAccess;
  readonly builtIn?: InboxBuiltInColumn;
}

/**
 * A process inbox (spec 002 §3, §4): the running processes of the listed process settings that
 * wait for the person — their current step offers the person a form — newest first.
 * @public
 */
export interface ProcessesInboxViewDefinition extends ViewDefinitionBase {
  readonly type: 'processes_inbox';
  readonly processSettingsIds: readonly string[];
  readonly columns: readonly InboxColumn[];
  /** Whether finished processes are listed too. @default false */
  readonly includeFinished?: boolean;
}

/** A view definition, discriminated by `type`. @public */
export type ViewDefinition = TableViewDefinition | ProcessesInboxViewDefinition;
