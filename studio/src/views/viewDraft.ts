import type { ViewDefinitionDraft, ViewDefinitionItem } from '@tessera/client';
import type {
  InboxColumn,
  ProcessesInboxViewDefinition,
  TableViewColumn,
  TableViewDefinition,
  ViewType,
} from '@tessera/engine';

/** A table view as the editor holds it: the definition without its id. */
export type TableViewDraft = Extract<ViewDefinitionDraft, { type: 'table' }>;

/** A process inbox as the editor holds it. */
export type InboxViewDraft = Extract<ViewDefinitionDraft, { type: 'processes_inbox' }>;

/** What the view editor edits: a view definition without its id (the path's). */
export type ViewDraft = ViewDefinitionDraft;

/** A column of either view type. */
export type ViewColumn = TableViewColumn | InboxColumn;

/** A new, empty view of a type: active, admitting only admins until roles are chosen. */
export function emptyViewDraft(type: ViewType): ViewDraft {
  const base = { name: '', title: '', status: 'active' as const, roleIds: [] };
  if (type === 'table') {
    return { ...base, type, query: { fromProviderId: '' }, columns: [] };
  }
  return { ...base, type, processSettingsIds: [], columns: [] };
}

/** The editable part of a stored view: everything but its id and revision. */
export function viewDraftOf(item: ViewDefinitionItem): ViewDraft {
  const { id: _id, revision: _revision, status, ...rest } = item;
  return { ...rest, status: status === 'inactive' ? 'inactive' : 'active' } as ViewDraft;
}

/**
 * A copy of a stored view to save as a new one (spec 000 §2: views/new with copyFromId): the
 * same definition under `name`, without the route key — two active views cannot answer at one
 * address.
 */
export function copyViewDraft(item: ViewDefinitionItem, name: string): ViewDraft {
  const { routeKey: _routeKey, ...draft } = viewDraftOf(item);
  return { ...draft, name } as ViewDraft;
}

/** Whether two drafts hold the same definition (the unsaved-changes check). */
export function sameViewDraft(a: ViewDraft, b: ViewDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The draft with a route key, or without one when the input is empty. */
export function withRouteKey(draft: ViewDraft, routeKey: string): ViewDraft {
  const { routeKey: _old, ...rest } = draft;
  return (routeKey === '' ? rest : { ...rest, routeKey }) as ViewDraft;
}

/** The draft's columns replaced (both view types keep them under `columns`). */
export function withColumns(draft: ViewDraft, columns: readonly ViewColumn[]): ViewDraft {
  return { ...draft, columns } as ViewDraft;
}

/** The table's query changed by `update`. */
export function withQuery(
  draft: TableViewDraft,
  update: (query: TableViewDefinition['query']) => TableViewDefinition['query'],
): TableViewDraft {
  return { ...draft, query: update(draft.query) };
}

/** The inbox's processes replaced. */
export function withProcesses(
  draft: InboxViewDraft,
  processSettingsIds: ProcessesInboxViewDefinition['processSettingsIds'],
): InboxViewDraft {
  return { ...draft, processSettingsIds };
}

const NAME_TOKEN_PART = /[^A-Za-z0-9_-]+/g;

/**
 * A column id not used by `columns` (ids are name tokens, unique within the view; rows' cells
 * are keyed by them), made from `base` — a field's name — with a number appended when taken.
 */
export function uniqueColumnId(columns: readonly Pick<ViewColumn, 'id'>[], base: string): string {
  const stem = base.replace(/^\$/, '').replace(NAME_TOKEN_PART, '_') || 'column';
  const taken = new Set(columns.map((column) => column.id));
  if (!taken.has(stem)) return stem;
  let number = 2;
  while (taken.has(`${stem}_${number}`)) number += 1;
  return `${stem}_${number}`;
}
