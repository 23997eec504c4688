import { type CompiledAggregation, compileAggregations } from './compileAggregations';
import type { CompileNotes } from './compileQueryFilter';
import { createDateFormatter, type DateFormatter, parseDateFormat } from './dateFormat';
import { callEach } from './generatedCalls';
import {
  accumulatedValue,
  addContribution,
  type Contribution,
  type GroupState,
  prepareContribution,
} from './groupAccumulator';
import { createGroupFinder, orderGroups } from './groupFinder';
import type { JoinedList, JoinedRecord } from './joinedRecord';
import type { CompiledStage } from './pipelineSink';
import type { GroupStage, PipelineExpression } from './query.types';
import type { PipelineRow } from './queryRun.types';
import {
  compileRowPath,
  createFrame,
  type Frame,
  type FrameReader,
  ROW_SHAPE,
  type RowShape,
} from './rowAccess';
import type { RunState } from './runState';
import { createTemporalCache, type TemporalCache } from './valueOrder';

// The group stage in one pass: each row finds its group and adds to every aggregation of that
// group at once. An aggregation's contribution is worked out as rarely as what it reads allows
// (compileAggregations.ts): once per foreign record, once per base (the rows an unwind makes
// from one row share it, and their group), or per row. The base tier is added once per run of
// rows of one base into one group, that many times over.

/** A group key's reader; a dateFormat's formatter is set for each run (it needs the run's zone). */
interface KeyReader {
  readonly read: FrameReader;
  open(run: RunState): void;
}

function compileKey(expression: PipelineExpression, shape: RowShape): KeyReader {
  const read = compileRowPath(expression.path, shape);
  if (expression.type === 'fieldPath') return { read, open: () => {} };
  const parsed = parseDateFormat(expression.format);
  // Validated before compiling: a format that does not parse never gets here.
  const parts = 'parts' in parsed ? parsed.parts : [];
  const zone = expression.timeZone;
  let format: DateFormatter = () => null;
  return {
    read: (frame) => format(read(frame)),
    open(run) {
      format = createDateFormatter(parts, zone ?? run.timeZone, run.timeZone);
    },
  };
}

/** How a group stage compiles. @internal */
export interface GroupStageOptions {
  /** Every aggregation worked out on every row: the reference the tiers are tested against. */
  readonly general?: boolean;
}

const byTier = (aggregations: readonly CompiledAggregation[], tier: CompiledAggregation['tier']) =>
  aggregations.filter((aggregation) => aggregation.tier === tier);

/**
 * The group stage: one output row per group — its keys, then its aggregations — pushed in key
 * order when the input ends. Without keys, one row for all the rows, even for none.
 * @internal
 */
export function compileGroupStage(
  stage: GroupStage,
  shape: RowShape,
  notes: CompileNotes,
  options: GroupStageOptions = {},
): CompiledStage {
  const keys = stage.groupBy.map((entry) => compileKey(entry.expression, shape));
  const keyReaders = keys.map((key) => key.read);
  const keyNames = stage.groupBy.map((entry) => entry.propertyName);
  const keysReadBase = stage.groupBy.every(
    (entry) => !shape.overlays.has(entry.expression.path[0]!),
  );
  const { inputs, aggregations, numberCount, valueCount } = compileAggregations(
    stage,
    shape,
    notes,
    options.general === true,
  );
  const baseInputs = inputs.flatMap((input, index) => (input.tier === 'base' ? [index] : []));
  const rowInputs = inputs.flatMap((input, index) => (input.tier === 'row' ? [index] : []));
  const baseTier = byTier(aggregations, 'base');
  const recordTier = byTier(aggregations, 'record');
  const rowTier = byTier(aggregations, 'row');
  // An unwind's rows can be taken at once (`pushRecords`) when they share their group and nothing but
  // the record-tier aggregations of their slot reads what the unwind changes.
  const recordSlots = new Set(recordTier.map((aggregation) => aggregation.slot));
  const takesAll = keysReadBase && rowTier.length === 0;
  const onlySlot = recordSlots.size === 1 ? [...recordSlots][0]! : -1;
  const fusable = (slot: number): boolean =>
    takesAll && (recordSlots.size === 0 || slot === onlySlot);

  return {
    shape: ROW_SHAPE,
    link(next) {
      const groups: GroupState[] = [];
      let cache = createTemporalCache('UTC');
      const finder = createGroupFinder(keyReaders, groups, numberCount, valueCount, () => cache);
      const values: unknown[] = new Array(inputs.length).fill(null);
      let current: RunState | undefined;
      const unseen = {};
      let lastBase: unknown = unseen; // never a frame's base
      let lastGroup: GroupState | undefined;
      // Rows of `lastBase` in `lastGroup` whose base-tier contributions are not added yet.
      let pending = 0;

      const prepare = (aggregation: CompiledAggregation): Contribution =>
        prepareContribution(
          aggregation.part,
          aggregation.method,
          aggregation.hasField,
          aggregation.condition < 0 || values[aggregation.condition] === true,
          aggregation.value < 0 ? undefined : values[aggregation.value],
          cache,
        );
      // The per-row work below calls one function per input and aggregation, each at a call
      // site of its own (generatedCalls.ts): a loop over them was one call site for all.
      const computeInputs = (indices: readonly number[]) =>
        indices.map((index) => (frame: Frame, run: RunState) => {
          values[index] = inputs[index]!.compute(frame, run);
        });
      /** Works the inputs and contributions of a new base out. */
      const prepareBase = callEach<Frame, RunState, undefined>([
        ...computeInputs(baseInputs),
        ...baseTier.map((aggregation) => () => {
          prepare(aggregation);
        }),
      ]);
      /** Adds the base-tier contributions to a group, that many times. */
      const addBase = callEach<GroupState, number, TemporalCache>(
        baseTier.map((aggregation) => (group, times, temporal) => {
          const { part } = aggregation;
          if (part.ok) addContribution(aggregation, group, part, times, temporal);
        }),
      );
      /** Works a row's row-tier inputs and contributions out and adds them to its group. */
      const addRow = callEach<Frame, RunState, GroupState>([
        ...computeInputs(rowInputs),
        ...rowTier.map((aggregation) => (_frame: Frame, _run: RunState, group: GroupState) => {
          const part = prepare(aggregation);
          if (part.ok) addContribution(aggregation, group, part, 1, cache);
        }),
      ]);
      /** Adds the records of a lookup's matches to a group, for every record-tier aggregation. */
      const addLists = callEach<GroupState, JoinedList, TemporalCache>(
        recordTier.map((aggregation) => aggregation.addRecords.list),
      );
      const flush = (): void => {
        if (pending === 0) return;
        addBase(lastGroup!, pending, cache);
        pending = 0;
      };

      /** The group of a row, and with a new base its base-tier contributions worked out. */
      const groupOf = (frame: Frame): GroupState => {
        if (frame.base !== lastBase) {
          flush();
          lastBase = frame.base;
          prepareBase(frame, current!, undefined);
          lastGroup = finder.find(frame);
          return lastGroup;
        }
        if (keysReadBase) return lastGroup!;
        const group = finder.find(frame);
        if (group !== lastGroup) {
          flush();
          lastGroup = group;
        }
        return group;
      };
      const one = new Int32Array(1);
      const push = (frame: Frame): void => {
        const group = groupOf(frame);
        pending += 1;
        for (let index = 0; index < recordTier.length; index += 1) {
          const aggregation = recordTier[index]!;
          const joined = frame.slots[aggregation.slot] as JoinedRecord | null | undefined;
          if (joined === null || joined === undefined) {
            const part = aggregation.withoutRecord(frame, current!);
            if (part.ok) addContribution(aggregation, group, part, 1, cache);
          } else {
            one[0] = joined.index;
            aggregation.addRecords.records(group, one, 0, 1, joined.columns, cache);
          }
        }
        if (rowTier.length > 0) addRow(frame, current!, group);
      };

      return {
        open(run) {
          cache = run.temporal;
          for (const key of keys) key.open(run);
          groups.length = 0;
          finder.reset();
          current = run;
          lastBase = unseen;
          lastGroup = undefined;
          pending = 0;
        },
        push,
        pushRecords(frame, slot, list) {
          if (!fusable(slot)) {
            for (const joined of list.records) {
              frame.slots[slot] = joined;
              push(frame);
            }
            return;
          }
          const group = groupOf(frame);
          pending += list.length;
          addLists(group, list, cache);
        },
        end() {
          flush();
          if (keyReaders.length === 0 && groups.length === 0) finder.find(createFrame());
          const out = createFrame();
          for (const group of orderGroups(groups, cache)) {
            const row: Record<string, unknown> = {};
            for (let index = 0; index < keyNames.length; index += 1) {
              row[keyNames[index]!] = group.keys[index];
            }
            for (const aggregation of aggregations) {
              row[aggregation.propertyName] = accumulatedValue(aggregation, group);
            }
            out.base = row as PipelineRow;
            next.push(out);
          }
          next.end();
        },
      };
    },
  };
}
