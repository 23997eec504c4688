import { ApiError } from '@tessera/client';
import { UnsavedChangesProvider } from '@tessera/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, unsavedChanges } from '../services';
import type { ProblemMap } from './problemText';
import { type DraftEditorSpec, useDraftEditor } from './useDraftEditor';
import { uniquenessDelayMs } from './useUniquenessCheck';

interface Note {
  readonly title: string;
  readonly body: string;
}
interface StoredNote extends Note {
  readonly id: string;
  readonly revision: number;
}

const stored: StoredNote = { id: 'n-1', title: 'Plan', body: 'Zadzwonić', revision: 4 };
const draftOf = ({ title, body }: StoredNote): Note => ({ title, body });
const required = (note: Note): ProblemMap =>
  new Map(note.title === '' ? [['title', { common: 'validations.required' } as const]] : []);
const conflict = (errorType: string) =>
  new ApiError({ status: 409, body: { statusCode: 409, errorType }, errorType });
const invalid = (errors: unknown[]) =>
  new ApiError({ status: 422, body: { statusCode: 422, errors } });

function spec(overrides: Partial<DraftEditorSpec<Note, StoredNote>> = {}) {
  return {
    formId: 'test.notes',
    initial: stored,
    newDraft: () => ({ title: '', body: '' }),
    draftOf,
    same: (a: Note, b: Note) => a.title === b.title && a.body === b.body,
    validate: required,
    save: vi.fn(async (draft: Note, saved: StoredNote | null) => ({
      ...draft,
      id: saved?.id ?? 'n-new',
      revision: (saved?.revision ?? 0) + 1,
    })),
    load: vi.fn(async (saved: StoredNote) => ({ ...saved, title: 'Plan B', revision: 9 })),
    readProblems: (error: ApiError) =>
      error.status === 422
        ? new Map([['body', { common: 'validations.required' } as const]])
        : null,
    problemApplies: (location: string, draft: Note, snapshot: Note) =>
      draft[location as keyof Note] === snapshot[location as keyof Note],
    ...overrides,
  } satisfies DraftEditorSpec<Note, StoredNote>;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <UnsavedChangesProvider registry={unsavedChanges}>{children}</UnsavedChangesProvider>
);
const render = (options: DraftEditorSpec<Note, StoredNote>) =>
  renderHook(() => useDraftEditor(options), { wrapper });
const unsavedForms = () => unsavedChanges.getState().unsavedFormIds;

let notify: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  notify = vi.spyOn(notifications, 'notify');
});
afterEach(() => vi.restoreAllMocks());

describe('useDraftEditor', () => {
  it('a changed draft is an unsaved change (spec 000 §4) until it is saved with the revision read', async () => {
    const options = spec();
    const { result } = render(options);
    expect(result.current.dirty).toBe(false);
    act(() => result.current.change((note) => ({ ...note, body: 'Wysłać ofertę' })));
    expect(result.current.dirty).toBe(true);
    expect(unsavedForms()).toContain('test.notes');

    let answer: StoredNote | null = null;
    await act(async () => {
      answer = await result.current.save();
    });
    expect(options.save).toHaveBeenCalledWith({ title: 'Plan', body: 'Wysłać ofertę' }, stored);
    expect(answer).toMatchObject({ id: 'n-1', revision: 5 });
    expect(result.current.saved).toMatchObject({ revision: 5 });
    expect(result.current.dirty).toBe(false);
    expect(unsavedForms()).not.toContain('test.notes');
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'notifications.success' });
  });

  it('a new item starts from its first draft and is created (no stored item sent)', async () => {
    const options = spec({ initial: null, newDraft: () => ({ title: 'Kopia', body: '' }) });
    const { result } = render(options);
    expect(result.current.draft).toEqual({ title: 'Kopia', body: '' });
    await act(async () => {
      await result.current.save();
    });
    expect(options.save).toHaveBeenCalledWith({ title: 'Kopia', body: '' }, null);
    expect(result.current.saved?.id).toBe('n-new');
  });

  it("the editor's own problems show once a save was tried, and nothing is sent", async () => {
    const options = spec();
    const { result } = render(options);
    act(() => result.current.change((note) => ({ ...note, title: '' })));
    expect(result.current.problems.size).toBe(0);
    await act(async () => {
      expect(await result.current.save()).toBeNull();
    });
    expect(options.save).not.toHaveBeenCalled();
    expect(result.current.problems.get('title')).toEqual({ common: 'validations.required' });
    expect(notify).toHaveBeenCalledWith({
      intent: 'error',
      title: 'notifications.api_errors.invalidForm',
    });
  });

  it("the server's 422 problems stay on their input until that input changes", async () => {
    const { result } = render(spec({ save: vi.fn().mockRejectedValue(invalid([])) }));
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.problems.get('body')).toEqual({ common: 'validations.required' });
    act(() => result.current.change((note) => ({ ...note, title: 'Plan A' })));
    expect(result.current.problems.has('body')).toBe(true);
    act(() => result.current.change((note) => ({ ...note, body: 'Nowa treść' })));
    expect(result.current.problems.has('body')).toBe(false);
  });

  it('409 staleRevision is a conflict; reload takes the item as stored now, dropping the changes', async () => {
    const options = spec({ save: vi.fn().mockRejectedValue(conflict('staleRevision')) });
    const { result } = render(options);
    act(() => result.current.change((note) => ({ ...note, body: 'Moja zmiana' })));
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.block).toBe('conflict');
    await act(async () => {
      await result.current.reload();
    });
    expect(options.load).toHaveBeenCalledWith(stored);
    expect(result.current.draft).toEqual({ title: 'Plan B', body: 'Zadzwonić' });
    expect(result.current.block).toBeNull();
    expect(result.current.dirty).toBe(false);
  });

  it('409 versionNotEditable says the version cannot be edited', async () => {
    const { result } = render(
      spec({ save: vi.fn().mockRejectedValue(conflict('versionNotEditable')) }),
    );
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.block).toBe('versionLocked');
  });

  it('undoes and redoes changes; immer edits with one key in a row are one step', () => {
    const { result } = render(spec());
    act(() =>
      result.current.edit((note) => {
        note.body = 'Z';
      }, 'body'),
    );
    act(() =>
      result.current.edit((note) => {
        note.body = 'Za';
      }, 'body'),
    );
    act(() => result.current.change((note) => ({ ...note, title: 'Nowy' })));
    act(() => result.current.undo());
    expect(result.current.draft).toEqual({ title: 'Plan', body: 'Za' });
    act(() => result.current.undo());
    expect(result.current.draft).toEqual(draftOf(stored));
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    expect(result.current.draft.body).toBe('Za');
    expect(result.current.canRedo).toBe(true);
  });

  it('a taken unique value shows its problem while typing and blocks the save (spec 001 §5.4)', async () => {
    vi.useFakeTimers();
    try {
      const exists = vi.fn(async (value: string) => value === 'Zajęty');
      const options = spec({
        unique: { location: 'title', valueOf: (note) => note.title, exists },
      });
      const { result } = render(options);
      act(() => result.current.change((note) => ({ ...note, title: 'Zajęty' })));
      expect(result.current.uniqueness).toBe('checking');
      await act(async () => {
        vi.advanceTimersByTime(uniquenessDelayMs);
      });
      await act(async () => {});
      expect(exists).toHaveBeenLastCalledWith('Zajęty', expect.any(AbortSignal), stored);
      expect(result.current.problems.get('title')).toEqual({
        common: 'validations.unique',
        params: { fieldValue: 'Zajęty' },
      });
      await act(async () => {
        expect(await result.current.save()).toBeNull();
      });
      expect(options.save).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
