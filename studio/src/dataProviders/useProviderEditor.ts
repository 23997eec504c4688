import {
  type DataProviderItem,
  fetchDataProvider,
  isApiError,
  saveDataProvider,
} from '@tessera/client';
import { useUnsavedChanges } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { adapter, notifications, reportApiError } from '../services';
import type { ProblemMap, ProblemText } from './problemText';
import {
  emptyProviderDraft,
  type ProviderDraft,
  providerDraftOf,
  sameDraft,
} from './providerDraft';
import { readServerProblems } from './readServerProblems';
import { serverProblemApplies } from './serverProblemsApply';
import { validateProviderDraft } from './validateProviderDraft';

/** Why the last save did not go through, when the editor must say more than the fields do. */
export type SaveBlock = 'conflict' | 'versionLocked' | null;

export interface ProviderEditor {
  readonly draft: ProviderDraft;
  readonly change: (update: (draft: ProviderDraft) => ProviderDraft) => void;
  /** The saved provider's id; null until a new one is saved. */
  readonly savedId: string | null;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly block: SaveBlock;
  /** The problems to show: the editor's own once a save was tried, and the server's. */
  readonly problems: ProblemMap;
  /** Saves; answers the saved provider, or null when it did not save (problems shown). */
  readonly save: () => Promise<DataProviderItem | null>;
  /** After a conflict: loads the provider as stored now, dropping the changes made here. */
  readonly reload: () => Promise<void>;
}

const unsavedFormId = 'settings.dataProviders.editor';

/**
 * The state of the provider editor: the draft against what was last loaded or saved (the
 * unsaved-changes check, spec 000 §4), the save with its revision, and what the save answered —
 * 422 problems on their inputs, 409 `staleRevision` as a conflict to reload, 409
 * `versionNotEditable` when the version worked in cannot be edited.
 */
export function useProviderEditor(initial: DataProviderItem | null): ProviderEditor {
  const [baseline, setBaseline] = useState<ProviderDraft>(() =>
    initial ? providerDraftOf(initial) : emptyProviderDraft(),
  );
  const [draft, setDraft] = useState<ProviderDraft>(baseline);
  const [saved, setSaved] = useState(
    initial ? { id: initial.id, revision: initial.revision } : null,
  );
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ problems: ProblemMap; snapshot: ProviderDraft } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [block, setBlock] = useState<SaveBlock>(null);
  const dirty = !sameDraft(draft, baseline);
  useUnsavedChanges({ formId: unsavedFormId, dirty });

  const problems = useMemo(() => {
    const shown = new Map<string, ProblemText>(
      attempted ? validateProviderDraft(draft) : new Map(),
    );
    for (const [location, text] of server?.problems ?? []) {
      if (!shown.has(location) && serverProblemApplies(location, draft, server!.snapshot)) {
        shown.set(location, text);
      }
    }
    return shown;
  }, [attempted, draft, server]);

  const adopt = (item: DataProviderItem) => {
    const next = providerDraftOf(item);
    setBaseline(next);
    setDraft(next);
    setSaved({ id: item.id, revision: item.revision });
    setServer(null);
    setAttempted(false);
    setBlock(null);
  };

  const save = async (): Promise<DataProviderItem | null> => {
    setAttempted(true);
    if (validateProviderDraft(draft).size > 0) {
      notifications.notify({ intent: 'error', title: 'notifications.api_errors.invalidForm' });
      return null;
    }
    setSaving(true);
    try {
      const item = await saveDataProvider(
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
      const found = readServerProblems(error, draft.config.fields);
      if (found) setServer({ problems: found, snapshot: draft });
      reportApiError(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (saved === null) return;
    adopt(await fetchDataProvider(adapter, saved.id));
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
