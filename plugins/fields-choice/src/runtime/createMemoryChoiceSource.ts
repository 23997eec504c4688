import {
  compileQuery,
  createEvaluationContext,
  createStaticHost,
  type QueryRecord,
} from '@tessera/engine';
import { choiceKey } from '../definitions/choiceKey';
import { choiceItemOfRecord } from './choiceItemOfRecord';
import type {
  AddChoiceRecordRequest,
  ChoiceItem,
  ChoicePage,
  ChoiceRequest,
  ChoiceSource,
  LoadChoicePageRequest,
  LoadChoicesByValuesRequest,
} from './choiceSource.types';

// An in-memory data source for stories and tests. It runs the field's query with the engine
// (filter and sorting as the server would), reads values, texts and colours by the field's
// accesses, matches the search against the text and pages the result.

/** What {@link createMemoryChoiceSource} serves. @internal */
export interface MemoryChoiceSourceInput {
  /** The records of each provider, by provider id, in source order. */
  readonly providers: Readonly<Record<string, readonly QueryRecord[]>>;
  /** How long every answer takes; 0 answers on the next microtask. @default 0 */
  readonly delayMs?: number;
  /** Which calls reject (read on every call, so a test can change it). */
  readonly failing?: { loadPage?: boolean; loadByValues?: boolean; addRecord?: boolean };
  /**
   * The data of the record `addRecord` creates, or `null` for "the person cancelled". Without it
   * the source has no `addRecord`.
   */
  readonly newRecord?: (
    request: AddChoiceRecordRequest,
  ) => Readonly<Record<string, unknown>> | null;
}

/** An in-memory {@link ChoiceSource} that records the requests it answers. @internal */
export interface MemoryChoiceSource extends ChoiceSource {
  readonly failing: { loadPage?: boolean; loadByValues?: boolean; addRecord?: boolean };
  readonly requests: {
    readonly loadPage: LoadChoicePageRequest[];
    readonly loadByValues: LoadChoicesByValuesRequest[];
    readonly addRecord: AddChoiceRecordRequest[];
  };
}

function answerAfter<T>(delayMs: number, signal: AbortSignal, answer: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const settle = () => {
      signal.removeEventListener('abort', onAbort);
      try {
        resolve(answer());
      } catch (error) {
        reject(error);
      }
    };
    const timer = delayMs > 0 ? setTimeout(settle, delayMs) : undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    if (timer === undefined) queueMicrotask(settle);
  });
}

/** Creates an in-memory data source of choice options. @internal */
export function createMemoryChoiceSource(input: MemoryChoiceSourceInput): MemoryChoiceSource {
  const delayMs = input.delayMs ?? 0;
  const failing = input.failing ?? {};
  const providers = new Map(
    Object.entries(input.providers).map(([id, records]) => [id, [...records]]),
  );
  const context = createEvaluationContext({ host: createStaticHost() });
  const requests = {
    loadPage: [] as LoadChoicePageRequest[],
    loadByValues: [] as LoadChoicesByValuesRequest[],
    addRecord: [] as AddChoiceRecordRequest[],
  };
  let created = 0;

  const offered = (request: ChoiceRequest): ChoiceItem[] => {
    const { fromProviderId, filter, sorting } = request.query;
    const result = compileQuery({
      type: 'general_query',
      fromProviderId,
      ...(filter ? { filter } : {}),
      ...(sorting ? { sorting } : {}),
    }).run({ records: providers.get(fromProviderId) ?? [], context });
    if (result.type !== 'general_query') return [];
    return result.records.flatMap((record) => choiceItemOfRecord(record, request) ?? []);
  };

  const failure = (call: string) => new Error(`The memory source fails ${call} on purpose.`);

  const source: MemoryChoiceSource = {
    failing,
    requests,
    loadPage(request) {
      requests.loadPage.push(request);
      return answerAfter(delayMs, request.signal, (): ChoicePage => {
        if (failing.loadPage) throw failure('loadPage');
        const search = request.search.toLocaleLowerCase('pl');
        const matching = offered(request).filter((item) =>
          item.text.toLocaleLowerCase('pl').includes(search),
        );
        const lastPage = Math.max(1, Math.ceil(matching.length / request.perPage));
        const start = (request.page - 1) * request.perPage;
        return {
          items: matching.slice(start, start + request.perPage),
          page: request.page,
          lastPage,
        };
      });
    },
    loadByValues(request) {
      requests.loadByValues.push(request);
      return answerAfter(delayMs, request.signal, () => {
        if (failing.loadByValues) throw failure('loadByValues');
        const wanted = new Set(request.values.map(choiceKey));
        return offered(request).filter((item) => wanted.has(choiceKey(item.value)));
      });
    },
  };
  const { newRecord } = input;
  if (newRecord) {
    source.addRecord = (request) => {
      requests.addRecord.push(request);
      return answerAfter(delayMs, request.signal, () => {
        if (failing.addRecord) throw failure('addRecord');
        const data = newRecord(request);
        if (data === null) return null;
        created += 1;
        const record: QueryRecord = { id: `new-${created}`, data };
        const records = providers.get(request.fromProviderId) ?? [];
        providers.set(request.fromProviderId, [...records, record]);
        return choiceItemOfRecord(record, request);
      });
    };
  }
  return source;
}
