import { isEmpty, numericValue } from '../conditions/compareValues';
import { compileCondition } from '../conditions/compileCondition';
import type { CompiledCondition, ConditionDefinition } from '../conditions/condition.types';
import { countDecimals, roundToDecimals } from '../expressions/roundToDecimals';
import { addDependencies } from '../host/dependencies';
import type { EvaluationContext } from '../host/evaluationContext.types';
import type { CompileNotes } from './compileQueryFilter';
import { compileRowCondition } from './compileRowCondition';
import { createDateFormatter, type DateFormatter, parseDateFormat } from './dateFormat';
import type { CompiledStage } from './pipelineSink';
import type { GroupStage, PipelineExpression } from './query.types';
import type { PipelineRow } from './queryRun.types';
import {
  compileRootReader,
  compileRowPath,
  createFrame,
  type Frame,
  type FrameReader,
  type JoinedRecord,
  ROW_SHAPE,
  type RowShape,
} from './rowAccess';
import type { RunState } from './runState';
import {
  canonicalKey,
  compareKeys,
  createTemporalCache,
  fillOrderKey,
  newOrderKey,
  OrderClass,
  type OrderKey,
  preferredOf,
  type TemporalCache,
} from './valueOrder';

// The group stage in one pass: each row finds its group and updates every aggregation of that
// group at once. What the aggregations read — the values of their fields and the answers of
// their conditions, each distinct one once — are the stage's "inputs", and each input is worked
// out as rarely as what it reads allows:
// - an input that reads only the row's base (the record or row an unwind started from) once per
//   base: the rows an unwind makes from one row share it, and so do their group;
// - an input that reads only a record a lookup brought in (and an unwind laid out) once per
//   record, by the lookup when it builds its table (a join's foreign side repeats);
// - anything else on every row.

// Method codes, written as literals in the update loop's switch (a dense switch on small
// integers; property loads of a frozen enum object would not be constant-folded there).
const COUNT = 0;
const SUM = 1;
const AVERAGE = 2;
const MAX = 3;
const MIN = 4;
type Method = 0 | 1 | 2 | 3 | 4;

const METHODS: Readonly<Record<string, Method>> = {
  count: COUNT,
  sum: SUM,
  average: AVERAGE,
  max: MAX,
  min: MIN,
};

/** Numbers per method: count [n]; sum/average [sum, compensation, decimals, n]; max/min none. */
const WIDTH: readonly number[] = [1, 4, 4, 0, 0];

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, exponent) => 10 ** exponent);

/** What an input reads, and so how often it is worked out. */
type InputMode = 'base' | 'record' | 'row';

/** A value the aggregations read: a field's value, or a condition's answer. */
interface Input {
  readonly mode: Exclude<InputMode, 'record'>;
  /** Computes the input for a row. */
  readonly compute: (frame: Frame, run: RunState) => unknown;
}

/** One aggregation, compiled. */
interface Aggregator {
  readonly method: Method;
  readonly propertyName: string;
  /** Input index of the aggregated field's value, or -1 (count without a field). */
  readonly value: number;
  /** Input index of the condition's answer, or -1. */
  readonly condition: number;
  /** First slot of its numbers in {@link GroupState.numbers}. */
  readonly offset: number;
  /** Its slot in {@link GroupState.values} (max/min). */
  readonly valueSlot: number;
}

/** One group: its key values and the running state of every aggregation. */
interface GroupState {
  readonly keys: unknown[];
  readonly numbers: Float64Array;
  readonly values: unknown[];
  /** Where each max/min value sits in the total order, worked out when it became the best. */
  readonly valueKeys: (OrderKey | undefined)[];
}

/** The number a value gives a sum: numbers and numeric text; anything else NaN (left out). */
function numberFor(value: unknown): number {
  if (typeof value === 'number') return value - value === 0 ? value : Number.NaN;
  return typeof value === 'string' ? numericValue(value) : Number.NaN;
}

/** A key as the output row holds it: empty values are null. */
function keyValue(value: unknown): unknown {
  return isEmpty(value) ? null : value;
}

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

/** How often an input reading these top-level names must be worked out. */
function modeOf(names: readonly string[], shape: RowShape): { mode: InputMode; slot: number } {
  const laid = names.filter((name) => shape.overlays.has(name));
  if (laid.length === 0) return { mode: 'base', slot: -1 };
  const overlay = shape.overlays.get(laid[0]!)!;
  return names.length === 1 && overlay.kind === 'record'
    ? { mode: 'record', slot: overlay.slot }
    : { mode: 'row', slot: -1 };
}

/** Compiles the inputs of a group stage's aggregations, each distinct one once. */
function compileInputs(stage: GroupStage, shape: RowShape, notes: CompileNotes) {
  const inputs: Input[] = [];
  const byText = new Map<string, number>();
  const intern = (text: string, make: () => Input): number => {
    const known = byText.get(text);
    if (known !== undefined) return known;
    inputs.push(make());
    byText.set(text, inputs.length - 1);
    return inputs.length - 1;
  };
  const fieldInput = (path: readonly string[]): number =>
    intern(`f${JSON.stringify(path)}`, () => {
      const read = compileRowPath(path, shape);
      // A path into a joined record is already taken out by its lookup: a row input.
      const { mode } = modeOf([path[0]!], shape);
      return { mode: mode === 'record' ? 'row' : mode, compute: (frame) => read(frame) };
    });
  const conditionInput = (definition: ConditionDefinition, condition: CompiledCondition): number =>
    intern(`c${JSON.stringify(definition)}`, () => {
      const fields = condition.dependencies.fields;
      const { mode, slot } = modeOf(fields, shape);
      const direct = compileRowCondition(definition, shape);
      // The general path: the compiled condition over the row's values (a condition window).
      const readers = fields.map((field) => compileRootReader(field, shape));
      const general = (frame: Frame, context: EvaluationContext): boolean => {
        const window: Record<string, unknown> = {};
        for (let index = 0; index < fields.length; index += 1) {
          window[fields[index]!] = readers[index]!(frame);
        }
        return condition({ ...context, values: window });
      };
      const answer = direct ?? general;
      if (mode !== 'record') {
        return { mode, compute: (frame, run) => answer(frame, run.context) };
      }
      // It reads nothing but a record a lookup brought in: the lookup works it out once per
      // record, with the values it takes out of the record for later stages.
      const scratch = createFrame();
      const overlay = [...shape.overlays.values()].find((candidate) => candidate.slot === slot)!;
      const at = overlay.extracts!.index(`c${JSON.stringify(definition)}`, (joined, run) => {
        scratch.slots[slot] = joined;
        return answer(scratch, run.context);
      });
      return {
        mode: 'row',
        compute: (frame, run) => {
          const joined = frame.slots[slot] as JoinedRecord | null | undefined;
          return joined === null || joined === undefined
            ? answer(frame, run.context)
            : joined.values[at];
        },
      };
    });
  let numberCount = 0;
  let valueCount = 0;
  const aggregators: Aggregator[] = stage.aggregations.map((aggregation) => {
    let condition = -1;
    if (aggregation.condition !== undefined) {
      const compiled = compileCondition(aggregation.condition);
      // The fields a condition reads are the row's properties, not external values.
      addDependencies(notes.dependencies, { ...compiled.dependencies, fields: [] });
      condition = conditionInput(aggregation.condition, compiled);
    }
    const method = METHODS[aggregation.method]!;
    const aggregator: Aggregator = {
      method,
      propertyName: aggregation.propertyName,
      value:
        aggregation.aggregateField === undefined ? -1 : fieldInput(aggregation.aggregateField.path),
      condition,
      offset: numberCount,
      valueSlot: method === MAX || method === MIN ? valueCount++ : -1,
    };
    numberCount += WIDTH[method]!;
    return aggregator;
  });
  return { inputs, aggregators, numberCount, valueCount };
}

/**
 * The group stage: one output row per group — its keys, then its aggregations — pushed in key
 * order when the input ends. Without keys, one row for all the rows, even for none.
 * @internal
 */
export function compileGroupStage(
  stage: GroupStage,
  shape: RowShape,
  notes: CompileNotes,
): CompiledStage {
  const keys = stage.groupBy.map((entry) => compileKey(entry.expression, shape));
  const keyReaders = keys.map((key) => key.read);
  const keyNames = stage.groupBy.map((entry) => entry.propertyName);
  const keysReadBase = stage.groupBy.every(
    (entry) => !shape.overlays.has(entry.expression.path[0]!),
  );
  const { inputs, aggregators, numberCount, valueCount } = compileInputs(stage, shape, notes);
  const baseInputs = inputs.flatMap((input, index) => (input.mode === 'base' ? [index] : []));
  const rowInputs = inputs.flatMap((input, index) => (input.mode === 'row' ? [index] : []));

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
      const candidate = newOrderKey();

      const update = (group: GroupState): void => {
        const { numbers } = group;
        for (const aggregator of aggregators) {
          if (aggregator.condition >= 0 && values[aggregator.condition] !== true) continue;
          const at = aggregator.offset;
          switch (aggregator.method) {
            case 0: // count
              if (aggregator.value < 0 || !isEmpty(values[aggregator.value])) {
                numbers[at] = numbers[at]! + 1;
              }
              break;
            case 1: // sum
            case 2: {
              // average
              const value = numberFor(values[aggregator.value]);
              if (Number.isNaN(value)) break;
              // Neumaier's compensated sum: the error of each addition is kept apart.
              const sum = numbers[at]!;
              const total = sum + value;
              numbers[at + 1] =
                numbers[at + 1]! +
                (Math.abs(sum) >= Math.abs(value) ? sum - total + value : value - total + sum);
              numbers[at] = total;
              if (!Number.isInteger(value)) {
                const decimals = numbers[at + 2]!;
                const power = POWERS_OF_TEN[decimals]!;
                if (Math.round(value * power) / power !== value) {
                  numbers[at + 2] = Math.max(decimals, countDecimals(value));
                }
              }
              numbers[at + 3] = numbers[at + 3]! + 1;
              break;
            }
            default: {
              // max, min
              const value = values[aggregator.value];
              if (isEmpty(value) || (typeof value === 'number' && Number.isNaN(value))) break;
              const slot = aggregator.valueSlot;
              const best = group.values[slot];
              const bestKey = group.valueKeys[slot];
              if (best === undefined || bestKey === undefined) {
                group.values[slot] = value;
                group.valueKeys[slot] = fillOrderKey(value, newOrderKey(), cache);
                break;
              }
              const order =
                typeof value === 'number' && bestKey.cls === OrderClass.Number
                  ? value < bestKey.num
                    ? -1
                    : value > bestKey.num
                      ? 1
                      : 0
                  : compareKeys(fillOrderKey(value, candidate, cache), value, bestKey, best, cache);
              if (order === 0) {
                group.values[slot] = preferredOf(best, value);
              } else if (aggregator.method === MAX ? order > 0 : order < 0) {
                group.values[slot] = value;
                group.valueKeys[slot] = fillOrderKey(value, newOrderKey(), cache);
              }
            }
          }
        }
      };

      // The inputs worked out for the current base, kept while its rows come.
      const baseValues: unknown[] = new Array(inputs.length).fill(null);
      return {
        open(run) {
          cache = run.temporal;
          for (const key of keys) key.open(run);
          groups.length = 0;
          finder.reset();
          current = run;
          lastBase = unseen;
          lastGroup = undefined;
        },
        push(frame) {
          let group: GroupState;
          if (frame.base !== lastBase) {
            lastBase = frame.base;
            for (const index of baseInputs)
              baseValues[index] = inputs[index]!.compute(frame, current!);
            group = finder.find(frame);
            lastGroup = group;
          } else {
            group = keysReadBase ? lastGroup! : finder.find(frame);
          }
          for (const index of baseInputs) values[index] = baseValues[index];
          for (const index of rowInputs) values[index] = inputs[index]!.compute(frame, current!);
          update(group);
        },
        end() {
          if (keyReaders.length === 0 && groups.length === 0) finder.find(createFrame());
          const out = createFrame();
          for (const group of orderGroups(groups, cache)) {
            const row: Record<string, unknown> = {};
            for (let index = 0; index < keyNames.length; index += 1) {
              row[keyNames[index]!] = group.keys[index];
            }
            for (const aggregator of aggregators) {
              row[aggregator.propertyName] = result(aggregator, group);
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

/** An aggregation's value for a group. */
function result(aggregator: Aggregator, group: GroupState): unknown {
  const at = aggregator.offset;
  const { numbers } = group;
  switch (aggregator.method) {
    case COUNT:
      return numbers[at];
    case SUM:
      return numbers[at + 3] === 0
        ? 0
        : roundToDecimals(numbers[at]! + numbers[at + 1]!, numbers[at + 2]!);
    case AVERAGE:
      return numbers[at + 3] === 0
        ? null
        : roundToDecimals(numbers[at]! + numbers[at + 1]!, numbers[at + 2]!) / numbers[at + 3]!;
    default:
      return group.values[aggregator.valueSlot] ?? null;
  }
}

/**
 * Finds (or opens) the group of a row: a hash of its keys' canonical texts, in the total order's
 * equality ('12' and 12 are one group; the key shown is the preferred spelling). A scalar key is
 * looked up by the value itself first, so a repeated key is classified once.
 */
interface GroupFinder {
  find(frame: Frame): GroupState;
  /** Forgets every group: a new run. */
  reset(): void;
}

function createGroupFinder(
  keyReaders: readonly FrameReader[],
  groups: GroupState[],
  numberCount: number,
  valueCount: number,
  cacheOf: () => TemporalCache,
): GroupFinder {
  const byKey = new Map<string, GroupState>();
  const byValue = new Map<unknown, GroupState>();
  const keyParts = keyReaders.map(() => new Map<unknown, string>());
  const reset = () => {
    byKey.clear();
    byValue.clear();
    for (const parts of keyParts) parts.clear();
  };
  const newGroup = (keys: unknown[]): GroupState => {
    const group: GroupState = {
      keys,
      numbers: new Float64Array(numberCount),
      values: new Array(valueCount).fill(undefined),
      valueKeys: new Array(valueCount).fill(undefined),
    };
    groups.push(group);
    return group;
  };
  if (keyReaders.length === 0) return { find: () => groups[0] ?? newGroup([]), reset };
  if (keyReaders.length === 1) {
    const read = keyReaders[0]!;
    return {
      reset,
      find(frame) {
        const value = read(frame);
        const scalar = typeof value !== 'object' || value === null;
        if (scalar) {
          const known = byValue.get(value);
          if (known !== undefined) return known;
        }
        const key = canonicalKey(value, cacheOf());
        let group = byKey.get(key);
        if (group === undefined) {
          group = newGroup([keyValue(value)]);
          byKey.set(key, group);
        } else if (group.keys[0] !== null) {
          group.keys[0] = preferredOf(group.keys[0], value);
        }
        if (scalar) byValue.set(value, group);
        return group;
      },
    };
  }
  return {
    reset,
    find(frame) {
      let composite = '';
      const values: unknown[] = [];
      for (let index = 0; index < keyReaders.length; index += 1) {
        const value = keyReaders[index]!(frame);
        values.push(value);
        const parts = keyParts[index]!;
        const scalar = typeof value !== 'object' || value === null;
        let part = scalar ? parts.get(value) : undefined;
        if (part === undefined) {
          part = canonicalKey(value, cacheOf());
          if (scalar) parts.set(value, part);
        }
        composite += `${part}\u0000`;
      }
      let group = byKey.get(composite);
      if (group === undefined) {
        group = newGroup(values.map(keyValue));
        byKey.set(composite, group);
      } else {
        for (let index = 0; index < values.length; index += 1) {
          if (group.keys[index] !== null) {
            group.keys[index] = preferredOf(group.keys[index], values[index]);
          }
        }
      }
      return group;
    },
  };
}

/** Groups in the total order of their keys, key by key. */
function orderGroups(groups: readonly GroupState[], cache: TemporalCache): GroupState[] {
  if (groups.length < 2 || groups[0]!.keys.length === 0) return [...groups];
  const keys: OrderKey[][] = groups.map((group) =>
    group.keys.map((value) => fillOrderKey(value, newOrderKey(), cache)),
  );
  const positions = groups.map((_, index) => index);
  positions.sort((a, b) => {
    const left = groups[a]!.keys;
    const right = groups[b]!.keys;
    for (let index = 0; index < left.length; index += 1) {
      const order = compareKeys(
        keys[a]![index]!,
        left[index],
        keys[b]![index]!,
        right[index],
        cache,
      );
      if (order !== 0) return order;
    }
    return 0;
  });
  return positions.map((position) => groups[position]!);
}
