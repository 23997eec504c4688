// Benchmark 2 (issue 3): dependency recalculation. A form of 500 fields in 10 groups; a group is
// 10 levels of 5 fields where each field feeds every field of the next level (depth 10, fan-out
// 5; level 0 holds the inputs), plus 200 visibility conditions reading random fields. One `setValue` must evaluate exactly the affected set (counted against
// an independent walk of the graph) in ≤ 1 ms, and be ≥ 10× faster than recomputing everything
// (every compiled condition and method, in dependency order: our own naive oracle).

import type { ConditionDefinition } from '../src/conditions/condition.types';
import type { FormDefinition } from '../src/definitions/form.types';
import type { FormField } from '../src/definitions/formField.types';
import { createFormStore } from '../src/forms/createFormStore';
import { createStaticHost } from '../src/host/createStaticHost';
import type { MethodDefinition } from '../src/methods/method.types';
import { createRegistry } from '../src/plugins/createRegistry';
import { defineFieldType } from '../src/plugins/defineFieldType';
import { definePlugin } from '../src/plugins/definePlugin';
import {
  createRandom,
  formatMs,
  formatRatio,
  type Goal,
  measureSides,
  printGoals,
  printTable,
  type Side,
} from './measure';

declare module '../src/plugins/fieldTypes.types' {
  interface FieldTypes {
    bench_number: { options: Record<string, never>; value: number | null };
  }
}

const GROUPS = 10;
const LEVELS = 10;
const FAN_OUT = 5;
const WIDTH = GROUPS * FAN_OUT;
const CONDITIONS = 200;
const CHANGES = 50;

const registry = createRegistry([
  definePlugin({
    name: '@bench/fields',
    fieldTypes: [
      defineFieldType({
        type: 'bench_number',
        defaultOptions: {},
        emptyValue: null,
        optionsSchema: {},
        valueSchema: {},
      }),
    ],
  }),
]);
const host = createStaticHost({ now: new Date('2026-11-21T10:00:00Z'), timeZone: 'Europe/Warsaw' });
const random = createRandom(20261121);

const id = (level: number, index: number) => `n${level}_${index}`;
/** Field (level, i) reads the 5 fields of its group one level up: fan-out 5 within a group. */
const parentsOf = (level: number, index: number) => {
  const groupStart = index - (index % FAN_OUT);
  return Array.from({ length: FAN_OUT }, (_, k) => id(level - 1, groupStart + k));
};

function buildForm(): FormDefinition {
  const fields: FormField[] = [];
  const conditionFor = new Map<string, ConditionDefinition>();
  for (let c = 0; c < CONDITIONS; c += 1) {
    const target = id(1 + Math.floor(random() * (LEVELS - 1)), Math.floor(random() * WIDTH));
    const reads = id(Math.floor(random() * LEVELS), Math.floor(random() * WIDTH));
    conditionFor.set(target, {
      type: 'compare_value',
      leftValueAccess: { fieldId: reads },
      operator: 'greater_than',
      rightValue: { type: 'const', value: -1 },
    });
  }
  for (let level = 0; level < LEVELS; level += 1) {
    for (let index = 0; index < WIDTH; index += 1) {
      const fieldId = id(level, index);
      const parents = level === 0 ? [] : parentsOf(level, index);
      const defaultValue: MethodDefinition | undefined =
        level === 0
          ? undefined
          : { type: 'computed_expression', expression: `${parents.join(' + ')} + 1` };
      const visible = conditionFor.get(fieldId);
      fields.push({
        id: fieldId,
        name: fieldId,
        status: 'active',
        type: { name: 'bench_number' },
        layout: { x: (index % 4) * 3, y: level * 100 + index, width: 3, height: 9 },
        ...(defaultValue ? { defaultValue } : {}),
        ...(visible ? { visible } : {}),
      });
    }
  }
  return { id: 'bench', name: 'Bench', fields };
}

/** The affected set, walked independently of the engine's graph: dependants, transitively. */
function expectedAffected(form: FormDefinition, changed: string): Set<string> {
  const readers = new Map<string, string[]>();
  const add = (source: string, computation: string) => {
    readers.set(source, [...(readers.get(source) ?? []), computation]);
  };
  for (const field of form.fields) {
    const level = Number(field.id.slice(1, field.id.indexOf('_')));
    const index = Number(field.id.slice(field.id.indexOf('_') + 1));
    if (level > 0) for (const parent of parentsOf(level, index)) add(parent, `default:${field.id}`);
    const visible = field.visible as { leftValueAccess: { fieldId: string } } | undefined;
    if (visible) add(visible.leftValueAccess.fieldId, `visible:${field.id}`);
  }
  const affected = new Set<string>();
  const visit = (source: string) => {
    for (const computation of readers.get(source) ?? []) {
      if (affected.has(computation)) continue;
      affected.add(computation);
      if (computation.startsWith('default:')) visit(computation.slice('default:'.length));
    }
  };
  visit(changed);
  return affected;
}

/** The same form where every method and condition also reads `tick` (value 0 or 1). */
function everythingReads(tick: string, form: FormDefinition): FormDefinition {
  const tickIsSet: ConditionDefinition = {
    type: 'compare_value',
    leftValueAccess: { fieldId: tick },
    operator: 'greater_than',
    rightValue: { type: 'const', value: -1 },
  };
  const fields = form.fields.map((field): FormField => {
    const method = field.defaultValue as { expression: string } | undefined;
    return {
      ...field,
      ...(method
        ? {
            defaultValue: {
              type: 'computed_expression',
              expression: `${method.expression} + 0 * ${tick}`,
            },
          }
        : {}),
      ...(field.visible
        ? { visible: { type: 'and', conditions: [field.visible, tickIsSet] } }
        : {}),
    };
  });
  const tickField: FormField = {
    id: tick,
    name: tick,
    status: 'active',
    type: { name: 'bench_number' },
    layout: { x: 0, y: 0, width: 3, height: 9 },
  };
  return { ...form, fields: [tickField, ...fields] };
}

/** A store over the form with every root input filled, so changes flow all the way down. */
function openFilled(definition: FormDefinition) {
  const store = createFormStore(definition, { registry, host });
  for (let index = 0; index < WIDTH; index += 1) store.setValue(id(0, index), 0);
  return store;
}

/** Does each change, on a fresh store, evaluate exactly its affected set? And how many on average? */
function checkExactness(definition: FormDefinition, changes: readonly string[]) {
  let exact = true;
  let evaluatedTotal = 0;
  changes.forEach((fieldId, index) => {
    const store = openFilled(definition);
    store.setValue(fieldId, 1_000 + index);
    const evaluated = store.lastChain().evaluated;
    evaluatedTotal += evaluated.length;
    const expected = expectedAffected(definition, fieldId);
    if (evaluated.length !== expected.size || !evaluated.every((entry) => expected.has(entry))) {
      exact = false;
    }
  });
  return { exact, evaluatedPerChange: evaluatedTotal / changes.length };
}

/** The changes as one side of the measurement, each run on its own fresh store. */
function changesSide(definition: FormDefinition, changes: readonly string[]): Side {
  const stores = Array.from({ length: 9 }, () => openFilled(definition));
  let run = 0;
  let turn = 0;
  return {
    work: () => {
      const store = stores[run % stores.length]!;
      run += 1;
      for (const fieldId of changes) {
        turn += 1;
        store.setValue(fieldId, turn);
      }
    },
  };
}

export async function run(): Promise<boolean> {
  const definition = buildForm();
  // A person may change any field (a computed one too); the worst case is a root input.
  const anyField = Array.from({ length: CHANGES }, () =>
    id(Math.floor(random() * LEVELS), Math.floor(random() * WIDTH)),
  );
  const rootInputs = Array.from({ length: CHANGES }, (_, index) => id(0, index % WIDTH));
  const anyExact = checkExactness(definition, anyField);
  const rootExact = checkExactness(definition, rootInputs);

  // The oracle: the same store recomputing everything. Its form reads one more field, `tick`,
  // in every method and condition, so changing `tick` runs every computation through the same
  // machinery.
  const oracleStore = openFilled(everythingReads('tick', definition));
  oracleStore.setValue('tick', 0);
  let turn = 0;
  // The sides take turns (measureSides), so that a busy spell of the shared machine does not
  // fall on one side only.
  const timings = measureSides({
    oracle: {
      work: () => {
        for (const _ of anyField) {
          turn += 1;
          oracleStore.setValue('tick', turn % 2);
        }
      },
    },
    any: changesSide(definition, anyField),
    root: changesSide(definition, rootInputs),
  });
  const oracleEvaluations = oracleStore.lastChain().evaluated.length;
  const oraclePerChange = timings.oracle.median / anyField.length;
  const anyPerChange = timings.any.median / anyField.length;
  const rootPerChange = timings.root.median / rootInputs.length;
  const speedup = oraclePerChange / anyPerChange;

  printTable('Dependency recalculation: 500 fields (depth 10, fan-out 5), 200 conditions', [
    ['side', 'per setValue', 'evaluations per change', 'vs recompute everything'],
    [
      'ours: any field',
      formatMs(anyPerChange),
      anyExact.evaluatedPerChange.toFixed(1),
      formatRatio(speedup),
    ],
    [
      'ours: a root input (worst case)',
      formatMs(rootPerChange),
      rootExact.evaluatedPerChange.toFixed(1),
      formatRatio(oraclePerChange / rootPerChange),
    ],
    ['recompute everything', formatMs(oraclePerChange), String(oracleEvaluations), '1×'],
  ]);
  const exact = anyExact.exact && rootExact.exact;
  const goals: Goal[] = [
    {
      label: 'evaluates exactly the affected set',
      measured: exact ? 'yes' : 'no',
      target: 'yes',
      pass: exact,
    },
    {
      label: 'one setValue, worst case',
      measured: formatMs(rootPerChange),
      target: '≤ 1 ms',
      pass: rootPerChange <= 1,
    },
    {
      label: 'vs recompute everything (any field)',
      measured: formatRatio(speedup),
      target: '≥ 10×',
      pass: speedup >= 10,
    },
  ];
  return printGoals(goals);
}
