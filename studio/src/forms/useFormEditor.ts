import {
  type FormDefinitionItem,
  fetchFormDefinition,
  isApiError,
  saveFormDefinition,
} from '@tessera/client';
import { useUnsavedChanges } from '@tessera/ui';
import type { Draft } from 'immer';
import { useMemo, useState } from 'react';
import type { ProblemMap, ProblemText } from '../dataProviders/problemText';
import { adapter, notifications, reportApiError } from '../services';
import { applyEdit, createHistory, type DraftHistory, redo, undo } from './draftHistory';
import { type FormDraft, formDraftOf, sameDraft } from './formDraft';
import { formProblemApplies } from './formProblemApplies';
import { readFormProblems } from './readFormProblems';
import { validateFormDraft } from './validateFormDraft';

/** Why the last save did not go through, when the editor must say more than the fields do. */
export type SaveBlock = 'conflict' | 'versionLocked' | null;

export interface FormEditorState {
  readonly draft: FormDraft;
  /**
   * Changes the draft as one undo step; edits with the same `key` in a row (typing into one
   * input) make one step together.
   */
  readonly edit: (recipe: (draft: Draft<FormDraft>) => void, key?: string) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The fields selected on the grid, by id, in the order they were selected. */
  readonly selection: readonly string[];
  readonly select: (ids: readonly string[]) => void;
  /** The saved form's id; null until a new one is saved. */
  readonly savedId: string | null;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly block: SaveBlock;
  /** The problems to show: the editor's own once a save was tried, and the server's. */
  readonly problems: ProblemMap;
  /** Saves; answers the saved form, or null when it did not save (problems shown). */
  readonly save: () => Promise<FormDefinitionItem | null>;
  /** After a conflict: loads the form as stored now, dropping the changes made here. */
  readonly reload: () => Promise<void>;
}

const unsavedFormId = 'settings.forms.editor';

/**
 * The state of the form editor: the draft and its undo history against what was last loaded or
 * saved (the unsaved-changes check, spec 000 §4), the grid selection, and the save with its
 * revision — 422 problems on the field and property they name, 409 `staleRevision` as a conflict
 * to reload, 409 `versionNotEditable` when the version worked in cannot be edited.
 */
export function useFormEditor(
  initial: FormDraft,
  stored: Pick<FormDefinitionItem, 'id' | 'revision'> | null,
): FormEditorState {
  const [baseline, setBaseline] = useState(initial);
  const [history, setHistory] = useState<DraftHistory<FormDraft>>(() => createHistory(initial));
  const [selection, setSelection] = useState<readonly string[]>([]);
  const [saved, setSaved] = useState(stored);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ problems: ProblemMap; snapshot: FormDraft } | null>(null);
  const [saving, setSaving] = useState(false);
  const [block, setBlock] = useState<SaveBlock>(null);
  const draft = history.present;
  const dirty = !sameDraft(draft, baseline);
  useUnsavedChanges({ formId: unsavedFormId, dirty });

  const problems = useMemo(() => {
    const shown = new Map<string, ProblemText>(attempted ? validateFormDraft(draft) : new Map());
    for (const [location, text] of server?.problems ?? []) {
      if (!shown.has(location) && formProblemApplies(location, draft, server!.snapshot)) {
        shown.set(location, text);
      }
    }
    return shown;
  }, [attempted, draft, server]);

  // Undo and redo may take away selected fields: the selection keeps only those still there.
  const travel = (step: typeof undo) => {
    const next = step(history);
    if (next === history) return;
    setHistory(next);
    const ids = new Set(next.present.fields.map((field) => field.id));
    setSelection((current) => current.filter((id) => ids.has(id)));
  };

  const adopt = (item: FormDefinitionItem) => {
    const next = formDraftOf(item);
    setBaseline(next);
    setHistory(createHistory(next));
    setSaved({ id: item.id, revision: item.revision });
    setServer(null);
    setAttempted(false);
    setBlock(null);
    const ids = new Set(next.fields.map((field) => field.id));
    setSelection((current) => current.filter((id) => ids.has(id)));
  };

  const save = async (): Promise<FormDefinitionItem | null> => {
    setAttempted(true);
    if (validateFormDraft(draft).size > 0) {
      notifications.notify({ intent: 'error', title: 'notifications.api_errors.invalidForm' });
      return null;
    }
    setSaving(true);
    try {
      const item = await saveFormDefinition(
        adapter,
        saved ? { ...draft, id: saved.id, revision: saved.revision } : draft,
        { skipErrorNotification: true },
      );
      adopt(item);
      notifications.notify({ intent: 'success', title: 'notifications.success' });
      return item;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) {
        setBlock(error.errorType === 'versionNotEditable' ? 'versionLocked' : 'conflict');
        return null;
      }
      const found = readFormProblems(error, draft.fields);
      if (found) setServer({ problems: found, snapshot: draft });
      reportApiError(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (saved === null) return;
    adopt(await fetchFormDefinition(adapter, saved.id));
  };

  return {
    draft,
    edit: (recipe, key) => setHistory((current) => applyEdit(current, recipe, key ?? null)),
    undo: () => travel(undo),
    redo: () => travel(redo),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    selection,
    select: setSelection,
    savedId: saved?.id ?? null,
    dirty,
    saving,
    block,
    problems,
    save,
    reload,
  };
}
