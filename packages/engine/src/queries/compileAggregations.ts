import { compileCondition } from '../conditions/compileCondition';
import type { CompiledCondition, ConditionDefinition } from '../conditions/condition.types';
import { addDependencies } from '../host/dependencies';
import type { EvaluationContext } from '../host/evaluationContext.types';
import type { CompileNotes } from './compileQueryFilter';
import { compileRowCondition } from './compileRowCondition';
import {
  type AccumulatorSlots,
  Contribution,
  Method,
  methodCode,
  numberWidth,
  prepareContribution,
} from './groupAccumulator';
import type { JoinedRecord } from './joinedRecord';
import type { GroupStage, PipelineAggregation } from './query.types';
import {
  contributionColumns,
  createRecordAdders,
  type RecordAdders,
  writeContribution,
} from './recordContribution';
import {
  compileRootReader,
  compileRowPath,
  createFrame,
  type Frame,
  type Overlay,
  type RowShape,
} from './rowAccess';
import type { RunState } from './runState';

// The aggregations of a group stage, compiled. What they read — field values and condition
// answers, each distinct one once — are the stage's "inputs". Each aggregation gets a tier: how
// often its contribution (groupAccumulator.ts) must be worked out, from what its inputs read:
// - `base`: nothing but the row's base (the record or row an unwind started from): once per
//   base, then added once for each of its rows;
// - `record`: nothing but one record a lookup brought in (and an unwind laid out): once per
//   foreign record, by the lookup when it builds its table (a join's foreign side repeats);
// - `row`: anything else, on every row (the general path).

/** How often an input or a contribution must be worked out. @internal */
export type Tier = 'base' | 'record' | 'row';

/**
 * A value aggregations read: a field's value, or a condition's answer (a boolean). Its tier says
 * when the stage computes it: once per base, on every row, or never (`record`: only record-tier
 * aggregations read it, and their lookup works their contributions out).
 * @internal
 */
export interface GroupInput {
  readonly tier: Tier;
  /** Works the input out for a row. */
  readonly compute: (frame: Frame, run: RunState) => unknown;
}

/** One aggregation, compiled. @internal */
export interface CompiledAggregation extends AccumulatorSlots {
  readonly propertyName: string;
  readonly tier: Tier;
  /** Without an aggregated field (a plain count). */
  readonly hasField: boolean;
  /** Input index of the field's value, or -1. */
  readonly value: number;
  /** Input index of the condition's answer, or -1. */
  readonly condition: number;
  /** Record tier: the overlay slot holding the record. */
  readonly slot: number;
  /** Record tier: adds the contributions worked out for records (in the slot, or unwound there). */
  readonly addRecords: RecordAdders;
  /** Base and row tiers: the contribution of the current base or row, worked out here. */
  readonly part: Contribution;
  /** Record tier, a row without its record (an unwind keeping an empty list): worked out here. */
  readonly withoutRecord: (frame: Frame, run: RunState) => Contribution;
}

/** A group stage's aggregations and their inputs. @internal */
export interface CompiledAggregations {
  readonly inputs: readonly GroupInput[];
  readonly aggregations: readonly CompiledAggregation[];
  readonly numberCount: number;
  readonly valueCount: number;
}

const NO_ADDERS: RecordAdders = { records: () => {}, list: () => {} };

/** What an input reads, before the stage decides how it is computed. */
interface InputPlan {
  readonly tier: Tier;
  /** Record tier: the slot of the record it reads. */
  readonly slot: number;
  /** Works the input out on any frame (the record tier's on a frame holding just the record). */
  readonly evaluate: (frame: Frame, context: EvaluationContext) => unknown;
  /** The same, in a run (a field's reader itself: no call in between). */
  readonly compute: (frame: Frame, run: RunState) => unknown;
  /** A record-tier condition's answer, taken out of each record by its lookup: made on demand. */
  readonly perRecord?: () => (frame: Frame, run: RunState) => unknown;
}

/** How often an input reading these top-level names of the row must be worked out. */
function tierOf(names: readonly string[], shape: RowShape): { tier: Tier; overlay?: Overlay } {
  const laid = names.filter((name) => shape.overlays.has(name));
  if (laid.length === 0) return { tier: 'base' };
  const overlay = shape.overlays.get(laid[0]!)!;
  return names.length === 1 && overlay.kind === 'record'
    ? { tier: 'record', overlay }
    : { tier: 'row' };
}

function planField(path: readonly string[], shape: RowShape): InputPlan {
  const { tier, overlay } = tierOf([path[0]!], shape);
  const read = compileRowPath(path, shape);
  return { tier, slot: overlay?.slot ?? -1, evaluate: read, compute: read };
}

function planCondition(
  definition: ConditionDefinition,
  condition: CompiledCondition,
  shape: RowShape,
): InputPlan {
  const fields = condition.dependencies.fields;
  const { tier, overlay } = tierOf(fields, shape);
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
  const evaluate = direct ?? general;
  const compute = (frame: Frame, run: RunState) => evaluate(frame, run.context);
  if (overlay === undefined) return { tier, slot: -1, evaluate, compute };
  const { slot } = overlay;
  const perRecord = () => {
    const scratch = createFrame();
    const at = overlay.extracts!.index(`c${JSON.stringify(definition)}`, (joined, run) => {
      scratch.slots[slot] = joined;
      return evaluate(scratch, run.context);
    });
    return (frame: Frame, run: RunState) => {
      const joined = frame.slots[slot] as JoinedRecord | null | undefined;
      return joined === null || joined === undefined
        ? evaluate(frame, run.context)
        : joined.value(at);
    };
  };
  return { tier, slot, evaluate, compute, perRecord };
}

/** The tier of an aggregation reading these inputs (a record tier needs one record for all). */
function tierOfAll(plans: readonly (InputPlan | undefined)[]): { tier: Tier; slot: number } {
  const read = plans.filter((plan): plan is InputPlan => plan !== undefined);
  if (read.every((plan) => plan.tier === 'base')) return { tier: 'base', slot: -1 };
  const slot = read[0]!.slot;
  return read.every((plan) => plan.tier === 'record' && plan.slot === slot)
    ? { tier: 'record', slot }
    : { tier: 'row', slot: -1 };
}

/**
 * Compiles the aggregations of a group stage over rows of `shape`. `general`: every aggregation
 * on the row tier, every input computed on every row (the reference the tiers are tested against).
 * @internal
 */
export function compileAggregations(
  stage: GroupStage,
  shape: RowShape,
  notes: CompileNotes,
  general = false,
): CompiledAggregations {
  const plans: InputPlan[] = [];
  const byText = new Map<string, number>();
  const intern = (text: string, make: () => InputPlan): number => {
    const known = byText.get(text);
    if (known !== undefined) return known;
    plans.push(make());
    byText.set(text, plans.length - 1);
    return plans.length - 1;
  };
  const compiled = stage.aggregations.map((aggregation) => {
    let condition = -1;
    if (aggregation.condition !== undefined) {
      const definition = aggregation.condition;
      const conditionCompiled = compileCondition(definition);
      // The fields a condition reads are the row's properties, not external values.
      addDependencies(notes.dependencies, { ...conditionCompiled.dependencies, fields: [] });
      condition = intern(`c${JSON.stringify(definition)}`, () =>
        planCondition(definition, conditionCompiled, shape),
      );
    }
    const field = aggregation.aggregateField?.path;
    const value =
      field === undefined ? -1 : intern(`f${JSON.stringify(field)}`, () => planField(field, shape));
    return { aggregation, value, condition };
  });

  // Inputs computed by the stage: once per base for the base tier, per row for the row tier. An
  // input only record-tier aggregations read is left to their lookup (tier `record` here).
  const inputs: GroupInput[] = plans.map(() => ({ tier: 'record', compute: () => undefined }));
  const useInput = (index: number) => {
    if (index < 0 || inputs[index]!.tier !== 'record') return;
    const plan = plans[index]!;
    const { compute } = plan;
    if (general || plan.tier === 'row') inputs[index] = { tier: 'row', compute };
    else if (plan.tier === 'base') inputs[index] = { tier: 'base', compute };
    // A record's input read on every row: a condition's answer is taken out of each record.
    else inputs[index] = { tier: 'row', compute: plan.perRecord?.() ?? compute };
  };

  let numberCount = 0;
  let valueCount = 0;
  const aggregations = compiled.map(({ aggregation, value, condition }): CompiledAggregation => {
    const method = methodCode(aggregation.method);
    const valuePlan = value < 0 ? undefined : plans[value];
    const conditionPlan = condition < 0 ? undefined : plans[condition];
    const { tier, slot } = general
      ? { tier: 'row' as const, slot: -1 }
      : tierOfAll([valuePlan, conditionPlan]);
    const part = new Contribution();
    const withoutRecord = (frame: Frame, run: RunState) =>
      contributionOn(part, method, frame, run, valuePlan, conditionPlan);
    const slots = {
      method,
      offset: numberCount,
      valueSlot: method === Method.Max || method === Method.Min ? valueCount++ : -1,
    };
    numberCount += numberWidth(method);
    let addRecords: RecordAdders = NO_ADDERS;
    if (tier === 'record') {
      const overlay = [...shape.overlays.values()].find((candidate) => candidate.slot === slot)!;
      const { column, valueColumn } = recordContribution(
        aggregation,
        method,
        overlay,
        valuePlan,
        conditionPlan,
      );
      addRecords = createRecordAdders(slots, column, valueColumn, overlay.extracts!.summaryId());
    } else {
      useInput(value);
      useInput(condition);
    }
    return {
      ...slots,
      propertyName: aggregation.propertyName,
      tier,
      hasField: value >= 0,
      value,
      condition,
      slot,
      addRecords,
      part,
      withoutRecord,
    };
  });
  return { inputs, aggregations, numberCount, valueCount };
}

/**
 * Registers with the record's lookup the contribution of a record-tier aggregation: number
 * columns, and for a max/min the value's own column.
 */
function recordContribution(
  aggregation: PipelineAggregation,
  method: Method,
  overlay: Overlay,
  value: InputPlan | undefined,
  condition: InputPlan | undefined,
): { column: number; valueColumn: number } {
  const extracts = overlay.extracts!;
  const scratch = createFrame();
  const on = (joined: JoinedRecord): Frame => {
    scratch.slots[overlay.slot] = joined;
    return scratch;
  };
  const part = new Contribution();
  const key = `a${method}${JSON.stringify([aggregation.aggregateField?.path, aggregation.condition])}`;
  const column = extracts.numbers(
    key,
    contributionColumns(method),
    (joined, run, numbers, first) => {
      contributionOn(part, method, on(joined), run, value, condition);
      writeContribution(part, method, numbers, first, joined.index);
    },
  );
  const valueColumn =
    (method === Method.Max || method === Method.Min) && value !== undefined
      ? extracts.index(`v${key}`, (joined, run) => value.evaluate(on(joined), run.context))
      : -1;
  return { column, valueColumn };
}

/** An aggregation's contribution on a frame, worked out from its inputs' plans directly. */
function contributionOn(
  into: Contribution,
  method: Method,
  frame: Frame,
  run: RunState,
  value: InputPlan | undefined,
  condition: InputPlan | undefined,
): Contribution {
  const holds = condition === undefined || condition.evaluate(frame, run.context) === true;
  const read = holds && value !== undefined ? value.evaluate(frame, run.context) : undefined;
  return prepareContribution(into, method, value !== undefined, holds, read, run.temporal);
}
