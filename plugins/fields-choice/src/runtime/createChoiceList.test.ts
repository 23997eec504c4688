import type { QueryRecord } from '@tessera/engine';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choiceKey } from '../definitions/choiceKey';
import type { ChoiceSourceOptions } from '../definitions/fieldsChoice.types';
import type {
  ChoiceItem,
  ChoicePage,
  ChoiceSource,
  LoadChoicePageRequest,
  LoadChoicesByValuesRequest,
} from './choiceSource.types';
import { type ChoiceList, createChoiceList, SELECT_QUERY_DEBOUNCE_MS } from './createChoiceList';
import { createMemoryChoiceSource } from './createMemoryChoiceSource';
import { EXAMPLE_CITIES } from './exampleChoiceRecords';

const options: ChoiceSourceOptions = {
  query: { fromProviderId: 'cities', sorting: [{ fieldAccess: { path: ['name'] } }] },
  valueAccess: { path: ['$id'] },
  presentValueAccess: { path: ['name'] },
};

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function citiesList(overrides: { perPage?: number; searchDebounceMs?: number } = {}) {
  const source = createMemoryChoiceSource({ providers: { cities: EXAMPLE_CITIES } });
  const list = createChoiceList({
    source,
    fieldId: 'city',
    options,
    perPage: overrides.perPage ?? 30,
    searchDebounceMs: overrides.searchDebounceMs ?? 0,
  });
  return { source, list };
}

/** A source whose answers the test gives by hand, in any order. */
function scriptedSource() {
  const pages: { request: LoadChoicePageRequest; answer: (page: ChoicePage) => void }[] = [];
  const lookups: {
    request: LoadChoicesByValuesRequest;
    answer: (items: readonly ChoiceItem[]) => void;
    fail: () => void;
  }[] = [];
  const source: ChoiceSource = {
    loadPage: (request) =>
      new Promise((resolve) => {
        pages.push({ request, answer: resolve });
      }),
    loadByValues: (request) =>
      new Promise((resolve, reject) => {
        lookups.push({ request, answer: resolve, fail: () => reject(new Error('down')) });
      }),
  };
  return { source, pages, lookups };
}

const texts = (list: ChoiceList) => list.getState().items.map((item) => item.text);

describe('createChoiceList: pages', () => {
  it('loads 30 options per page of a list select, the next page on demand, until the last (spec 002 §7)', async () => {
    const { source, list } = citiesList();
    list.load();
    expect(list.getState().pageStatus).toBe('loading');
    await settle();
    expect(list.getState()).toMatchObject({ pageStatus: 'loaded', hasMore: true });
    expect(list.getState().items).toHaveLength(30);
    list.loadMore();
    await settle();
    expect(list.getState()).toMatchObject({ pageStatus: 'loaded', hasMore: false });
    expect(list.getState().items).toHaveLength(EXAMPLE_CITIES.length);
    list.loadMore();
    expect(source.requests.loadPage.map((request) => [request.page, request.perPage])).toEqual([
      [1, 30],
      [2, 30],
    ]);
  });

  it('passes the field, its query and accesses to the source', async () => {
    const { source, list } = citiesList();
    list.load();
    await settle();
    expect(source.requests.loadPage[0]).toMatchObject({
      fieldId: 'city',
      query: options.query,
      valueAccess: options.valueAccess,
      presentValueAccess: options.presentValueAccess,
      colorAccess: null,
      search: '',
    });
  });

  it('lists every option of the source once, whatever the page size (paging + de-duplication)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        async (ids, perPage) => {
          // Records may repeat a value (a source joining rows): the list shows it once.
          const records: QueryRecord[] = ids.map((id, index) => ({
            id: `row-${index}`,
            data: { code: id, name: `Item ${id}` },
          }));
          const source = createMemoryChoiceSource({ providers: { items: records } });
          const list = createChoiceList({
            source,
            fieldId: 'f',
            options: {
              query: { fromProviderId: 'items' },
              valueAccess: { path: ['code'] },
              presentValueAccess: { path: ['name'] },
            },
            perPage,
          });
          list.load();
          await settle();
          while (list.getState().hasMore) {
            list.loadMore();
            await settle();
          }
          const values = list.getState().items.map((item) => item.value);
          expect(values).toEqual([...new Set(ids)]);
          expect(source.requests.loadPage).toHaveLength(
            Math.max(1, Math.ceil(ids.length / perPage)),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shows an empty, loaded list without a query, and asks the source nothing', () => {
    const source = createMemoryChoiceSource({ providers: {} });
    const list = createChoiceList({
      source,
      fieldId: 'f',
      options: { ...options, query: null },
      perPage: 30,
    });
    list.load();
    list.resolveValues(['x']);
    expect(list.getState()).toMatchObject({ pageStatus: 'loaded', items: [], hasMore: false });
    expect(list.getState().missing.size).toBe(0);
    expect(source.requests.loadPage).toHaveLength(0);
    expect(source.requests.loadByValues).toHaveLength(0);
  });

  it('keeps only hex colours the source sends (spec 002 §5)', async () => {
    const source: ChoiceSource = {
      loadPage: async () => ({
        items: [
          { value: 'a', text: 'A', color: '#107c10' },
          { value: 'b', text: 'B', color: 'green' },
        ],
        page: 1,
        lastPage: 1,
      }),
      loadByValues: async () => [],
    };
    const list = createChoiceList({ source, fieldId: 'f', options, perPage: 100 });
    list.load();
    await settle();
    expect(list.getState().items).toEqual([
      { value: 'a', text: 'A', color: '#107c10' },
      { value: 'b', text: 'B' },
    ]);
  });
});

describe('createChoiceList: search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the search 200 ms after the last keystroke (spec 002 §9 'select query 200 ms')", async () => {
    expect(SELECT_QUERY_DEBOUNCE_MS).toBe(200);
    const { source, list } = citiesList({ searchDebounceMs: SELECT_QUERY_DEBOUNCE_MS });
    list.load();
    await vi.runAllTimersAsync();
    list.setSearch('g');
    await vi.advanceTimersByTimeAsync(150);
    list.setSearch('gd');
    await vi.advanceTimersByTimeAsync(199);
    expect(source.requests.loadPage.map((request) => request.search)).toEqual(['']);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(source.requests.loadPage.map((request) => request.search)).toEqual(['', 'gd']);
    expect(texts(list)).toEqual(['Gdańsk', 'Gdynia']);
  });

  it('answers a search from its cached pages when it comes back, and clears the search at once on close', async () => {
    const { source, list } = citiesList({ searchDebounceMs: SELECT_QUERY_DEBOUNCE_MS });
    list.load();
    await vi.runAllTimersAsync();
    list.setSearch('Łód');
    await vi.runAllTimersAsync();
    expect(texts(list)).toEqual(['Łódź']);
    list.setSearch('', { immediate: true });
    expect(list.getState().search).toBe('');
    expect(list.getState().items).toHaveLength(30);
    list.setSearch('łód');
    await vi.runAllTimersAsync();
    expect(source.requests.loadPage.map((request) => request.search)).toEqual(['', 'Łód', 'łód']);
    list.setSearch('Łód');
    await vi.runAllTimersAsync();
    expect(source.requests.loadPage).toHaveLength(3);
    expect(texts(list)).toEqual(['Łódź']);
  });
});

describe('createChoiceList: stale requests', () => {
  it('aborts the page request of a search nobody waits for any more, and ignores its answer', async () => {
    const { source, pages } = scriptedSource();
    const list = createChoiceList({
      source,
      fieldId: 'f',
      options,
      perPage: 30,
      searchDebounceMs: 0,
    });
    list.load();
    list.setSearch('kr');
    expect(pages).toHaveLength(2);
    expect(pages[0]?.request.signal.aborted).toBe(true);
    expect(pages[1]?.request.signal.aborted).toBe(false);
    pages[1]?.answer({ items: [{ value: 'c2', text: 'Kraków' }], page: 1, lastPage: 1 });
    pages[0]?.answer({ items: [{ value: 'c1', text: 'Warszawa' }], page: 1, lastPage: 1 });
    await settle();
    expect(texts(list)).toEqual(['Kraków']);
  });

  it('aborts every request and the pending search on abort(), and starts afresh afterwards', async () => {
    const { source, pages, lookups } = scriptedSource();
    const list = createChoiceList({
      source,
      fieldId: 'f',
      options,
      perPage: 30,
      searchDebounceMs: 50,
    });
    list.load();
    list.resolveValues(['c9']);
    list.setSearch('x');
    list.abort();
    expect(pages[0]?.request.signal.aborted).toBe(true);
    expect(lookups[0]?.request.signal.aborted).toBe(true);
    expect(list.getState()).toMatchObject({ pageStatus: 'idle', lookupStatus: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(pages).toHaveLength(1);
    list.load();
    list.resolveValues(['c9']);
    expect(pages).toHaveLength(2);
    expect(lookups).toHaveLength(2);
  });
});

describe('createChoiceList: chosen values', () => {
  it('looks up the text of chosen values no page has shown, by value (spec 002 §7)', async () => {
    const { source, list } = citiesList();
    list.resolveValues(['city-2', 'city-45']);
    expect(list.getState().lookupStatus).toBe('loading');
    await settle();
    expect(source.requests.loadByValues.map((request) => request.values)).toEqual([
      ['city-2', 'city-45'],
    ]);
    expect(list.getState().known.get(choiceKey('city-45'))?.text).toBe('Jelenia Góra');
    list.resolveValues(['city-2', 'city-45']);
    expect(source.requests.loadByValues).toHaveLength(1);
  });

  it('asks nothing for values a loaded page has shown', async () => {
    const { source, list } = citiesList();
    list.load();
    await settle();
    const shown = list.getState().items.map((item) => item.value);
    list.resolveValues(shown.slice(0, 5));
    expect(source.requests.loadByValues).toHaveLength(0);
  });

  it("marks values the source does not return as missing (spec 002 §4 'selected values not among the options are dropped')", async () => {
    const { list } = citiesList();
    list.resolveValues(['city-3', 'gone']);
    await settle();
    expect([...list.getState().missing]).toEqual([choiceKey('gone')]);
  });

  it('knows a value is missing without asking once every option is loaded', async () => {
    const { source, list } = citiesList({ perPage: 100 });
    list.load();
    await settle();
    list.resolveValues(['city-3', 'gone']);
    expect(source.requests.loadByValues).toHaveLength(0);
    expect([...list.getState().missing]).toEqual([choiceKey('gone')]);
  });
});

describe('createChoiceList: errors', () => {
  it("reports a failed page and loads it again on retry (spec 002 §8 'selectList.loadingError' with retry)", async () => {
    const source = createMemoryChoiceSource({
      providers: { cities: EXAMPLE_CITIES },
      failing: { loadPage: true },
    });
    const list = createChoiceList({ source, fieldId: 'f', options, perPage: 30 });
    list.load();
    await settle();
    expect(list.getState().pageStatus).toBe('error');
    source.failing.loadPage = false;
    list.retry();
    await settle();
    expect(list.getState()).toMatchObject({ pageStatus: 'loaded' });
    expect(list.getState().items).toHaveLength(30);
  });

  it('reports a failed look-up without dropping anything, and repeats it on retry', async () => {
    const source = createMemoryChoiceSource({
      providers: { cities: EXAMPLE_CITIES },
      failing: { loadByValues: true },
    });
    const list = createChoiceList({ source, fieldId: 'f', options, perPage: 30 });
    list.resolveValues(['city-1']);
    await settle();
    expect(list.getState()).toMatchObject({ lookupStatus: 'error' });
    expect(list.getState().missing.size).toBe(0);
    source.failing.loadByValues = false;
    list.retry();
    await settle();
    expect(list.getState().known.get(choiceKey('city-1'))?.text).toBe('Warszawa');
  });
});

describe('createChoiceList: new records', () => {
  const addOptions = { ...options, query: { fromProviderId: 'cities' } };

  it("answers the created option and invalidates the cached pages (spec 002 §4 'adding a new record … selects it and invalidates the cache')", async () => {
    const source = createMemoryChoiceSource({
      providers: { cities: EXAMPLE_CITIES },
      newRecord: () => ({ name: 'Zakopane' }),
    });
    const list = createChoiceList({ source, fieldId: 'city', options: addOptions, perPage: 100 });
    list.load();
    await settle();
    list.resolveValues(['new-1']);
    expect([...list.getState().missing]).toEqual([choiceKey('new-1')]);
    const adding = list.addRecord(['name'], ' Zakop ');
    expect(list.getState().adding).toBe(true);
    const created = await adding;
    expect(created).toEqual({ value: 'new-1', text: 'Zakopane' });
    expect(source.requests.addRecord[0]).toMatchObject({
      fieldId: 'city',
      fromProviderId: 'cities',
      fields: ['name'],
      search: 'Zakop',
    });
    expect(list.getState()).toMatchObject({ adding: false, pageStatus: 'loading' });
    expect(list.getState().missing.size).toBe(0);
    await settle();
    expect(texts(list)).toContain('Zakopane');
    expect(source.requests.loadPage).toHaveLength(2);
  });

  it('answers null when the person cancels, the source fails or cannot add', async () => {
    const cancelling = createMemoryChoiceSource({ providers: {}, newRecord: () => null });
    const list = createChoiceList({
      source: cancelling,
      fieldId: 'f',
      options: addOptions,
      perPage: 30,
    });
    expect(await list.addRecord([])).toBeNull();
    expect(list.getState().adding).toBe(false);
    const failing = createMemoryChoiceSource({
      providers: {},
      newRecord: () => ({ name: 'x' }),
      failing: { addRecord: true },
    });
    expect(
      await createChoiceList({
        source: failing,
        fieldId: 'f',
        options: addOptions,
        perPage: 30,
      }).addRecord([]),
    ).toBeNull();
    const readOnly = createMemoryChoiceSource({ providers: {} });
    expect(
      await createChoiceList({
        source: readOnly,
        fieldId: 'f',
        options: addOptions,
        perPage: 30,
      }).addRecord([]),
    ).toBeNull();
  });
});

describe('createChoiceList: subscriptions', () => {
  it('notifies subscribers of each change until they unsubscribe', async () => {
    const { list } = citiesList();
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    list.load();
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    list.loadMore();
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
