import {
  type CompiledMethod,
  compileMethod,
  createEvaluationContext,
  createStaticHost,
  type FormState,
  MAX_REPEATING_GROUP_ROWS,
  type RepeatingGroupOptions,
} from '@tessera/engine';
import type { RowLimits } from './rowControls';

// Never consulted: only limits that read nothing but fields and variables are computed here.
const noHost = createStaticHost();

/**
 * The row limits of a repeating group, computed from the form state for the add and remove
 * buttons (spec 002 §4). The form store keeps its own limits private — `addRow` and `removeRow`
 * refuse past them, which stays the rule — so this reads the same methods the same way: a
 * number, floored, between 0 and 100, the maximum never below the minimum. A limit that reads
 * the record, the url, the device, the user, the clock or the server is not known here: it
 * counts as no limit (0 and 100) and the store's refusal decides.
 * @internal
 */
export function compileRowLimits(options: RepeatingGroupOptions): (state: FormState) => RowLimits {
  const min = compileLimit(options.minRowsCount);
  const max = compileLimit(options.maxRowsCount);
  return (state) => {
    const lower = bound(min, state, 0);
    return { min: lower, max: Math.max(lower, bound(max, state, MAX_REPEATING_GROUP_ROWS)) };
  };
}

function compileLimit(method: RepeatingGroupOptions['minRowsCount']): CompiledMethod | null {
  if (method === undefined) return null;
  const compiled = compileMethod(method);
  return compiled.dependencies.context.length === 0 && !compiled.isAsync ? compiled : null;
}

function bound(method: CompiledMethod | null, state: FormState, fallback: number): number {
  if (!method) return fallback;
  const values: Record<string, unknown> = {};
  for (const id of method.dependencies.fields) values[id] = state.value(id);
  const raw = Number(
    method(createEvaluationContext({ host: noHost, values, variables: state.variables })),
  );
  return Number.isFinite(raw)
    ? Math.min(MAX_REPEATING_GROUP_ROWS, Math.max(0, Math.floor(raw)))
    : fallback;
}
