import {
  type BatchedLoader,
  createBatchedLoader,
  type FormChoice,
  fetchFormChoices,
  type HttpAdapter,
  maxChoicesPerPage,
} from '@tessera/client';
import type {
  AddChoiceRecordRequest,
  ChoiceItem,
  ChoiceSource,
} from '@tessera/fields-choice/runtime';

/** What a form's choice fields read their options with. */
export interface HttpChoiceSourceOptions {
  readonly adapter: HttpAdapter;
  readonly formId: string;
  /** The form field a renderer id stands for (see `createFieldIdResolver`). */
  readonly resolveFieldId?: (rendererId: string) => string;
  /** How long look-ups of chosen values are gathered (spec 000 §9: batched loads, 200 ms). */
  readonly lookupDelayMs?: number;
  /**
   * The screen's new-record dialog (`useNewChoiceRecordDialog`): answers the created record as an
   * option, or `null`. Without it list selects offer no "add new" entry.
   */
  readonly addRecord?: (request: AddChoiceRecordRequest) => Promise<ChoiceItem | null>;
}

type ChoiceValue = ChoiceItem['value'];

const toItem = ({ value, text, color }: FormChoice): ChoiceItem =>
  color === undefined ? { value, text } : { value, text, color };

// `1` and `'1'` are different values.
const keyOf = (value: ChoiceValue) => JSON.stringify(value);

/**
 * The options of a form's list selects, radio groups and checkbox lists over
 * `POST queries/forContext` (the server runs the field's own query, so the request names the
 * form and the field): pages as the field scrolls or searches, and look-ups of chosen values —
 * gathered per field over `lookupDelayMs` into requests of at most 100 values, each value asked
 * once per form — and, given the screen's dialog, new records of list selects (spec 002 §4: the
 * field chooses the created record; its list forgets its cached pages). A failure is the field's
 * to show (it offers a retry): no notification here.
 */
export function createHttpChoiceSource({
  adapter,
  formId,
  resolveFieldId = (id) => id,
  lookupDelayMs = 200,
  addRecord,
}: HttpChoiceSourceOptions): ChoiceSource {
  const lookups = new Map<string, BatchedLoader<ChoiceValue, ChoiceItem>>();
  const lookupOf = (fieldId: string) => {
    let loader = lookups.get(fieldId);
    if (!loader) {
      loader = createBatchedLoader<ChoiceValue, ChoiceItem>({
        async loadMany(values) {
          const page = await fetchFormChoices(
            adapter,
            { formId, fieldId, values, page: 1, perPage: values.length },
            { skipErrorNotification: true },
          );
          return page.data.map(toItem);
        },
        keyOf: (item) => item.value,
        cacheKeyOf: keyOf,
        delayMs: lookupDelayMs,
        batchSize: maxChoicesPerPage,
      });
      lookups.set(fieldId, loader);
    }
    return loader;
  };

  const source: ChoiceSource = {
    async loadPage(request) {
      const page = await fetchFormChoices(
        adapter,
        {
          formId,
          fieldId: resolveFieldId(request.fieldId),
          search: request.search,
          page: request.page,
          perPage: Math.min(Math.max(1, request.perPage), maxChoicesPerPage),
        },
        { signal: request.signal, skipErrorNotification: true },
      );
      return { items: page.data.map(toItem), page: page.meta.page, lastPage: page.meta.lastPage };
    },
    async loadByValues(request) {
      const loader = lookupOf(resolveFieldId(request.fieldId));
      const found = await Promise.all(request.values.map((value) => loader.load(value)));
      request.signal.throwIfAborted();
      return found.filter((item): item is ChoiceItem => item !== null);
    },
  };
  if (addRecord === undefined) return source;
  return {
    ...source,
    async addRecord(request) {
      const item = await addRecord(request);
      // A value looked up before may have been missing then (a code typed again): ask anew.
      if (item !== null) lookupOf(resolveFieldId(request.fieldId)).clear(item.value);
      return item;
    },
  };
}
