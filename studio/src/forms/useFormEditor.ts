import {
  type FormDefinitionItem,
  fetchFormDefinition,
  formNameExists,
  saveFormDefinition,
} from '@tessera/client';
import { useMemo, useState } from 'react';
import { draftToSave } from '../common/draftToSave';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { adapter } from '../services';
import { type FormDraft, formDraftOf, sameDraft } from './formDraft';
import { formProblemApplies } from './formProblemApplies';
import { readFormProblems } from './readFormProblems';
import { validateFormDraft } from './validateFormDraft';

/** The form editor's state (see `useDraftEditor`) with the grid's selection. */
export interface FormEditorState extends DraftEditor<FormDraft, FormDefinitionItem> {
  /** The fields selected on the grid, by id, in the order they were selected. */
  readonly selection: readonly string[];
  readonly select: (ids: readonly string[]) => void;
}

/**
 * The state of the form editor: the draft and its undo history (see `useDraftEditor`), the name
 * checked for uniqueness while typing, the grid selection, and the save with its revision — 422
 * problems on the field and property they name. `initial` is the draft it starts from: the
 * stored form's, a copy, or a new one.
 */
export function useFormEditor(
  initial: FormDraft,
  stored: FormDefinitionItem | null,
): FormEditorState {
  const editor = useDraftEditor<FormDraft, FormDefinitionItem>({
    formId: 'settings.forms.editor',
    initial: stored,
    newDraft: () => initial,
    draftOf: formDraftOf,
    same: sameDraft,
    validate: validateFormDraft,
    unique: {
      location: 'name',
      valueOf: (draft) => draft.name,
      exists: (name, signal, saved) =>
        formNameExists(adapter, name, {
          signal,
          skipErrorNotification: true,
          ...(saved === null ? {} : { exceptId: saved.id }),
        }),
      taken: () => ({ studio: 'forms.problems.nameTaken' }),
    },
    save: (draft, saved) =>
      saveFormDefinition(adapter, draftToSave(draft, saved), { skipErrorNotification: true }),
    load: (saved) => fetchFormDefinition(adapter, saved.id),
    readProblems: (error, draft) => readFormProblems(error, draft.fields),
    problemApplies: formProblemApplies,
  });
  const [chosen, select] = useState<readonly string[]>([]);
  // Undo, redo and a reload may take away selected fields: the selection keeps those still there.
  const { fields } = editor.draft;
  const selection = useMemo(() => {
    const ids = new Set(fields.map((field) => field.id));
    const kept = chosen.filter((id) => ids.has(id));
    return kept.length === chosen.length ? chosen : kept;
  }, [fields, chosen]);
  return { ...editor, selection, select };
}
