import { isEmpty } from '../conditions/compareValues';
import { compileCondition } from '../conditions/compileCondition';
import { compileFieldAccessAt } from '../conditions/compileValueAccess';
import { ROOT_PATH } from '../conditions/definitionPath';
import { createDefinitionReader } from '../conditions/definitionReader';
import type {
  FieldSchemaAccessSearch,
  FilterValue,
  OwnFieldSearch,
  QueryFilter,
  SearchField,
  SingleFilterValue,
} from '../definitions/queryFilter';
import { evaluateContextExpression } from '../host/contextExpression';
import { addDependencies, type DependencySink } from '../host/dependencies';
import { createDateShift } from '../transformations/complexDateShift';
import { compose } from './generatedCalls';
import { type FieldSource, generatedFieldTest } from './generatedFieldTest';
import { planMatchTest, planScalarCheck, type ResolvedRange, type ValueTest } from './matchTests';
import type { QueryRecord } from './queryRun.types';
import {
  compileRowPath,
  createFrame,
  type Frame,
  type FrameReader,
  RECORD_SHAPE,
  type RowShape,
} from './rowAccess';
import type { RunState } from './runState';

// Compiles a (validated) query filter once into a plan; each run binds the plan: applyConditions
// are decided, filter values resolved and each test planned for its value, once per run, so the
// per-record work is reading a field and one planned test.

/** A filter bound to one run; null stands for "no restriction" (nothing applied). @internal */
export type FramePredicate = (frame: Frame) => boolean;

/** A compiled filter: bind it to a run to get its predicate. @internal */
export interface FilterPlan {
  bind(run: RunState): FramePredicate | null;
}

/** What compiling learns about what a query reads. @internal */
export interface CompileNotes {
  readonly providers: Set<string>;
  readonly dependencies: DependencySink;
}

/** Compiles a filter (already validated) for rows of `shape`. @internal */
export function compileQueryFilter(
  filter: QueryFilter,
  shape: RowShape,
  notes: CompileNotes,
): FilterPlan {
  const plan = compileNode(filter, shape, notes);
  if (filter.applyCondition === undefined) return plan;
  const applies = compileCondition(filter.applyCondition);
  addDependencies(notes.dependencies, applies.dependencies);
  return { bind: (run) => (applies(run.context) ? plan.bind(run) : null) };
}

function compileNode(filter: QueryFilter, shape: RowShape, notes: CompileNotes): FilterPlan {
  switch (filter.type) {
    case 'and':
    case 'or': {
      const children = filter.filters.map((child) => compileQueryFilter(child, shape, notes));
      return combined(children, filter.type === 'and' ? allOfPredicates : anyOfPredicates);
    }
    case 'field_is_empty':
    case 'field_not_empty': {
      const field = compileSearchField(filter.searchField, shape, notes);
      const kind = filter.type === 'field_is_empty' ? 'only_empty' : 'not_empty';
      return reusing(
        (run) => [field(run)],
        ([read]) => predicate(read as FrameReader, planMatchTest(kind, null, 'UTC')),
      );
    }
    case 'match_field': {
      const field = compileSearchField(filter.searchField, shape, notes);
      const resolve = compileFilterValue(filter.value, notes);
      const { matchKind } = filter;
      const own = directField(filter.searchField, shape);
      return reusing(
        (run) => [field(run), resolve(run), run.timeZone],
        ([read, value, timeZone]) => {
          const test = planMatchTest(matchKind, value, timeZone as string);
          const check = own === undefined ? undefined : planScalarCheck(matchKind, value);
          const direct =
            check === undefined
              ? undefined
              : generatedFieldTest(own!.source, own!.name, check, test);
          return direct ?? predicate(read as FrameReader, test);
        },
      );
    }
  }
}

/** Whether two resolved inputs of a plan are the same: identical, or ranges/lists of identical parts. */
function sameInput(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return (
      left.length === right.length && left.every((item, index) => Object.is(item, right[index]))
    );
  }
  if (typeof left === 'object' && left !== null && typeof right === 'object' && right !== null) {
    const a = left as Partial<ResolvedRange>;
    const b = right as Partial<ResolvedRange>;
    return 'start' in a && 'start' in b && sameInput(a.start, b.start) && sameInput(a.end, b.end);
  }
  return false;
}

/**
 * A plan that builds its predicate from inputs resolved for each run, and gives back the last
 * run's predicate when they are the same (a constant filter: every run). The same predicate
 * object from run to run keeps the code that calls it optimised.
 */
function reusing(
  inputsOf: (run: RunState) => readonly unknown[],
  build: (inputs: readonly unknown[]) => FramePredicate,
): FilterPlan {
  let last: readonly unknown[] | undefined;
  let built: FramePredicate | undefined;
  return {
    bind(run) {
      const inputs = inputsOf(run);
      if (
        last === undefined ||
        built === undefined ||
        inputs.length !== last.length ||
        !inputs.every((input, index) => sameInput(input, last![index]))
      ) {
        built = build(inputs);
        last = inputs;
      }
      return built;
    },
  };
}

/** A field's test on a row: a function of its own per filter (generatedCalls.ts). */
function predicate(read: FrameReader, test: ValueTest): FramePredicate {
  return compose(test, read);
}

function bound(children: readonly FilterPlan[], run: RunState): FramePredicate[] {
  const predicates: FramePredicate[] = [];
  for (const child of children) {
    const bound = child.bind(run);
    if (bound !== null) predicates.push(bound);
  }
  return predicates;
}

/**
 * An and/or of child filters: binds the children per run and combines them with `join`, reusing
 * the last combination while the children bind to the same predicates.
 */
function combined(
  children: readonly FilterPlan[],
  join: (predicates: readonly FramePredicate[]) => FramePredicate | null,
): FilterPlan {
  let last: FramePredicate[] = [];
  let joined: FramePredicate | null = null;
  return {
    bind(run) {
      const predicates = bound(children, run);
      if (sameInput(predicates, last)) return joined;
      last = predicates;
      joined = join(predicates);
      return joined;
    },
  };
}

function allOfPredicates(predicates: readonly FramePredicate[]): FramePredicate | null {
  if (predicates.length === 0) return null;
  if (predicates.length === 1) return predicates[0]!;
  if (predicates.length === 2) {
    const [first, second] = predicates as [FramePredicate, FramePredicate];
    return (frame) => first(frame) && second(frame);
  }
  return (frame) => {
    for (const test of predicates) if (!test(frame)) return false;
    return true;
  };
}

function anyOfPredicates(predicates: readonly FramePredicate[]): FramePredicate | null {
  if (predicates.length === 0) return null;
  if (predicates.length === 1) return predicates[0]!;
  return (frame) => {
    for (const test of predicates) if (test(frame)) return true;
    return false;
  };
}

/**
 * An own field read straight from the base of the rows (a record's data or a row: no stage laid
 * a property of its name over it, not `$id` or `$createdAt`) — where a generated field test
 * reads it as the search field's reader does — or undefined.
 */
function directField(
  search: SearchField,
  shape: RowShape,
): { readonly source: FieldSource; readonly name: string } | undefined {
  if (search.type !== 'own_field') return undefined;
  const name = search.fieldName;
  if (shape.overlays.has(name) || name === '$id' || name === '$createdAt') return undefined;
  return { source: shape.base === 'record' ? 'frameRecord' : 'row', name };
}

/** A search field's reader, built for a run (a foreign field needs the run's records). */
type SearchReader = (run: RunState) => FrameReader;

function localPath(search: OwnFieldSearch | FieldSchemaAccessSearch): readonly string[] {
  return search.type === 'own_field' ? [search.fieldName] : [search.fieldName, ...search.path];
}

function compileSearchField(
  search: SearchField,
  shape: RowShape,
  notes: CompileNotes,
): SearchReader {
  if (search.type !== 'foreign_field') {
    const read = compileRowPath(localPath(search), shape);
    return () => read;
  }
  const readRelation = compileRowPath([search.relationFieldName], shape);
  const readForeign = compileRowPath(localPath(search.foreignField), RECORD_SHAPE);
  const providerId = search.foreignProviderId;
  notes.providers.add(providerId);
  return (run) => {
    const related = run.recordsById(providerId);
    const scratch = createFrame();
    return (frame) => {
      const found: unknown[] = [];
      const collect = (reference: unknown) => {
        const record = relatedRecord(related, reference);
        if (record === undefined) return;
        scratch.base = record;
        const value = readForeign(scratch);
        if (isEmpty(value)) return;
        if (Array.isArray(value)) for (const item of value) found.push(item);
        else found.push(value);
      };
      const relation = readRelation(frame);
      if (Array.isArray(relation)) for (const reference of relation) collect(reference);
      else collect(relation);
      return found;
    };
  };
}

/**
 * The record a relation value points to: an id (text or number, matched as text) or an object
 * carrying one as `id`.
 */
function relatedRecord(
  related: ReadonlyMap<string, QueryRecord>,
  reference: unknown,
): QueryRecord | undefined {
  const id =
    typeof reference === 'object' && reference !== null && !Array.isArray(reference)
      ? (reference as { readonly id?: unknown }).id
      : reference;
  return typeof id === 'string' || typeof id === 'number' ? related.get(String(id)) : undefined;
}

type ValueResolver = (run: RunState) => unknown;

const resolveNull: ValueResolver = () => null;

function compileFilterValue(value: FilterValue | undefined, notes: CompileNotes): ValueResolver {
  if (value === undefined) return resolveNull;
  if (value.type !== 'range') return compileSingleValue(value, notes);
  const start = compileFilterValue(value.start, notes);
  const end = compileFilterValue(value.end, notes);
  return (run): ResolvedRange => ({ start: start(run), end: end(run) });
}

function compileSingleValue(value: SingleFilterValue, notes: CompileNotes): ValueResolver {
  const sink = notes.dependencies;
  switch (value.type) {
    case 'const': {
      const constant = value.value ?? null;
      return () => constant;
    }
    case 'date_expression': {
      sink.context.add('clock');
      const { expression } = value;
      const shift = value.shift === undefined ? undefined : createDateShift(value.shift);
      return (run) => {
        const start = evaluateContextExpression(expression, run.context);
        return shift === undefined ? start : shift(start, run.timeZone);
      };
    }
    case 'user_expression':
      sink.context.add('user');
      return (run) => evaluateContextExpression('current_user', run.context);
    case 'user_roles_expression':
      sink.context.add('user');
      return (run) => evaluateContextExpression('current_user_roles', run.context);
    case 'compare_to_external_value': {
      const reader = createDefinitionReader();
      const access = compileFieldAccessAt(value.valueAccess, ROOT_PATH, reader);
      reader.throwIfInvalid('filter value');
      if (access.fieldId !== '') sink.fields.add(access.fieldId);
      return (run) => access.read(run.context);
    }
  }
}
