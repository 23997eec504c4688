import { DEFAULT_VIEW_PER_PAGE, type ViewDefinition, type ViewType } from '@tessera/engine';
import { inboxViewColumns } from './inboxViewRows';
import { tableViewColumns } from './tableViewRows';
import type { ViewContext } from './viewRows.types';

/** A column as the runtime draws it. @internal */
export interface RuntimeViewColumn {
  readonly id: string;
  readonly label: string;
  /** Whether `POST views/{id}/rows` sorts by it. */
  readonly sortable: boolean;
}

/**
 * What the runtime needs to draw a view for one reader: its title, address, page size and the
 * columns the reader may see. Not the definition itself: the query, its filter values and the
 * roles stay on the server, where the rows are made.
 * @internal
 */
export interface RuntimeView {
  readonly id: string;
  readonly type: ViewType;
  readonly title: string;
  readonly routeKey: string | null;
  readonly perPage: number;
  readonly isPublic: boolean;
  readonly columns: readonly RuntimeViewColumn[];
}

/** The runtime's picture of a view for the context's reader. @internal */
export async function runtimeViewOf(
  context: ViewContext,
  view: ViewDefinition,
): Promise<RuntimeView> {
  const columns =
    view.type === 'table'
      ? await tableViewColumns(context, view)
      : await inboxViewColumns(context, view);
  return {
    id: view.id,
    type: view.type,
    title: view.title,
    routeKey: view.routeKey ?? null,
    perPage: view.perPage ?? DEFAULT_VIEW_PER_PAGE,
    isPublic: view.type === 'table' && view.isPublic === true,
    columns,
  };
}
