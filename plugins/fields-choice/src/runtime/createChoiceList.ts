import type { FieldAccess } from '@tessera/engine';
import { choiceKey } from '../definitions/choiceKey';
import type { ChoiceSourceOptions, ChoiceValue } from '../definitions/fieldsChoice.types';
import type { ChoiceItem, ChoicePage, ChoiceRequest, ChoiceSource } from './choiceSource.types';
import { isHexColour } from './isHexColour';
import { mergeChoiceItems } from './mergeChoiceItems';

/** Spec 002 §9: the typed search is sent 200 ms after the last keystroke. @internal */
export const SELECT_QUERY_DEBOUNCE_MS = 200;

/** Searches whose loaded pages are kept; older ones are loaded again when searched again. */
const CACHED_SEARCHES = 20;

/** Where a request stands. @internal */
export type ChoiceLoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** What a choice list shows and knows. @internal */
export interface ChoiceListState {
  /** The search whose pages `items` are (the typed text once the debounce has passed). */
  readonly search: string;
  /** The loaded options of `search`, each value once, in the source's order. */
  readonly items: readonly ChoiceItem[];
  readonly pageStatus: ChoiceLoadStatus;
  /** Whether a page follows the last loaded one. */
  readonly hasMore: boolean;
  /** The look-up of chosen values that no loaded page has shown yet. */
  readonly lookupStatus: ChoiceLoadStatus;
  /** Every option met so far (pages, look-ups, added records), by `choiceKey` of its value. */
  readonly known: ReadonlyMap<string, ChoiceItem>;
  /** Keys of values the source confirmed are not among the options. */
  readonly missing: ReadonlySet<string>;
  /** Whether the app's new-record dialog is open. */
  readonly adding: boolean;
}

/** What {@link createChoiceList} needs. @internal */
export interface ChoiceListConfig {
  readonly source: ChoiceSource;
  readonly fieldId: string;
  readonly options: ChoiceSourceOptions & { readonly colorAccess?: FieldAccess | null };
  readonly perPage: number;
  /** @default SELECT_QUERY_DEBOUNCE_MS */
  readonly searchDebounceMs?: number;
}

/**
 * The options of one choice field: pages per search, cached, with stale requests aborted; the
 * look-up of chosen values; new records. Framework-free: `useChoiceList` binds it to React.
 * @internal
 */
export interface ChoiceList {
  getState(): ChoiceListState;
  /** Calls `listener` after every change of the state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Shows the first page of the current search: from the cache, else loaded. */
  load(): void;
  /**
   * Switches to the pages of `text` once no other text follows within the debounce, or at once
   * with `immediate` (the list closed: back to every option).
   */
  setSearch(text: string, options?: { readonly immediate?: boolean }): void;
  /** Loads the page after the last loaded one, unless one is loading or none follows. */
  loadMore(): void;
  /** Repeats what failed: the page request, the look-up, or both. */
  retry(): void;
  /**
   * Makes the options of these values known: values met on loaded pages need nothing; when every
   * option is loaded the others are missing; else the source looks them up.
   */
  resolveValues(values: readonly ChoiceValue[]): void;
  /**
   * Asks the source to create a record (`search`: what the person had typed, for the app to
   * start the new record with); once it does, forgets every cached page and missing
   * value (spec 002 §4: adding a record invalidates the cache) and answers the new option.
   * Answers `null` when cancelled, refused or impossible (no query, or a source without
   * `addRecord`); the app's dialog reports its own errors.
   */
  addRecord(fields: readonly string[], search?: string): Promise<ChoiceItem | null>;
  /** Forgets cached pages and missing values; reloads the shown search if it was shown. */
  invalidate(): void;
  /** Aborts every request and the pending search. The list stays usable: a later call starts afresh. */
  abort(): void;
}

interface CachedPages {
  readonly items: readonly ChoiceItem[];
  readonly page: number;
  readonly lastPage: number;
}

interface PendingPage {
  readonly controller: AbortController;
  readonly search: string;
  readonly page: number;
}

const INITIAL_STATE: ChoiceListState = Object.freeze({
  search: '',
  items: Object.freeze([]),
  pageStatus: 'idle',
  hasMore: false,
  lookupStatus: 'idle',
  known: new Map<string, ChoiceItem>(),
  missing: new Set<string>(),
  adding: false,
});

/** A colour the source sent that is no hex colour is dropped; the text is always a string. */
function normalizeItem(item: ChoiceItem): ChoiceItem {
  const text = typeof item.text === 'string' ? item.text : String(item.value);
  return isHexColour(item.color)
    ? { value: item.value, text, color: item.color }
    : { value: item.value, text };
}

/** Creates the options list of one choice field over a data source. @internal */
export function createChoiceList(config: ChoiceListConfig): ChoiceList {
  const { source, fieldId, options, perPage } = config;
  const debounceMs = config.searchDebounceMs ?? SELECT_QUERY_DEBOUNCE_MS;
  const { query } = options;
  const listeners = new Set<() => void>();
  const cache = new Map<string, CachedPages>();
  let state = INITIAL_STATE;
  let pendingPage: PendingPage | null = null;
  let failedPage: { readonly search: string; readonly page: number } | null = null;
  let lookup: AbortController | null = null;
  let failedLookup: readonly ChoiceValue[] | null = null;
  let adding: AbortController | null = null;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (patch: Partial<ChoiceListState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  const request = (signal: AbortSignal): ChoiceRequest | null =>
    query === null
      ? null
      : {
          fieldId,
          query,
          valueAccess: options.valueAccess,
          presentValueAccess: options.presentValueAccess,
          colorAccess: options.colorAccess ?? null,
          signal,
        };

  const withKnown = (items: readonly ChoiceItem[]): ReadonlyMap<string, ChoiceItem> => {
    if (items.length === 0) return state.known;
    const known = new Map(state.known);
    for (const item of items) known.set(choiceKey(item.value), item);
    return known;
  };

  const remember = (search: string, pages: CachedPages) => {
    cache.delete(search);
    cache.set(search, pages);
    if (cache.size > CACHED_SEARCHES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined && oldest !== state.search) cache.delete(oldest);
    }
  };

  const showCached = (pages: CachedPages) =>
    setState({ items: pages.items, hasMore: pages.page < pages.lastPage, pageStatus: 'loaded' });

  const requestPage = (search: string, page: number) => {
    pendingPage?.controller.abort();
    const controller = new AbortController();
    const base = request(controller.signal);
    if (base === null) return;
    pendingPage = { controller, search, page };
    failedPage = null;
    setState({ pageStatus: 'loading' });
    source.loadPage({ ...base, search, page, perPage }).then(
      (result: ChoicePage) => {
        if (controller.signal.aborted) return;
        pendingPage = null;
        const received = result.items.map(normalizeItem);
        const earlier = page === 1 ? [] : (cache.get(search)?.items ?? []);
        const pages = {
          items: mergeChoiceItems(earlier, received),
          page: result.page,
          lastPage: result.lastPage,
        };
        remember(search, pages);
        state = { ...state, known: withKnown(received) };
        if (search === state.search) showCached(pages);
        else setState({});
      },
      () => {
        if (controller.signal.aborted) return;
        pendingPage = null;
        failedPage = { search, page };
        setState({ pageStatus: 'error' });
      },
    );
  };

  const load = () => {
    if (query === null) {
      if (state.pageStatus !== 'loaded')
        setState({ pageStatus: 'loaded', items: [], hasMore: false });
      return;
    }
    const cached = cache.get(state.search);
    if (cached) {
      showCached(cached);
      return;
    }
    if (pendingPage?.search === state.search) return;
    requestPage(state.search, 1);
  };

  const applySearch = (search: string) => {
    searchTimer = undefined;
    if (search === state.search && state.pageStatus !== 'idle') return;
    if (pendingPage && pendingPage.search !== search) {
      pendingPage.controller.abort();
      pendingPage = null;
    }
    state = { ...state, search };
    load();
  };

  /** Every option the query offers is loaded: the empty search's last page is in. */
  const everyOptionLoaded = () => {
    const all = cache.get('');
    return all !== undefined && all.page >= all.lastPage;
  };

  const lookUp = (values: readonly ChoiceValue[]) => {
    lookup?.abort();
    const controller = new AbortController();
    const base = request(controller.signal);
    if (base === null) return;
    lookup = controller;
    failedLookup = null;
    setState({ lookupStatus: 'loading' });
    source.loadByValues({ ...base, values }).then(
      (found) => {
        if (controller.signal.aborted) return;
        lookup = null;
        const received = found.map(normalizeItem);
        const known = withKnown(received);
        const missing = new Set(state.missing);
        for (const value of values) {
          const key = choiceKey(value);
          if (!known.has(key)) missing.add(key);
        }
        setState({ known, missing, lookupStatus: 'loaded' });
      },
      () => {
        if (controller.signal.aborted) return;
        lookup = null;
        failedLookup = values;
        setState({ lookupStatus: 'error' });
      },
    );
  };

  const resolveValues = (values: readonly ChoiceValue[]) => {
    // Without a query there is nothing to compare with: keep the values as they are.
    if (query === null) return;
    const unresolved = values.filter((value) => {
      const key = choiceKey(value);
      return !state.known.has(key) && !state.missing.has(key);
    });
    if (unresolved.length === 0) return;
    if (everyOptionLoaded()) {
      const missing = new Set(state.missing);
      for (const value of unresolved) missing.add(choiceKey(value));
      setState({ missing });
      return;
    }
    lookUp(unresolved);
  };

  const invalidate = () => {
    pendingPage?.controller.abort();
    pendingPage = null;
    failedPage = null;
    cache.clear();
    const shown = state.pageStatus !== 'idle';
    setState({ missing: new Set(), pageStatus: 'idle', hasMore: false });
    if (shown) load();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load,
    setSearch(text, { immediate = false } = {}) {
      const search = text.trim();
      clearTimeout(searchTimer);
      if (immediate || debounceMs <= 0) applySearch(search);
      else searchTimer = setTimeout(() => applySearch(search), debounceMs);
    },
    loadMore() {
      if (state.pageStatus !== 'loaded' || !state.hasMore) return;
      const cached = cache.get(state.search);
      if (cached) requestPage(state.search, cached.page + 1);
    },
    retry() {
      if (failedPage) {
        const { search, page } = failedPage;
        if (search === state.search) requestPage(search, page);
      }
      if (failedLookup) lookUp(failedLookup);
    },
    resolveValues,
    async addRecord(fields, search = '') {
      if (query === null || !source.addRecord) return null;
      adding?.abort();
      const controller = new AbortController();
      adding = controller;
      setState({ adding: true });
      let created: ChoiceItem | null = null;
      try {
        created = await source.addRecord({
          fieldId,
          fromProviderId: query.fromProviderId,
          valueAccess: options.valueAccess,
          presentValueAccess: options.presentValueAccess,
          fields,
          search: search.trim(),
          signal: controller.signal,
        });
      } catch {
        created = null;
      }
      if (controller.signal.aborted) return null;
      adding = null;
      if (created === null) {
        setState({ adding: false });
        return null;
      }
      const item = normalizeItem(created);
      state = { ...state, adding: false, known: withKnown([item]) };
      invalidate();
      return item;
    },
    invalidate,
    abort() {
      clearTimeout(searchTimer);
      searchTimer = undefined;
      for (const controller of [pendingPage?.controller, lookup, adding]) controller?.abort();
      pendingPage = null;
      lookup = null;
      adding = null;
      // Nothing is in flight any more: a later load or look-up must start again.
      const settle = (status: ChoiceLoadStatus) => (status === 'loading' ? 'idle' : status);
      const pageStatus = settle(state.pageStatus);
      const lookupStatus = settle(state.lookupStatus);
      if (pageStatus !== state.pageStatus || lookupStatus !== state.lookupStatus || state.adding) {
        setState({ pageStatus, lookupStatus, adding: false });
      }
    },
  };
}
