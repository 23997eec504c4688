import {
  fetchProcessSettings,
  isApiError,
  type ProcessSettingsItem,
  saveProcessSettings,
} from '@tessera/client';
import { useUnsavedChanges } from '@tessera/ui';
import { useMemo, useState } from 'react';
import type { ConditionField } from '../conditions/conditionDraft';
import type { ProblemMap, ProblemText } from '../dataProviders/problemText';
import { adapter, notifications, reportApiError } from '../services';
import {
  emptyProcessDraft,
  type ProcessDraft,
  type ProcessType,
  processDraftOf,
  sameProcessDraft,
} from './processDraft';
import { processProblemApplies } from './processProblemApplies';
import { readProcessProblems } from './readProcessProblems';
import { validateProcessDraft } from './validateProcessDraft';

/** Why the last save did not go through, when the editor must say more than its inputs do. */
export type SaveBlock = 'conflict' | 'versionLocked' | null;

export interface ProcessEditorState {
  readonly draft: ProcessDraft;
  readonly change: (update: (draft: ProcessDraft) => ProcessDraft) => void;
  /** The saved process's id; null until a new one is saved. */
  readonly savedId: string | null;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly block: SaveBlock;
  /** The problems to show: the editor's own once a save was tried, and the server's. */
  readonly problems: ProblemMap;
  /** Saves; answers the saved process, or null when it did not save (problems shown). */
  readonly save: () => Promise<ProcessSettingsItem | null>;
  /** After a conflict: loads the process as stored now, dropping the changes made here. */
  readonly reload: () => Promise<void>;
}

const unsavedFormId = 'settings.processes.editor';

/**
 * The state of the process editor: the draft against what was last loaded or saved (the
 * unsaved-changes check, spec 000 §4), the save with its revision, and what the save answered —
 * 422 problems at their step, route or condition, 409 `staleRevision` as a conflict to reload,
 * 409 `versionNotEditable` when the version worked in cannot be edited. `fieldsOf` answers the
 * fields of a draft's process provider (conditions are checked against them), `null` while they
 * load.
 */
export function useProcessEditor(
  initial: ProcessSettingsItem | { readonly type: ProcessType },
  fieldsOf: (draft: ProcessDraft) => readonly ConditionField[] | null,
): ProcessEditorState {
  const stored = 'id' in initial ? initial : null;
  const [baseline, setBaseline] = useState<ProcessDraft>(() =>
    stored ? processDraftOf(stored) : emptyProcessDraft(initial.type),
  );
  const [draft, setDraft] = useState<ProcessDraft>(baseline);
  const [saved, setSaved] = useState(stored ? { id: stored.id, revision: stored.revision } : null);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ problems: ProblemMap; snapshot: ProcessDraft } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [block, setBlock] = useState<SaveBlock>(null);
  const dirty = !sameProcessDraft(draft, baseline);
  useUnsavedChanges({ formId: unsavedFormId, dirty });

  const problems = useMemo(() => {
    const shown = new Map<string, ProblemText>(
      attempted ? validateProcessDraft(draft, fieldsOf(draft)) : new Map(),
    );
    for (const [location, text] of server?.problems ?? []) {
      if (!shown.has(location) && processProblemApplies(location, draft, server!.snapshot)) {
        shown.set(location, text);
      }
    }
    return shown;
  }, [attempted, draft, server, fieldsOf]);

  const adopt = (item: ProcessSettingsItem) => {
    const next = processDraftOf(item);
    setBaseline(next);
    setDraft(next);
    setSaved({ id: item.id, revision: item.revision });
    setServer(null);
    setAttempted(false);
    setBlock(null);
  };

  const save = async (): Promise<ProcessSettingsItem | null> => {
    setAttempted(true);
    if (validateProcessDraft(draft, fieldsOf(draft)).size > 0) {
      notifications.notify({ intent: 'error', title: 'notifications.api_errors.invalidForm' });
      return null;
    }
    setSaving(true);
    try {
      const item = await saveProcessSettings(
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
      const found = readProcessProblems(error, draft);
      if (found) setServer({ problems: found, snapshot: draft });
      reportApiError(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (saved === null) return;
    adopt(await fetchProcessSettings(adapter, saved.id));
  };

  return {
    draft,
    change: (update) => setDraft((current) => update(current)),
    savedId: saved?.id ?? null,
    dirty,
    saving,
    block,
    problems,
    save,
    reload,
  };
}
