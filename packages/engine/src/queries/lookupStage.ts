import { isEmpty } from '../conditions/compareValues';
import type { CompileNotes } from './compileQueryFilter';
import { Extracts, JoinColumns, JoinedList, JoinedRecord } from './joinedRecord';
import type { CompiledStage } from './pipelineSink';
import type { LookupStage } from './query.types';
import type { QueryRecord } from './queryRun.types';
import {
  compileRowPath,
  createFrame,
  type Frame,
  type FrameReader,
  RECORD_SHAPE,
  type RowShape,
  withOverlay,
} from './rowAccess';
import type { RunState } from './runState';
import { ScalarKeys } from './scalarKeys';
import { canonicalKey, type TemporalCache } from './valueOrder';

// The lookup stage as a hash join: the foreign provider's records are read once per run into a
// table from join key to the records that have it. Each local row then costs one look-up (for a
// repeated key, one look-up in a table of the local values already seen), and its matches are
// shared lists of records: a record becomes a row object only where one is needed.

const NO_MATCHES = JoinedList.of([], new JoinColumns());

/** The join keys of one side: every combination of the non-empty items of each field. */
function joinKeys(readers: readonly FrameReader[], frame: Frame, cache: TemporalCache): string[] {
  let keys: string[] = [''];
  for (let index = 0; index < readers.length; index += 1) {
    const value = readers[index]!(frame);
    const items = Array.isArray(value) ? value : [value];
    const parts: string[] = [];
    for (const item of items) if (!isEmpty(item)) parts.push(canonicalKey(item, cache));
    if (parts.length === 0) return [];
    const combined: string[] = [];
    for (const key of keys) {
      for (const part of parts) combined.push(index === 0 ? part : `${key}\u0000${part}`);
    }
    keys = combined;
  }
  return keys;
}

interface JoinTable {
  /** The foreign records by join key, in their provider's order (their `index` order). */
  readonly records: ReadonlyMap<string, JoinedList>;
  readonly columns: JoinColumns;
}

function addTo(table: Map<string, JoinedRecord[]>, key: string, record: JoinedRecord): void {
  const list = table.get(key);
  if (list === undefined) table.set(key, [record]);
  else list.push(record);
}

function buildTable(
  run: RunState,
  providerId: string,
  readers: readonly FrameReader[],
  extracts: Extracts,
  columns: JoinColumns,
  pool: JoinedRecord[],
  scalarKeys: ScalarKeys,
): JoinTable {
  const records = new Map<string, JoinedRecord[]>();
  const joined: JoinedRecord[] = [];
  const join = (record: QueryRecord): JoinedRecord => {
    const index = joined.length;
    let item = pool[index];
    if (item === undefined) {
      item = new JoinedRecord(record, index, columns);
      pool.push(item);
    } else {
      item.reuse(record);
    }
    joined.push(item);
    return item;
  };
  const frame = createFrame();
  const single = readers.length === 1 ? readers[0]! : undefined;
  const source = run.records(providerId);
  for (let index = 0; index < source.length; index += 1) {
    const record = source[index]!;
    frame.base = record;
    if (single !== undefined) {
      const value = single(frame);
      if (typeof value !== 'object' || value === null) {
        if (isEmpty(value)) continue;
        // A scalar key's canonical text, by the value itself: classified once, not every run.
        addTo(records, scalarKeys.keyOf(value, run.temporal), join(record));
        continue;
      }
    }
    const keys = joinKeys(readers, frame, run.temporal);
    if (keys.length === 0) continue;
    const item = join(record);
    for (const key of keys.length > 1 ? new Set(keys) : keys) addTo(records, key, item);
  }
  extracts.fill(columns, joined, records.size, run);
  // Lists are shared by every local row with their key: frozen, so no consumer can change them.
  const made = JoinedList.table([...records.values()], columns);
  const lists = new Map<string, JoinedList>();
  let number = 0;
  for (const key of records.keys()) {
    lists.set(key, made[number]!);
    number += 1;
  }
  return { records: lists, columns };
}

function merge(table: JoinTable, keys: readonly string[]): JoinedList {
  if (keys.length === 0) return NO_MATCHES;
  if (keys.length === 1) return table.records.get(keys[0]!) ?? NO_MATCHES;
  const found = new Set<JoinedRecord>();
  for (const key of keys) {
    for (const record of (table.records.get(key) ?? NO_MATCHES).records) found.add(record);
  }
  return JoinedList.of(
    [...found].sort((a, b) => a.index - b.index),
    table.columns,
  );
}

/**
 * The lookup stage: lays over each row, as `asPropertyName`, the foreign records for which every
 * condition holds — a local value (or one of its items) equal to the foreign value (or one of its
 * items) in the total order. Empty values join nothing. Streaming; the matches stay records
 * until a row needs them as objects.
 * @internal
 */
export function compileLookupStage(
  stage: LookupStage,
  shape: RowShape,
  notes: CompileNotes,
): CompiledStage {
  notes.providers.add(stage.fromProviderId);
  const local = stage.conditions.map((condition) =>
    compileRowPath(condition.localField.path, shape),
  );
  const foreign = stage.conditions.map((condition) =>
    compileRowPath(condition.foreignField.path, RECORD_SHAPE),
  );
  const extracts = new Extracts();
  const out = withOverlay(shape, stage.asPropertyName, 'records', extracts);
  const { slot } = out;
  const single = local.length === 1 ? local[0]! : undefined;
  return {
    shape: out.shape,
    link(next) {
      let run: RunState | undefined;
      let table: JoinTable | undefined;
      // One set of columns and joined records for every run of this chain (runs of one chain
      // never overlap, and no joined record outlives its run: rows leave a pipeline as objects).
      const columns = new JoinColumns();
      const pool: JoinedRecord[] = [];
      const scalarKeys = new ScalarKeys();
      // The matches of a scalar local value, by the value itself: one look-up per repeat.
      let seen = new Map<unknown, JoinedList>();
      const matchesOf = (frame: Frame): JoinedList => {
        if (single !== undefined) {
          const value = single(frame);
          if (typeof value !== 'object' || value === null) {
            const known = seen.get(value);
            if (known !== undefined) return known;
            const matches = isEmpty(value)
              ? NO_MATCHES
              : (table!.records.get(scalarKeys.keyOf(value, run!.temporal)) ?? NO_MATCHES);
            seen.set(value, matches);
            return matches;
          }
        }
        return merge(table!, joinKeys(local, frame, run!.temporal));
      };
      return {
        open(current) {
          run = current;
          table = buildTable(
            current,
            stage.fromProviderId,
            foreign,
            extracts,
            columns,
            pool,
            scalarKeys,
          );
          seen = new Map();
        },
        push(frame) {
          frame.slots[slot] = matchesOf(frame);
          next.push(frame);
        },
        end: () => next.end(),
      };
    },
  };
}
