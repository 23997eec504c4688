import type { EngineHost } from '../host/engineHost.types';
import type { EvaluationContext } from '../host/evaluationContext.types';
import type { QueryInput, QueryRecord } from './queryRun.types';
import { createTemporalCache, type TemporalCache } from './valueOrder';

/**
 * What one run of a compiled query shares between its parts: the context with the clock read
 * once (every date expression of a run sees the same "now"), the user's zone, the records of
 * other providers (with the caller's record filter applied), indexes built at most once.
 * @internal
 */
export interface RunState {
  readonly context: EvaluationContext;
  readonly timeZone: string;
  readonly temporal: TemporalCache;
  /**
   * The records of a provider, filtered by the caller's record filter: an array, read by position
   * (iterating cost an iterator result per record where V8 did not take them out).
   */
  records(providerId: string): readonly QueryRecord[];
  /** The records of a provider by id (as text), built once per run. */
  recordsById(providerId: string): ReadonlyMap<string, QueryRecord>;
}

const NO_RECORDS: readonly QueryRecord[] = Object.freeze([]);

/** The host with its clock stopped at one instant, for one run. */
function hostAt(host: EngineHost, instant: number): EngineHost {
  return Object.create(host, { now: { value: () => new Date(instant) } }) as EngineHost;
}

/** Creates the state of one run. @internal */
export function createRunState(input: QueryInput): RunState {
  const { host } = input.context;
  const context: EvaluationContext = { ...input.context, host: hostAt(host, host.now().getTime()) };
  const { providers, recordFilter } = input;
  const byId = new Map<string, ReadonlyMap<string, QueryRecord>>();
  const records = (providerId: string): readonly QueryRecord[] => {
    const found = providers?.(providerId) ?? NO_RECORDS;
    if (recordFilter === undefined) return Array.isArray(found) ? found : [...found];
    const kept: QueryRecord[] = [];
    for (const record of found) if (recordFilter(record, providerId)) kept.push(record);
    return kept;
  };
  return {
    context,
    timeZone: host.timeZone,
    temporal: createTemporalCache(host.timeZone),
    records,
    recordsById(providerId) {
      let index = byId.get(providerId);
      if (index === undefined) {
        const built = new Map<string, QueryRecord>();
        for (const record of records(providerId)) built.set(String(record.id), record);
        index = built;
        byId.set(providerId, index);
      }
      return index;
    },
  };
}
