import type { FormDefinition, FormEventListener } from '../definitions/form.types';
import { createEvaluationContext } from '../host/createEvaluationContext';
import type { EngineHost } from '../host/engineHost.types';
import type { DeviceInfo, EvaluationContext, UrlQueryValue } from '../host/evaluationContext.types';
import type { Registry } from '../plugins/createRegistry';
import type { Problem } from '../plugins/problem';
import { isSameJsonValue } from '../validation/isSameJsonValue';
import { ChunkedList, type ChunkedListEdit } from './chunkedList';
import {
  type CompiledField,
  type CompiledValue,
  compileForm,
  contextKey,
  type FormComputation,
  fieldKey,
  MAX_REPEATING_GROUP_ROWS,
  rowsKey,
  variableKey,
} from './compileForm';
import { FormSnapshot } from './formSnapshot';
import type { FieldState, FormState, RowFieldState, RowLimits, RowState } from './formState.types';
import { hasSavedValue } from './hasSavedValue';
import { type PropagationResult, propagateChange } from './propagateChange';
import { PENDING, SettledByInputs } from './settledByInputs';
import { validateFormState } from './validateFormState';

/** What a form store needs besides the definition. @public */
export interface FormStoreOptions {
  readonly registry: Registry;
  readonly host: EngineHost;
  /** Values of the record the form edits, by form field id; absent for a new record. */
  readonly savedValues?: Readonly<Record<string, unknown>>;
  readonly recordId?: string | null;
  readonly urlQuery?: Readonly<Record<string, UrlQueryValue | undefined>>;
  readonly device?: DeviceInfo;
  /** A `field_value_changed` listener whose condition holds: called once per chain, after it. */
  readonly onListener?: (listener: FormEventListener, state: FormState) => void;
  /** A circular dependency was cut (spec 001 §4). */
  readonly onWarning?: (message: string) => void;
}

/** A live form: framework-free, bound to React with `useSyncExternalStore`. @public */
export interface FormStore {
  getState(): FormState;
  subscribe(listener: () => void): () => void;
  /**
   * The person sets a field: its default stops following, dependants recalculate. A repeating
   * group's rows set whole are the person's too: their row defaults stop following.
   */
  setValue(fieldId: string, value: unknown): void;
  /** The person sets a field of one repeating-group row; that row's defaults stop following it. */
  setRowValue(groupId: string, rowIndex: number, fieldId: string, value: unknown): void;
  /**
   * Adds an empty row to a repeating group (at the end by default), its fields at their
   * defaults; false at the group's maximum (`rowLimits`).
   */
  addRow(groupId: string, position?: number): boolean;
  /** Removes a row of a repeating group; false at its minimum (`rowLimits`). */
  removeRow(groupId: string, index: number): boolean;
  /** The device reported a new position: device-dependent methods recalculate. */
  setDevice(device: DeviceInfo): void;
  /**
   * Checks every visible field; stores the problems on the fields (replacing those of the last
   * validation and any laid on them with `setExternalProblems`) and returns them.
   */
  validate(): readonly Problem[];
  /**
   * Lays problems found outside the store — the server refusing a save (422, spec 002 §4) — on
   * their fields, next to the last validation's own, so a form shows them the same way: a path
   * `field` goes to that field, `group[row].child` to the repeating group (as its rows' own
   * problems do). They replace the previous external problems and stay until the next
   * `validate()`. Returns the problems whose path names no field of the form, laid nowhere.
   */
  setExternalProblems(problems: readonly Problem[]): readonly Problem[];
  /** Values to save: visible fields only (hidden fields are dropped, spec 002 §4). */
  getSubmitValues(): Record<string, unknown>;
  /** What the last change recalculated: computation ids, for diagnostics and benchmarks. */
  lastChain(): { readonly evaluated: readonly string[]; readonly skipped: readonly string[] };
}

/** The current values, variables and field states, updated in place by each change. */
type LiveRecords = Pick<Draft, 'values' | 'variables' | 'fields'>;

/**
 * What one change works on: the live records (current values, read by every evaluation context
 * and updated in place) and copies of the snapshot arrays, which become the next snapshot.
 */
interface Draft {
  readonly values: Record<string, unknown>;
  readonly variables: Record<string, unknown>;
  readonly fields: Record<string, FieldState>;
  readonly valueList: ChunkedListEdit<unknown>;
  readonly fieldList: ChunkedListEdit<FieldState>;
}

/**
 * Compiles a form definition and opens it as a store. A change recalculates only what depends on
 * it, through the dependency graph built at compile time.
 * @example
 * const form = createFormStore(definition, { registry, host });
 * form.setValue('quantity', 3);
 * form.getState().values.total;
 * @public
 */
export function createFormStore(definition: FormDefinition, options: FormStoreOptions): FormStore {
  const form = compileForm(definition, options.registry);
  const saved = options.savedValues ?? {};
  const subscribers = new Set<() => void>();
  const userChanged = new Set<string>();
  let device = options.device ?? { geolocation: null };
  let asyncToken = 0;
  const latestAsync = new Map<string, number>();
  const fieldIds = form.fields.map((field) => field.definition.id);
  const positionOf = new Map(fieldIds.map((id, position) => [id, position]));
  // What a computation reports when it changed a field: built once, not per evaluation.
  const changedKeysOf = new Map(fieldIds.map((id) => [id, Object.freeze([fieldKey(id)])]));
  // The current values, field states and variables, updated in place by each change; the
  // snapshots handed out never see these objects.
  const live: Pick<Draft, 'values' | 'variables' | 'fields'> = {
    values: {},
    variables: {},
    fields: {},
  };

  const contextOf = (
    draft: LiveRecords,
    rowIndexes: Record<string, number> = {},
  ): EvaluationContext =>
    createEvaluationContext({
      host: options.host,
      values: draft.values,
      variables: draft.variables,
      recordId: options.recordId ?? null,
      urlQuery: options.urlQuery ?? {},
      device,
      rowIndexes,
    });

  /**
   * The saved rows of each repeating group, by row position, kept in step with its rows (an added
   * row has none): their fields keep the saved values, which row defaults never overwrite.
   */
  const savedRows = new Map<string, (Readonly<Record<string, unknown>> | undefined)[]>();
  const savedRowOf = (groupId: string, index: number) => savedRows.get(groupId)?.[index];
  const openSavedRows = (field: CompiledField) => {
    const id = field.definition.id;
    const rows = hasSavedValue(field.definition, saved) ? saved[id] : undefined;
    if (!Array.isArray(rows)) {
      savedRows.delete(id);
      return;
    }
    savedRows.set(
      id,
      rows.map((row) =>
        typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : undefined,
      ),
    );
  };
  const emptyValueOf = (field: CompiledField) =>
    field.repeatingGroup ? [] : (field.fieldType?.emptyValue ?? null);

  /**
   * Waits for a server-side method's answer and applies it, unless the same computation was asked
   * again meanwhile (only the latest answer counts). A failed method applies null.
   */
  const awaitLatest = <T>(key: string, answer: Promise<T>, apply: (value: T | null) => void) => {
    const token = ++asyncToken;
    latestAsync.set(key, token);
    answer.then(
      (value) => latestAsync.get(key) === token && apply(value),
      () => latestAsync.get(key) === token && apply(null),
    );
  };

  /** A computed value, or the field's empty value while a server-side method is pending. */
  const settle = (
    field: CompiledField,
    compiled: CompiledValue,
    draft: Draft,
    context: EvaluationContext = contextOf(draft),
  ) => {
    const result = compiled(context);
    if (!isPromise(result)) return { value: result ?? emptyValueOf(field), pending: false };
    awaitLatest(`default:${field.definition.id}`, result, (value) =>
      applyAsyncDefault(field, value),
    );
    return { value: draft.values[field.definition.id] ?? emptyValueOf(field), pending: true };
  };

  /**
   * A row field's value in a new or reset row: its default, or its empty value until the rows'
   * computation asks the server for a server-side default.
   */
  const openingRowValue = (rowField: CompiledField, context: EvaluationContext) => {
    const compiled = rowField.defaultValue;
    if (!compiled || compiled.isAsync) return emptyValueOf(rowField);
    return compiled(context) ?? emptyValueOf(rowField);
  };

  /**
   * A row field's default for row `index` of `group`. A server-side one is asked once per set of
   * inputs (the rows are recomputed on every edit of the group): the row's other values, the
   * form's values and variables it reads; its answer recomputes the rows.
   */
  const rowDefaults = new SettledByInputs();
  const rowDefaultOf = (
    rowField: CompiledField,
    groupId: string,
    index: number,
    draft: Draft,
    context: EvaluationContext,
  ): unknown => {
    const compiled = rowField.defaultValue!;
    if (!compiled.isAsync) return compiled(context);
    const own = rowField.definition.id;
    const { fields, variables } = compiled.dependencies;
    const inputs = fields.map((id) =>
      id === groupId
        ? ((draft.values[id] as Record<string, unknown>[] | undefined) ?? []).map((row) => ({
            ...row,
            [own]: undefined,
          }))
        : draft.values[id],
    );
    const signature = JSON.stringify([index, inputs, variables.map((id) => draft.variables[id])]);
    return rowDefaults.read(
      `${groupId}\u0000${index}\u0000${own}`,
      signature,
      () => compiled(context) as Promise<unknown>,
      () => change([rowsKey(groupId)], () => {}),
    );
  };

  const newRow = (field: CompiledField, draft: Draft, rowIndex: number) => {
    const row: Record<string, unknown> = {};
    const context = contextOf(draft, { [field.definition.id]: rowIndex });
    for (const rowField of field.repeatingGroup?.template ?? []) {
      row[rowField.definition.id] = openingRowValue(rowField, context);
    }
    return row;
  };

  /** The group's row limits; a promise of them when a limit is computed on the server. */
  const computeRowLimits = (
    field: CompiledField,
    draft: LiveRecords,
  ): RowLimits | Promise<RowLimits> => {
    const group = field.repeatingGroup;
    const context = contextOf(draft);
    const min = group?.minRows?.(context);
    const max = group?.maxRows?.(context);
    if (isPromise(min) || isPromise(max)) {
      return Promise.all([min, max]).then(([low, high]) => rowLimitsFrom(low, high));
    }
    return rowLimitsFrom(min, max);
  };
  /** A group's row limits now; a server-side limit counts as unset until it answers. */
  const rowLimitsNow = (field: CompiledField, draft: LiveRecords): RowLimits => {
    const group = field.repeatingGroup;
    if (group?.minRows?.isAsync || group?.maxRows?.isAsync) return NO_ROW_LIMITS;
    return computeRowLimits(field, draft) as RowLimits;
  };
  /** Keeps the group's limits in its state and adds rows up to the minimum. */
  const applyRowLimits = (
    field: CompiledField,
    draft: Draft,
    limits: RowLimits,
  ): readonly string[] => {
    const id = field.definition.id;
    const rows = (draft.values[id] as unknown[] | undefined) ?? [];
    if (!isSameJsonValue(draft.fields[id]?.rowLimits, limits)) {
      setField(draft, id, { rowLimits: limits });
    }
    if (rows.length >= limits.min) return NO_CHANGES;
    const added = Array.from({ length: limits.min - rows.length }, (_, index) =>
      newRow(field, draft, rows.length + index),
    );
    writeValue(draft, id, [...rows, ...added]);
    // The added rows' conditions and defaults run too.
    return [fieldKey(id), rowsKey(id)];
  };
  /** The group's limits as its state holds them (the `rowLimits` computation keeps them). */
  const rowLimitsOf = (groupId: string, draft: LiveRecords): RowLimits =>
    draft.fields[groupId]?.rowLimits ?? NO_ROW_LIMITS;

  const openingValue = (
    field: CompiledField,
    draft: Draft,
  ): { value: unknown; pending: boolean } => {
    const id = field.definition.id;
    if (field.repeatingGroup) openSavedRows(field);
    if (hasSavedValue(field.definition, saved)) return { value: saved[id], pending: false };
    if (field.defaultValue) return settle(field, field.defaultValue, draft);
    if (field.repeatingGroup) {
      const { min } = rowLimitsNow(field, draft);
      return {
        value: Array.from({ length: min }, (_, index) => newRow(field, draft, index)),
        pending: false,
      };
    }
    return { value: emptyValueOf(field), pending: false };
  };

  const setField = (draft: Draft, id: string, patch: Partial<FieldState>) => {
    const current = draft.fields[id];
    if (!current) return;
    const next = { ...current, ...patch };
    draft.fields[id] = next;
    draft.fieldList.set(positionOf.get(id)!, next);
  };

  /** Sets a field's value in the live record, the next snapshot and the field's state. */
  const putValue = (draft: Draft, id: string, value: unknown, patch?: Partial<FieldState>) => {
    const position = positionOf.get(id)!;
    draft.values[id] = value;
    draft.valueList.set(position, value);
    if (userChanged.has(id)) trackDirty(id, value);
    const current = draft.fields[id];
    if (!current) return;
    // The state is copied property by property, not spread: a spread is a generic runtime copy
    // (measured: the largest cost of a write), and this runs once per written field.
    const next = patch ? withPatch(current, patch, value) : withValue(current, value);
    draft.fields[id] = next;
    draft.fieldList.set(position, next);
  };

  /**
   * The person's changed fields whose value differs from the opening value, kept up to date
   * on each write so `dirty` costs nothing per change (it used to compare every changed field).
   */
  const differing = new Set<string>();
  const trackDirty = (id: string, value: unknown) => {
    if (isSameJsonValue(value, initialValues[id])) differing.delete(id);
    else differing.add(id);
  };
  const unmarkUserChanged = (id: string) => {
    userChanged.delete(id);
    differing.delete(id);
  };

  const writeValue = (draft: Draft, id: string, value: unknown): readonly string[] => {
    if (isSameJsonValue(draft.values[id], value)) return NO_CHANGES;
    putValue(draft, id, value);
    return changedKeysOf.get(id)!;
  };

  const defaultRowFieldState: RowFieldState = Object.freeze({
    visible: true,
    required: false,
    disabled: false,
    changedByUser: false,
  });
  const setByPerson: RowFieldState = Object.freeze({
    ...defaultRowFieldState,
    changedByUser: true,
  });

  /** The states of a row the person gave whole: every field it holds a value for is theirs. */
  const rowStatesSetBy = (field: CompiledField, row: unknown): RowState => {
    const states: Record<string, RowFieldState> = {};
    if (typeof row !== 'object' || row === null) return states;
    for (const rowField of field.repeatingGroup?.template ?? []) {
      const id = rowField.definition.id;
      if ((row as Record<string, unknown>)[id] !== undefined) states[id] = setByPerson;
    }
    return states;
  };

  /**
   * Runs the row fields' conditions and defaults for every row of a group, like the form's own:
   * a default applies to a row field without a saved value and follows until the person changes
   * that row's field; a hidden row field resets to its saved value, else its default.
   * A row is settled in at most two passes (a row field may read another one of its row).
   */
  const recomputeRows = (field: CompiledField, draft: Draft): readonly string[] => {
    const id = field.definition.id;
    const template = field.repeatingGroup?.template ?? [];
    const before = (draft.values[id] as Record<string, unknown>[] | undefined) ?? [];
    const rows = before.map((row) => ({ ...row }));
    const previousStates = draft.fields[id]?.rows ?? [];
    const states: Record<string, RowFieldState>[] = rows.map(() => ({}));
    draft.values[id] = rows;
    for (let pass = 0; pass < 2; pass += 1) {
      let changed = false;
      rows.forEach((row, index) => {
        const context = contextOf(draft, { [id]: index });
        const savedRow = savedRowOf(id, index);
        for (const rowField of template) {
          const fieldId = rowField.definition.id;
          const previous =
            states[index]![fieldId] ?? previousStates[index]?.[fieldId] ?? defaultRowFieldState;
          const visible = rowField.visible?.(context) ?? true;
          const keepsSaved = hasSavedValue(rowField.definition, savedRow);
          let changedByUser = previous.changedByUser;
          let value = row[fieldId];
          if (!visible && previous.visible) {
            changedByUser = false;
            value = keepsSaved ? savedRow![fieldId] : openingRowValue(rowField, context);
          } else if (rowField.defaultValue && !changedByUser && !keepsSaved) {
            const computed = rowDefaultOf(rowField, id, index, draft, context);
            if (computed !== PENDING) value = computed ?? emptyValueOf(rowField);
          }
          if (!isSameJsonValue(row[fieldId], value)) {
            row[fieldId] = value;
            changed = true;
          }
          states[index]![fieldId] = {
            visible,
            required: visible && (rowField.required?.(context) ?? false),
            disabled: rowField.disabled?.(context) ?? false,
            changedByUser,
          };
        }
      });
      if (!changed) break;
    }
    draft.values[id] = before;
    if (!isSameJsonValue(previousStates, states)) setField(draft, id, { rows: states });
    return writeValue(draft, id, rows);
  };

  const writeVariable = (draft: LiveRecords, id: string, value: unknown): readonly string[] => {
    const next = value ?? null;
    if (isSameJsonValue(draft.variables[id], next)) return NO_CHANGES;
    draft.variables[id] = next;
    variablesSnapshot = undefined;
    return [variableKey(id)];
  };

  const firedListeners = new Set<FormEventListener>();
  /** The variables as the last snapshot holds them; undefined once a change writes one. */
  let variablesSnapshot: Readonly<Record<string, unknown>> | undefined;

  const run = (draft: Draft) => {
    // One context per chain: it reads the draft's values and variables, which the chain updates.
    const context = contextOf(draft);
    return (node: FormComputation): readonly string[] => runComputation(node, draft, context);
  };

  const runComputation = (
    node: FormComputation,
    draft: Draft,
    context: EvaluationContext,
  ): readonly string[] => {
    switch (node.kind) {
      case 'visible': {
        const id = node.field.definition.id;
        const visible = node.field.visible?.(context) ?? true;
        if (draft.fields[id]?.visible === visible) return NO_CHANGES;
        setField(draft, id, { visible });
        if (visible) return NO_CHANGES;
        // Hidden fields are dropped and reset to their initial value (spec 002 §4).
        unmarkUserChanged(id);
        const reset = openingValue(node.field, draft);
        if (!node.field.repeatingGroup) {
          setField(draft, id, { changedByUser: false, pending: reset.pending });
          return writeValue(draft, id, reset.value);
        }
        // A group's rows start again too: their states go, and its row computations run anew.
        setField(draft, id, { changedByUser: false, pending: reset.pending, rows: [] });
        writeValue(draft, id, reset.value);
        return [fieldKey(id), rowsKey(id)];
      }
      case 'required':
      case 'disabled': {
        const id = node.field.definition.id;
        const condition = node.kind === 'required' ? node.field.required : node.field.disabled;
        const holds = condition?.(context) ?? false;
        if (draft.fields[id]?.[node.kind] !== holds) setField(draft, id, { [node.kind]: holds });
        return NO_CHANGES;
      }
      case 'default': {
        const id = node.field.definition.id;
        // A default follows its sources until the person changes the field; a saved value is
        // the person's earlier answer and is never overwritten by a default.
        if (userChanged.has(id) || hasSavedValue(node.field.definition, saved)) return NO_CHANGES;
        const next = settle(node.field, node.field.defaultValue!, draft, context);
        if (draft.fields[id]?.pending !== next.pending)
          setField(draft, id, { pending: next.pending });
        if (next.pending) return NO_CHANGES;
        // The node's own targets (its field): propagateChange knows their readers by heart.
        return writeValue(draft, id, next.value) === NO_CHANGES ? NO_CHANGES : node.targets;
      }
      case 'rowLimits': {
        const { field } = node;
        const limits = computeRowLimits(field, draft);
        if (!isPromise(limits)) return applyRowLimits(field, draft, limits);
        // Until the server answers, the group keeps the limits it has.
        awaitLatest(node.id, limits, (settled) => {
          const id = field.definition.id;
          change([fieldKey(id), rowsKey(id)], (next) => {
            applyRowLimits(field, next, settled ?? NO_ROW_LIMITS);
          });
        });
        return NO_CHANGES;
      }
      case 'rows':
        return recomputeRows(node.field, draft);
      case 'variable': {
        const { id } = node.variable;
        const value = node.value(context);
        if (!isPromise(value)) return writeVariable(draft, id, value);
        // Until the server answers, the variable keeps its value (null at first).
        awaitLatest(node.id, value, (settled) => {
          change([variableKey(id)], (next) => writeVariable(next, id, settled));
        });
        return id in draft.variables ? NO_CHANGES : writeVariable(draft, id, null);
      }
      case 'listener': {
        // Each handler runs once per chain (spec 002 §4).
        if (node.condition && !node.condition(context)) return NO_CHANGES;
        firedListeners.add(node.listener);
        return NO_CHANGES;
      }
    }
  };

  let initialValues: Readonly<Record<string, unknown>> = {};
  let chain: ReturnType<FormStore['lastChain']> | undefined = { evaluated: [], skipped: [] };
  // The last chain's nodes; their ids are listed only when someone asks (`lastChain()`).
  let chainNodes: PropagationResult<FormComputation> | undefined;
  let state: FormSnapshot = openForm();
  initialValues = { ...live.values };

  function openForm(): FormSnapshot {
    const draft: Draft = {
      ...live,
      valueList: ChunkedList.from<unknown>(fieldIds.map(() => null)).edit(),
      fieldList: ChunkedList.from<FieldState>(form.fields.map(() => blankFieldState)).edit(),
    };
    for (const field of form.fields) {
      const id = field.definition.id;
      draft.values[id] = null;
      const initial: FieldState = {
        value: null,
        visible: true,
        required: false,
        disabled: false,
        changedByUser: false,
        pending: false,
        problems: [],
        typeProblem: field.typeProblem,
        // Without limit methods a group keeps these; with them, its `rowLimits` node sets them.
        ...(field.repeatingGroup ? { rowLimits: NO_ROW_LIMITS } : {}),
      };
      draft.fields[id] = initial;
      draft.fieldList.set(positionOf.get(id)!, initial);
    }
    // Opening values first (saved, else default), then every computation once in dependency
    // order, so conditions and variables see the opened values.
    for (const field of form.fields) {
      const opened = openingValue(field, draft);
      putValue(draft, field.definition.id, opened.value, { pending: opened.pending });
    }
    const ordered = [...form.graph.nodes].sort(
      (a, b) => form.graph.rankOf(a) - form.graph.rankOf(b),
    );
    const step = run(draft);
    const changed = new Set<string>();
    for (const node of ordered) {
      if (node.kind === 'listener') continue;
      for (const key of step(node)) changed.add(key);
    }
    // Settle what the first pass changed (a default feeding another default written earlier).
    const result = propagateChange(form.graph, changed, (node) =>
      node.kind === 'listener' ? [] : step(node),
    );
    return commit(draft, [], result.skipped);
  }

  function commit(
    draft: Draft,
    previousWarnings: readonly string[],
    skipped: readonly FormComputation[],
  ): FormSnapshot {
    // Each circular dependency is reported to onWarning every time it is cut, but kept once in
    // the state: the list stays as small as the form, however long the person types.
    let warnings = previousWarnings;
    for (const node of skipped) {
      const message = `Circular dependency: "${node.id}" already ran twice in this chain and was skipped.`;
      options.onWarning?.(message);
      if (!warnings.includes(message)) warnings = [...warnings, message];
    }
    const dirty = differing.size > 0;
    // Copied only after a change wrote a variable: the snapshot's record is never written.
    variablesSnapshot ??= { ...draft.variables };
    return new FormSnapshot(fieldIds, positionOf, {
      valueList: draft.valueList.done(),
      fieldList: draft.fieldList.done(),
      variables: variablesSnapshot,
      dirty,
      warnings,
    });
  }

  /** A draft over the live records and copies of the current snapshot's arrays. */
  const draftOfState = (): Draft => {
    const { valueList, fieldList } = state.lists;
    return {
      values: live.values,
      variables: live.variables,
      fields: live.fields,
      valueList: valueList.edit(),
      fieldList: fieldList.edit(),
    };
  };

  function change(sources: readonly string[], mutate: (draft: Draft) => void): void {
    const draft = draftOfState();
    mutate(draft);
    // Clearing a Set allocates a new table even when it is empty: only clear a used one.
    if (firedListeners.size > 0) firedListeners.clear();
    const result = propagateChange(form.graph, sources, run(draft));
    chainNodes = result;
    chain = undefined;
    state = commit(draft, state.warnings, result.skipped);
    const fired = firedListeners.size > 0 ? [...firedListeners] : NO_LISTENERS;
    if (fired.length > 0) firedListeners.clear();
    for (const subscriber of [...subscribers]) subscriber();
    for (const listener of fired) options.onListener?.(listener, state);
  }

  function applyAsyncDefault(field: CompiledField, value: unknown): void {
    const id = field.definition.id;
    if (userChanged.has(id)) return;
    change([fieldKey(id)], (draft) => {
      putValue(draft, id, value ?? emptyValueOf(field), { pending: false });
    });
  }

  /** The person changed the field (or a group's rows): its default stops following. */
  const markChangedByPerson = (id: string) => {
    userChanged.add(id);
    if (latestAsync.size > 0) latestAsync.delete(`default:${id}`);
  };

  /** Problems laid on the fields by `setExternalProblems`, until the next validation. */
  let externalProblems: readonly Problem[] = NO_PROBLEMS;

  /** A new snapshot from a draft that changed field states only (no values): no chain runs. */
  const publish = (draft: Draft) => {
    state = commit(draft, state.warnings, []);
    for (const subscriber of [...subscribers]) subscriber();
  };

  const requireField = (id: string): CompiledField => {
    const field = form.fieldsById.get(id);
    if (!field) throw new Error(`Form field "${id}" not found in form "${definition.id}".`);
    return field;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      subscribers.add(listener);
      return () => {
        subscribers.delete(listener);
      };
    },
    setValue(fieldId, value) {
      const field = requireField(fieldId);
      markChangedByPerson(fieldId);
      if (!field.repeatingGroup) {
        change([fieldKey(fieldId)], (draft) => {
          putValue(draft, fieldId, value, { changedByUser: true, pending: false });
        });
        return;
      }
      // Rows set whole are the person's answers, field by field (their row defaults stop
      // following), and no longer the record's saved rows.
      savedRows.delete(fieldId);
      const rows = Array.isArray(value) ? value : [];
      change([fieldKey(fieldId), rowsKey(fieldId)], (draft) => {
        putValue(draft, fieldId, value, {
          changedByUser: true,
          pending: false,
          rows: rows.map((row) => rowStatesSetBy(field, row)),
        });
      });
    },
    setRowValue(groupId, rowIndex, fieldId, value) {
      const field = requireField(groupId);
      const rows = (live.values[groupId] as Record<string, unknown>[] | undefined) ?? [];
      const template = field.repeatingGroup?.template ?? [];
      if (!template.some((rowField) => rowField.definition.id === fieldId)) {
        throw new Error(`Field "${fieldId}" is not a field of the rows of "${groupId}".`);
      }
      if (rowIndex < 0 || rowIndex >= rows.length) {
        throw new RangeError(
          `Row ${rowIndex} does not exist in "${groupId}" (${rows.length} rows).`,
        );
      }
      markChangedByPerson(groupId);
      change([fieldKey(groupId), rowsKey(groupId)], (draft) => {
        const next = rows.map((row, index) =>
          index === rowIndex ? { ...row, [fieldId]: value } : row,
        );
        const states = [...(draft.fields[groupId]?.rows ?? [])];
        const rowState = states[rowIndex] ?? {};
        states[rowIndex] = {
          ...rowState,
          [fieldId]: { ...(rowState[fieldId] ?? defaultRowFieldState), changedByUser: true },
        };
        putValue(draft, groupId, next, { rows: states, changedByUser: true });
      });
    },
    addRow(groupId, position) {
      const field = requireField(groupId);
      const rows = (live.values[groupId] as unknown[] | undefined) ?? [];
      if (!field.repeatingGroup || rows.length >= rowLimitsOf(groupId, live).max) return false;
      const at = Math.min(Math.max(0, position ?? rows.length), rows.length);
      markChangedByPerson(groupId);
      // An added row has no saved values: its defaults apply and follow.
      savedRows.get(groupId)?.splice(at, 0, undefined);
      change([fieldKey(groupId), rowsKey(groupId)], (draft) => {
        const next = [...rows];
        next.splice(at, 0, newRow(field, draft, at));
        const states = [...(draft.fields[groupId]?.rows ?? [])];
        states.splice(at, 0, {});
        putValue(draft, groupId, next, { rows: states, changedByUser: true });
      });
      return true;
    },
    removeRow(groupId, index) {
      const field = requireField(groupId);
      const rows = (live.values[groupId] as unknown[] | undefined) ?? [];
      if (!field.repeatingGroup || index < 0 || index >= rows.length) return false;
      if (rows.length <= rowLimitsOf(groupId, live).min) return false;
      markChangedByPerson(groupId);
      savedRows.get(groupId)?.splice(index, 1);
      change([fieldKey(groupId), rowsKey(groupId)], (draft) => {
        const next = rows.filter((_, rowIndex) => rowIndex !== index);
        const states = (draft.fields[groupId]?.rows ?? []).filter(
          (_, rowIndex) => rowIndex !== index,
        );
        putValue(draft, groupId, next, { rows: states, changedByUser: true });
      });
      return true;
    },
    setDevice(next) {
      device = next;
      change([contextKey('device')], () => {});
    },
    validate() {
      const draft = draftOfState();
      const problems = validateFormState(form.fields, draft.fields, {
        contextFor: (rowIndexes) => contextOf(draft, rowIndexes),
        rowLimitsOf: (field) => rowLimitsOf(field.definition.id, draft),
      });
      const byField = groupProblemsByField(problems, positionOf);
      externalProblems = NO_PROBLEMS;
      for (const id of fieldIds) {
        const own = byField.get(id);
        // A field without problems before or now keeps its state object: its view stays put.
        if (own || draft.fields[id]?.problems.length) {
          setField(draft, id, { problems: own ?? NO_PROBLEMS });
        }
      }
      publish(draft);
      return problems;
    },
    setExternalProblems(problems) {
      const draft = draftOfState();
      const previous = new Set(externalProblems);
      const byField = groupProblemsByField(problems, positionOf);
      for (const id of fieldIds) {
        const current = draft.fields[id]?.problems ?? NO_PROBLEMS;
        const added = byField.get(id);
        const hadExternal = current.some((problem) => previous.has(problem));
        if (!added && !hadExternal) continue;
        const own = hadExternal ? current.filter((problem) => !previous.has(problem)) : current;
        setField(draft, id, { problems: added ? [...own, ...added] : own });
      }
      externalProblems = problems.filter((problem) => fieldOfProblem(problem, positionOf));
      publish(draft);
      return problems.filter((problem) => !fieldOfProblem(problem, positionOf));
    },
    lastChain: () => {
      chain ??= {
        evaluated: chainNodes?.evaluated.map((node) => node.id) ?? [],
        skipped: chainNodes?.skipped.map((node) => node.id) ?? [],
      };
      return chain;
    },
    getSubmitValues() {
      const values: Record<string, unknown> = {};
      for (const field of form.fields) {
        const id = field.definition.id;
        if (live.fields[id]?.visible) values[id] = live.values[id];
      }
      return values;
    },
  };
}

/** Row limits from the limit methods' values: whole numbers up to the cap; max never below min. */
function rowLimitsFrom(minValue: unknown, maxValue: unknown): RowLimits {
  const bound = (value: unknown, fallback: number) => {
    const raw = Number(value ?? Number.NaN);
    return Number.isFinite(raw)
      ? Math.min(MAX_REPEATING_GROUP_ROWS, Math.max(0, Math.floor(raw)))
      : fallback;
  };
  const min = bound(minValue, 0);
  return { min, max: Math.max(min, bound(maxValue, MAX_REPEATING_GROUP_ROWS)) };
}

/** Stands in for a field's state until the form has opened it. */
const blankFieldState: FieldState = Object.freeze({
  value: null,
  visible: true,
  required: false,
  disabled: false,
  changedByUser: false,
  pending: false,
  problems: [],
  typeProblem: null,
});

/** A repeating group's state carries `rows` and `rowLimits`: it is copied whole, by spread. */
const isGroupState = (state: FieldState) =>
  state.rowLimits !== undefined || state.rows !== undefined;

/**
 * A field state with a new value: the same properties as `{ ...current, value }` (`rows` and
 * `rowLimits` only for a group), written out so that no generic object copy runs per write.
 */
function withValue(current: FieldState, value: unknown): FieldState {
  if (isGroupState(current)) return { ...current, value };
  return {
    value,
    visible: current.visible,
    required: current.required,
    disabled: current.disabled,
    changedByUser: current.changedByUser,
    pending: current.pending,
    problems: current.problems,
    typeProblem: current.typeProblem,
  };
}

/**
 * `{ ...current, ...patch, value }` (same properties, same order), written out for the states
 * without rows: the person's change writes one such state per `setValue`.
 */
function withPatch(current: FieldState, patch: Partial<FieldState>, value: unknown): FieldState {
  if (isGroupState(current) || 'rows' in patch || 'rowLimits' in patch) {
    return { ...current, ...patch, value };
  }
  return {
    value,
    visible: 'visible' in patch ? patch.visible! : current.visible,
    required: 'required' in patch ? patch.required! : current.required,
    disabled: 'disabled' in patch ? patch.disabled! : current.disabled,
    changedByUser: 'changedByUser' in patch ? patch.changedByUser! : current.changedByUser,
    pending: 'pending' in patch ? patch.pending! : current.pending,
    problems: 'problems' in patch ? patch.problems! : current.problems,
    typeProblem: 'typeProblem' in patch ? patch.typeProblem! : current.typeProblem,
  };
}

const NO_LISTENERS: readonly FormEventListener[] = Object.freeze([]);

const NO_PROBLEMS: readonly Problem[] = Object.freeze([]);

/** A group's limits while none are computed: no minimum, the cap of 100 rows. */
const NO_ROW_LIMITS: RowLimits = Object.freeze({ min: 0, max: MAX_REPEATING_GROUP_ROWS });

/**
 * The form field a problem belongs to: its path is the field's id (`power`), or starts with a
 * repeating group's id and a row (`products[0].name`, shown with the group's rows).
 */
function fieldOfProblem(problem: Problem, fields: ReadonlyMap<string, number>): string | null {
  const { path } = problem;
  if (fields.has(path)) return path;
  const bracket = path.indexOf('[');
  return bracket > 0 && fields.has(path.slice(0, bracket)) ? path.slice(0, bracket) : null;
}

function groupProblemsByField(
  problems: readonly Problem[],
  fields: ReadonlyMap<string, number>,
): Map<string, Problem[]> {
  const byField = new Map<string, Problem[]>();
  for (const problem of problems) {
    const id = fieldOfProblem(problem, fields);
    if (id === null) continue;
    const list = byField.get(id);
    if (list) list.push(problem);
    else byField.set(id, [problem]);
  }
  return byField;
}

/** A computation that changed nothing. */
const NO_CHANGES: readonly string[] = Object.freeze([]);

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}
