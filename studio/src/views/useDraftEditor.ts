import { type ApiError, isApiError } from '@tessera/client';
import { useUnsavedChanges } from '@tessera/ui';
import { useMemo, useState } from 'react';
import type { ProblemMap, ProblemText } from '../dataProviders/problemText';
import { notifications, reportApiError } from '../services';

/** Why the last save did not go through, when the editor must say more than the fields do. */
export type SaveBlock = 'conflict' | 'versionLocked' | null;

/** What a stored item is known by between saves: its id and the revision last read. */
export interface SavedRef {
  readonly id: string;
  readonly revision: number;
}

/** How one kind of definition is edited: its draft, checks, save and load. */
export interface DraftEditorSpec<Draft, Item> {
  /** The unsaved-changes registry's name for this editor. */
  readonly formId: string;
  readonly initialDraft: Draft;
  /** The stored item being edited; null for a new one. */
  readonly initialSaved: SavedRef | null;
  readonly draftOf: (item: Item) => Draft;
  readonly refOf: (item: Item) => SavedRef;
  readonly same: (a: Draft, b: Draft) => boolean;
  /** The editor's own problems, shown once a save was tried. */
  readonly validate: (draft: Draft) => ProblemMap;
  readonly save: (draft: Draft, saved: SavedRef | null) => Promise<Item>;
  readonly load: (saved: SavedRef) => Promise<Item>;
  /** A 422 answer's problems by location, for the draft that was sent. */
  readonly readProblems: (error: ApiError, draft: Draft) => ProblemMap | null;
  /** Whether a problem found in `snapshot` still describes `draft`. */
  readonly problemApplies: (location: string, draft: Draft, snapshot: Draft) => boolean;
}

export interface DraftEditor<Draft, Item> {
  readonly draft: Draft;
  /** The draft as last loaded or saved. */
  readonly baseline: Draft;
  readonly change: (update: (draft: Draft) => Draft) => void;
  /** The stored item's id and revision; null until a new one is saved. */
  readonly saved: SavedRef | null;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly block: SaveBlock;
  /** The problems to show: the editor's own once a save was tried, and the server's. */
  readonly problems: ProblemMap;
  /** Saves; answers the saved item, or null when it did not save (problems shown). */
  readonly save: () => Promise<Item | null>;
  /** After a conflict: loads the item as stored now, dropping the changes made here. */
  readonly reload: () => Promise<void>;
}

/**
 * The state of a definition editor: the draft against what was last loaded or saved (the
 * unsaved-changes check, spec 000 §4), the save with its revision, and what the save answered —
 * 422 problems on their inputs, 409 `staleRevision` as a conflict to reload, 409
 * `versionNotEditable` when the version worked in cannot be edited.
 */
export function useDraftEditor<Draft, Item>(
  spec: DraftEditorSpec<Draft, Item>,
): DraftEditor<Draft, Item> {
  const [baseline, setBaseline] = useState<Draft>(spec.initialDraft);
  const [draft, setDraft] = useState<Draft>(baseline);
  const [saved, setSaved] = useState<SavedRef | null>(spec.initialSaved);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ problems: ProblemMap; snapshot: Draft } | null>(null);
  const [saving, setSaving] = useState(false);
  const [block, setBlock] = useState<SaveBlock>(null);
  const dirty = !spec.same(draft, baseline);
  useUnsavedChanges({ formId: spec.formId, dirty });

  const { validate, problemApplies } = spec;
  const problems = useMemo(() => {
    const shown = new Map<string, ProblemText>(attempted ? validate(draft) : new Map());
    for (const [location, text] of server?.problems ?? []) {
      if (!shown.has(location) && problemApplies(location, draft, server!.snapshot)) {
        shown.set(location, text);
      }
    }
    return shown;
  }, [attempted, draft, server, validate, problemApplies]);

  const adopt = (item: Item) => {
    const next = spec.draftOf(item);
    setBaseline(next);
    setDraft(next);
    setSaved(spec.refOf(item));
    setServer(null);
    setAttempted(false);
    setBlock(null);
  };

  const save = async (): Promise<Item | null> => {
    setAttempted(true);
    if (spec.validate(draft).size > 0) {
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
    if (saved === null) return;
    adopt(await spec.load(saved));
  };

  return {
    draft,
    baseline,
    change: (update) => setDraft((current) => update(current)),
    saved,
    dirty,
    saving,
    block,
    problems,
    save,
    reload,
  };
}
