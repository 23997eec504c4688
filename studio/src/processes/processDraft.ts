import type { ProcessSettingsDraft, ProcessSettingsItem } from '@tessera/client';
import type { ProcessDefinition } from '@tessera/engine';
import { canonicalJson } from '../common/canonicalJson';

/** A process as the editor holds it: the definition without its id (the saved one's). */
export type ProcessDraft = ProcessSettingsDraft;

/** An options-type process draft. */
export type OptionsDraft = Extract<ProcessDraft, { type: 'options' }>;

/** A diagram-type process draft. */
export type DiagramDraft = Extract<ProcessDraft, { type: 'diagram' }>;

/** The process types (spec 001 §2: "process settings types are options and diagram"). */
export const processTypes = [
  'options',
  'diagram',
] as const satisfies readonly ProcessDraft['type'][];

/** A process type. */
export type ProcessType = (typeof processTypes)[number];

/** A new process of a type: no name, no provider, no steps yet, active. */
export function emptyProcessDraft(type: ProcessType): ProcessDraft {
  const base = { name: '', status: 'active' as const, defaultStartingStepId: null, formInputs: [] };
  return type === 'options'
    ? { ...base, type, steps: [] }
    : { ...base, type, steps: [], routes: [] };
}

/** The draft of a stored process: what a save sends back, id and revision aside. */
export function processDraftOf(item: ProcessSettingsItem): ProcessDraft {
  const { id: _id, revision: _revision, status, ...rest } = item;
  return { ...rest, status: status === 'inactive' ? 'inactive' : 'active' } as ProcessDraft;
}

/** The draft as an engine definition, for the engine's own rules (`validateDiagram`). */
export function asDefinition(draft: ProcessDraft, id = 'draft'): ProcessDefinition {
  return { ...draft, id, status: draft.status ?? 'active' } as ProcessDefinition;
}

/** Whether two drafts save the same definition (the unsaved-changes check). */
export function sameProcessDraft(a: ProcessDraft, b: ProcessDraft): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** A new id not among `taken`: short, readable in stored JSON (`step-3f9a1c`). */
export function newId(prefix: string, taken: readonly string[]): string {
  for (;;) {
    const id = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.includes(id)) return id;
  }
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The list with the item at `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, at) => (at === index ? item : current));
}

/** The list without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}
