import type { CallOptions, CollectionMeta, HttpAdapter } from '@tessera/client';
import { useState } from 'react';
import { adapter } from '../services';
import {
  initialSettingsListState,
  isFilteredSettingsList,
  type SettingsListState,
  toggleSettingsListSort,
  updateSettingsListState,
} from './settingsListState';
import { type AsyncResource, useAsyncResource } from './useAsyncResource';
import { useDebouncedValue } from './useDebouncedValue';
import { useShownPage } from './useShownPage';

/** Spec 002 §9 "uniqueness 300 ms": a list asks once typing pauses as long. */
const searchDelayMs = 300;

/** A row of a settings list: a stored record with its status. */
export interface SettingsListItem {
  readonly id: string;
  readonly status?: string | undefined;
}

/** What a settings list's collection answers: a page of rows and where it stands. */
export interface SettingsListPage<Item extends SettingsListItem = SettingsListItem> {
  readonly data: readonly Item[];
  readonly meta: CollectionMeta;
}

/** How a settings list reads its collection; `Page` is what the collection's fetch answers. */
export interface SettingsListSource<
  Query,
  Page extends SettingsListPage,
  SortField extends string,
> {
  /** The sort field of the name column: the list opens sorted by it, ascending. */
  readonly nameField: NoInfer<SortField>;
  /** The collection query of what the list shows (the search already debounced). */
  readonly query: (state: SettingsListState<SortField>) => Query;
  /** The client's `fetch…` call of the collection. */
  readonly fetch: (adapter: HttpAdapter, query: Query, options: CallOptions) => Promise<Page>;
}

/** A settings list's state, its loaded page and what changes them. */
export interface SettingsList<Page extends SettingsListPage, SortField extends string = string> {
  readonly state: SettingsListState<SortField>;
  readonly nameField: SortField;
  /** A new search, status or page size (back to page 1). */
  readonly change: (update: Partial<Omit<SettingsListState<SortField>, 'page'>>) => void;
  readonly sortBy: (field: SortField) => void;
  readonly showPage: (page: number) => void;
  /** The load of the current query: failed with a retry, or loading. */
  readonly resource: AsyncResource<Page>;
  /** The page on screen: the last loaded while the next one loads; `null` before the first. */
  readonly shown: Page | null;
  readonly refreshing: boolean;
  /** Narrowed by a search or a status: nothing found is "no match", not "none yet". */
  readonly filtered: boolean;
  /** Loads the current page again (after a row was changed or deleted). */
  readonly reload: () => void;
}

/**
 * The state and loading of a settings list (issue 8 "every list: search, sort, status filter,
 * pagination"): the search asks the server once typing pauses, any change of search, status,
 * order or page size starts at page 1, and the rows stay on screen while the next page loads.
 */
export function useSettingsList<Query, Page extends SettingsListPage, SortField extends string>({
  nameField,
  query,
  fetch,
}: SettingsListSource<Query, Page, SortField>): SettingsList<Page, SortField> {
  const [state, setState] = useState(() => initialSettingsListState(nameField));
  const search = useDebouncedValue(state.search, searchDelayMs);
  const request = query({ ...state, search });
  const resource = useAsyncResource(JSON.stringify(request), (signal) =>
    fetch(adapter, request, { signal, skipErrorNotification: true }),
  );
  const shown = useShownPage(resource);
  return {
    state,
    nameField,
    change: (update) => setState((current) => updateSettingsListState(current, update)),
    sortBy: (field) => setState((current) => toggleSettingsListSort(current, field)),
    showPage: (page) => setState((current) => ({ ...current, page })),
    resource,
    shown: shown.value,
    refreshing: shown.refreshing,
    filtered: isFilteredSettingsList(state),
    reload: () => {
      if (resource.status === 'ready') resource.reload();
    },
  };
}
