import { type ApiError, isApiError } from '@tessera/client';
import { useUnsavedChanges } from '@tessera/ui';
import { useState } from 'react';
import type { ProblemMap, ProblemText } from '../dataProviders/problemText';
import { notifications, reportApiError } from '../services';
import { type Uniqueness, useUniquenessCheck } from './useUniquenessCheck';

/** Why the last save did not go through, when the editor must say more than its fields do. */
export type RecordSaveBlock = 'conflict' | 'versionLocked' | null;

/** How one settings form edits its record. */
export interface RecordEditorOptions<Draft, Item> {
  /** The form's id in the unsaved-changes registry (spec 000 §4: tracked per form). */
  readonly formId: string;
  /** The stored record, or `null` for a new one. */
  readonly initial: Item | null;
  readonly empty: () => Draft;
  readonly draftOf: (item: Item) => Draft;
  readonly same: (a: Draft, b: Draft) => boolean;
  /** The form's own rules (`saved`: `null` for a record not stored yet); shown once a save was tried. */
  readonly validate: (draft: Draft, saved: Item | null) => ProblemMap;
  /**
   * The value that must be unique (a name, an e-mail; spec 001 §5.4), checked while typing: a
   * taken value shows its problem at once and blocks the save.
   */
  readonly unique: {
    readonly location: string;
    readonly valueOf: (draft: Draft) => string;
    /** Whether another record has it; `saved` is the record being edited, which does not clash. */
    readonly exists: (value: string, signal: AbortSignal, saved: Item | null) => Promise<boolean>;
    /** When the value need not be unique (an inactive role's name). */
    readonly skip?: (draft: Draft) => boolean;
  };
  /** Sends the draft: a create when `saved` is `null`. */
  readonly write: (draft: Draft, saved: Item | null) => Promise<Item>;
  /** The problems of a refused save (422, 403 with a list), where the form shows them. */
  readonly readProblems: (error: ApiError) => ProblemMap | null;
}

/** A settings form's state: the draft against what was last loaded or saved, and its save. */
export interface RecordEditor<Draft, Item> {
  readonly draft: Draft;
  readonly change: (update: (draft: Draft) => Draft) => void;
  /** The stored record as last loaded or saved; `null` until a new one is saved. */
  readonly saved: Item | null;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly block: RecordSaveBlock;
  /** What the uniqueness check knows about the draft's unique value. */
  readonly uniqueness: Uniqueness;
  /** The problems to show: the form's own once a save was tried, and the server's. */
  readonly problems: ProblemMap;
  /** Saves; answers the saved record, or `null` when it did not save (problems shown). */
  readonly save: () => Promise<Item | null>;
  /** Takes a record stored by another action (a status change) as the new starting point. */
  readonly adopt: (item: Item) => void;
}

/** The part of a draft a problem location (`personalDetails/name`) points at. */
export function valueAtLocation(draft: unknown, location: string): unknown {
  let value = draft;
  for (const part of location.split('/')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The state of a settings form (users, roles, document types): the unsaved-changes check, the
 * form's rules before a save, and what the save answered — the server's problems stay on their
 * inputs until that input changes; a 409 is a conflict (or, with `versionNotEditable`, a version
 * that cannot be edited).
 */
export function useRecordEditor<Draft, Item>(
  options: RecordEditorOptions<Draft, Item>,
): RecordEditor<Draft, Item> {
  const { initial, draftOf, empty, same, unique } = options;
  const [baseline, setBaseline] = useState<Draft>(() =>
    initial === null ? empty() : draftOf(initial),
  );
  const [draft, setDraft] = useState<Draft>(baseline);
  const [saved, setSaved] = useState<Item | null>(initial);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ problems: ProblemMap; snapshot: Draft } | null>(null);
  const [saving, setSaving] = useState(false);
  const [block, setBlock] = useState<RecordSaveBlock>(null);
  const dirty = !same(draft, baseline);
  useUnsavedChanges({ formId: options.formId, dirty });

  const uniqueValue = unique.valueOf(draft).trim();
  const uniqueness = useUniquenessCheck(
    uniqueValue,
    (value, signal) => unique.exists(value, signal, saved),
    { skip: unique.skip?.(draft) ?? false },
  );
  const takenProblem: ProblemText = {
    common: 'validations.unique',
    params: { fieldValue: uniqueValue },
  };
  // A taken value shows at once, before any save; the form's other rules once a save was tried.
  const problems = new Map<string, ProblemText>(attempted ? options.validate(draft, saved) : []);
  if (uniqueness === 'taken' && !problems.has(unique.location)) {
    problems.set(unique.location, takenProblem);
  }
  for (const [location, text] of server?.problems ?? []) {
    const unchanged =
      location === 'general' ||
      JSON.stringify(valueAtLocation(draft, location)) ===
        JSON.stringify(valueAtLocation(server?.snapshot, location));
    if (!problems.has(location) && unchanged) problems.set(location, text);
  }

  const adopt = (item: Item) => {
    const next = draftOf(item);
    setBaseline(next);
    setDraft(next);
    setSaved(item);
    setServer(null);
    setAttempted(false);
    setBlock(null);
  };

  const save = async (): Promise<Item | null> => {
    setAttempted(true);
    if (options.validate(draft, saved).size > 0 || uniqueness === 'taken') {
      notifications.notify({ intent: 'error', title: 'notifications.api_errors.invalidForm' });
      return null;
    }
    setSaving(true);
    try {
      const item = await options.write(draft, saved);
      adopt(item);
      notifications.notify({ intent: 'success', title: 'notifications.success' });
      return item;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) {
        setBlock(error.errorType === 'versionNotEditable' ? 'versionLocked' : 'conflict');
        return null;
      }
      const found = options.readProblems(error);
      setServer(found ? { problems: found, snapshot: draft } : null);
      reportApiError(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    change: (update) => setDraft((current) => update(current)),
    saved,
    dirty,
    saving,
    block,
    uniqueness,
    problems,
    save,
    adopt,
  };
}
