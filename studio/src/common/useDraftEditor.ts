import { type ApiError, isApiError } from '@tessera/client';
import { useUnsavedChanges } from '@tessera/ui';
import type { Draft as ImmerDraft } from 'immer';
import { useMemo, useState } from 'react';
import { notifications, reportApiError } from '../services';
import {
  applyEdit,
  createHistory,
  type DraftHistory,
  recordStep,
  redo,
  undo,
} from './draftHistory';
import type { ProblemMap, ProblemText } from './problemText';
import { type Uniqueness, useUniquenessCheck } from './useUniquenessCheck';

/** Why the last save did not go through, when the editor must say more than its inputs do. */
export type SaveBlock = 'conflict' | 'versionLocked' | null;

/**
 * The value that must be unique (a name, an e-mail; spec 001 §5.4), checked while typing: a
 * taken value shows its problem at once and blocks the save.
 */
export interface UniqueValueSpec<Draft, Item> {
  /** Where the taken value's problem shows. */
  readonly location: string;
  readonly valueOf: (draft: Draft) => string;
  /** Whether another item has it; `saved` is the item being edited, which does not clash. */
  readonly exists: (value: string, signal: AbortSignal, saved: Item | null) => Promise<boolean>;
  /** When the value need not be unique (an inactive role's name). */
  readonly skip?: (draft: Draft) => boolean;
  /** The taken value's problem; the common "already used" message by default. */
  readonly taken?: (value: string) => ProblemText;
}

/** How one kind of item (a definition, a user, a role) is edited: its draft, checks, save, load. */
export interface DraftEditorSpec<Draft, Item> {
  /** The unsaved-changes registry's name for this editor (spec 000 §4: tracked per form). */
  readonly formId: string;
  /** The stored item being edited; null for a new one. */
  readonly initial: Item | null;
  /** A new item's first draft (empty, or a copy); read once, when `initial` is null. */
  readonly newDraft: () => Draft;
  readonly draftOf: (item: Item) => Draft;
  readonly same: (a: Draft, b: Draft) => boolean;
  /** The editor's own rules (`saved`: null for an item not stored yet); shown once a save was tried. */
  readonly validate: (draft: Draft, saved: Item | null) => ProblemMap;
  readonly unique?: UniqueValueSpec<Draft, Item>;
  /** Sends the draft: a create when `saved` is null, else an update with its revision. */
  readonly save: (draft: Draft, saved: Item | null) => Promise<Item>;
  /** Reads the item as stored now (after a conflict); without it there is nothing to reload. */
  readonly load?: (saved: Item) => Promise<Item>;
  /** A refused save's problems by location, for the draft that was sent. */
  readonly readProblems: (error: ApiError, draft: Draft) => ProblemMap | null;
  /** Whether a problem found in `snapshot` still describes `draft`. */
  readonly problemApplies: (location: string, draft: Draft, snapshot: Draft) => boolean;
}

export interface DraftEditor<Draft, Item> {
  readonly draft: Draft;
  /** The draft as last loaded or saved. */
  readonly baseline: Draft;
  /** Changes the draft as one undo step. */
  readonly change: (update: (draft: Draft) => Draft) => void;
  /**
   * Changes the draft by an immer recipe as one undo step; edits with the same `key` in a row
   * (typing into one input) make one step together.
   */
  readonly edit: (recipe: (draft: ImmerDraft<Draft>) => void, key?: string) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The stored item as last loaded or saved; null until a new one is saved. */
  readonly saved: Item | null;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly block: SaveBlock;
  /** What the uniqueness check knows about the draft's unique value (`idle` without one). */
  readonly uniqueness: Uniqueness;
  /** The problems to show: a taken unique value at once, the editor's own once a save was tried, and the server's. */
  readonly problems: ProblemMap;
  /** Saves; answers the saved item, or null when it did not save (problems shown). */
  readonly save: () => Promise<Item | null>;
  /** After a conflict: loads the item as stored now, dropping the changes made here. */
  readonly reload: () => Promise<void>;
  /** Takes an item stored by another action (a status change) as the new starting point. */
  readonly adopt: (item: Item) => void;
}

const noUnique = () => Promise.resolve(false);

/**
 * The state of an item's editor: the draft with its undo history against what was last loaded or
 * saved (the unsaved-changes check, spec 000 §4), the unique value's check while typing, the save
 * with its revision, and what the save answered — problems on their inputs until that input
 * changes, 409 `staleRevision` as a conflict to reload, 409 `versionNotEditable` when the version
 * worked in cannot be edited.
 */
export function useDraftEditor<Draft, Item>(
  spec: DraftEditorSpec<Draft, Item>,
): DraftEditor<Draft, Item> {
  const [baseline, setBaseline] = useState<Draft>(() =>
    spec.initial === null ? spec.newDraft() : spec.draftOf(spec.initial),
  );
  const [history, setHistory] = useState<DraftHistory<Draft>>(() => createHistory(baseline));
  const [saved, setSaved] = useState<Item | null>(spec.initial);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ problems: ProblemMap; snapshot: Draft } | null>(null);
  const [saving, setSaving] = useState(false);
  const [block, setBlock] = useState<SaveBlock>(null);
  const draft = history.present;
  const dirty = !spec.same(draft, baseline);
  useUnsavedChanges({ formId: spec.formId, dirty });

  const { unique } = spec;
  const uniqueValue = unique ? unique.valueOf(draft).trim() : '';
  const uniqueness = useUniquenessCheck(
    uniqueValue,
    unique ? (value, signal) => unique.exists(value, signal, saved) : noUnique,
    { skip: unique === undefined || (unique.skip?.(draft) ?? false) },
  );

  const { validate, problemApplies } = spec;
  const problems = useMemo(() => {
    const shown = new Map<string, ProblemText>(attempted ? validate(draft, saved) : []);
    if (unique && uniqueness === 'taken' && !shown.has(unique.location)) {
      shown.set(
        unique.location,
        unique.taken?.(uniqueValue) ?? {
          common: 'validations.unique',
          params: { fieldValue: uniqueValue },
        },
      );
    }
    for (const [location, text] of server?.problems ?? []) {
      if (!shown.has(location) && problemApplies(location, draft, server!.snapshot)) {
        shown.set(location, text);
      }
    }
    return shown;
  }, [attempted, draft, saved, server, validate, problemApplies, unique, uniqueness, uniqueValue]);

  const adopt = (item: Item) => {
    const next = spec.draftOf(item);
    setBaseline(next);
    setHistory(createHistory(next));
    setSaved(item);
    setServer(null);
    setAttempted(false);
    setBlock(null);
  };

  const save = async (): Promise<Item | null> => {
    setAttempted(true);
    if (spec.validate(draft, saved).size > 0 || uniqueness === 'taken') {
      notifications.notify({ intent: 'error', title: 'notifications.api_errors.invalidForm' });
      return null;
    }
    setSaving(true);
    try {
      const item = await spec.save(draft, saved);
      adopt(item);
      notifications.notify({ intent: 'success', title: 'notifications.success' });
      return item;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) {
        setBlock(error.errorType === 'versionNotEditable' ? 'versionLocked' : 'conflict');
        return null;
      }
      const found = spec.readProblems(error, draft);
      if (found) setServer({ problems: found, snapshot: draft });
      reportApiError(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (saved === null || spec.load === undefined) return;
    adopt(await spec.load(saved));
  };

  return {
    draft,
    baseline,
    change: (update) => setHistory((current) => recordStep(current, update(current.present))),
    edit: (recipe, key) => setHistory((current) => applyEdit(current, recipe, key ?? null)),
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    saved,
    dirty,
    saving,
    block,
    uniqueness,
    problems,
    save,
    reload,
    adopt,
  };
}
