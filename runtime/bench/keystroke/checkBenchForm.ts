// Checks, in Node and before any browser starts, that the generated form is the one the issue
// describes: counted from the definition and from what the engine recalculates, not trusted from
// the generator's constants.
import {
  compileCondition,
  compileMethod,
  createFormStore,
  createRegistry,
  createStaticHost,
  type FormField,
  isRepeatingGroupField,
  MAX_REPEATING_GROUP_ROWS,
} from '@tessera/engine';
import { fieldsBasic } from '@tessera/fields-basic';
import { fieldsGroups } from '@tessera/fields-groups';
import { type BenchForm, GROUP_ID, TARGET_FIELD_ID } from './createBenchForm';

/** What the form holds, as counted. */
export interface BenchFormFacts {
  readonly fields: number;
  readonly rows: number;
  readonly maxRows: number;
  /** Data fields a row (the row's static buttons not counted). */
  readonly rowFields: number;
  readonly methods: number;
  readonly conditions: number;
  /** The longest chain of methods and conditions, each reading the one before. */
  readonly chainDepth: number;
  /** Fields whose state the engine recalculated when the target changed. */
  readonly targetDependents: readonly string[];
  /** Problems found: empty when the form is as described. */
  readonly problems: readonly string[];
}

const kinds = ['visible', 'required', 'disabled'] as const;

/** Counts the form's fields, computations and chain depth, and the target's dependents. */
export function checkBenchForm(form: BenchForm): BenchFormFacts {
  const { definition } = form;
  const topLevel = definition.fields.filter((field) => !isRepeatingGroupField(field));
  const group = definition.fields.find((field) => field.id === GROUP_ID);
  const template = (
    group && isRepeatingGroupField(group) ? group.type.options.fieldsTemplate : ([] as FormField[])
  ).filter((field) => !field.type.name.startsWith('static_'));
  const rows = (form.savedValues[GROUP_ID] as unknown[] | undefined)?.length ?? 0;

  const byId = new Map(topLevel.map((field) => [field.id, field]));
  const defaultReads = new Map<string, readonly string[]>();
  let methods = 0;
  let conditions = 0;
  for (const field of topLevel) {
    if (field.defaultValue) {
      methods += 1;
      defaultReads.set(field.id, compileMethod(field.defaultValue).dependencies.fields);
    }
    for (const kind of kinds) if (field[kind]) conditions += 1;
  }
  // Depth of a field's value: 0 for an input, 1 + the deepest field its default reads.
  const depthCache = new Map<string, number>();
  const valueDepth = (id: string): number => {
    const cached = depthCache.get(id);
    if (cached !== undefined) return cached;
    const reads = defaultReads.get(id);
    const depth = reads ? 1 + Math.max(0, ...reads.map(valueDepth)) : 0;
    depthCache.set(id, depth);
    return depth;
  };
  let chainDepth = 0;
  for (const field of topLevel) {
    chainDepth = Math.max(chainDepth, valueDepth(field.id));
    for (const kind of kinds) {
      const condition = field[kind];
      if (!condition) continue;
      const reads = compileCondition(condition).dependencies.fields;
      chainDepth = Math.max(chainDepth, 1 + Math.max(0, ...reads.map(valueDepth)));
    }
  }

  const store = createFormStore(definition, {
    registry: createRegistry([fieldsBasic, fieldsGroups]),
    host: createStaticHost({ now: new Date('2026-11-21T10:00:00Z'), timeZone: 'Europe/Warsaw' }),
    savedValues: form.savedValues,
  });
  store.setValue(TARGET_FIELD_ID, 'o');
  const targetDependents = [
    ...new Set(store.lastChain().evaluated.map((id) => id.slice(id.indexOf(':') + 1))),
  ].sort();

  const problems: string[] = [];
  const expect = (holds: boolean, problem: string) => {
    if (!holds) problems.push(problem);
  };
  expect(topLevel.length === 300, `${topLevel.length} fields, not 300`);
  expect(template.length === 8, `${template.length} fields a row, not 8`);
  expect(
    rows + 1 === MAX_REPEATING_GROUP_ROWS,
    `${rows} rows, not ${MAX_REPEATING_GROUP_ROWS - 1}`,
  );
  expect(methods + conditions === 150, `${methods + conditions} methods and conditions, not 150`);
  expect(chainDepth === 5, `chains ${chainDepth} deep, not 5`);
  expect(targetDependents.length === 10, `${targetDependents.length} dependents, not 10`);
  expect(
    targetDependents.join() === [...form.targetDependents].sort().join(),
    'the engine recalculates other fields than the generator says depend on the target',
  );
  expect(
    targetDependents.every((id) => byId.has(id)),
    'a dependent of the target is not a top-level field',
  );
  return {
    fields: topLevel.length,
    rows,
    maxRows: MAX_REPEATING_GROUP_ROWS,
    rowFields: template.length,
    methods,
    conditions,
    chainDepth,
    targetDependents,
    problems,
  };
}
