import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { EditorHeader } from './EditorHeader';
import type { SaveBlock } from './useDraftEditor';

interface Stored {
  readonly id: string;
}

const editorState = (overrides: {
  saved?: Stored | null;
  saving?: boolean;
  block?: SaveBlock;
}) => ({
  saved: { id: 'p-1' },
  saving: false,
  block: null,
  reload: vi.fn(async () => {}),
  ...overrides,
});

describe('EditorHeader (an editor page’s top)', () => {
  it('saves; while saving the button says so and cannot be pressed again', () => {
    const onSave = vi.fn();
    const { rerender } = render(
      withStudioMessages(() => (
        <EditorHeader
          texts="dataProviders.editor"
          title="Klienci"
          editor={editorState({})}
          editable
          onSave={onSave}
          problem={undefined}
        />
      )),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSave).toHaveBeenCalledOnce();
    rerender(
      withStudioMessages(() => (
        <EditorHeader
          texts="dataProviders.editor"
          title="Klienci"
          editor={editorState({ saving: true })}
          editable
          onSave={onSave}
          problem={undefined}
        />
      )),
    );
    expect(screen.getByRole('button', { name: 'Zapisywanie…' })).toBeDisabled();
  });

  it('409 staleRevision: says someone else changed it and reloads on request', () => {
    const editor = editorState({ block: 'conflict' });
    render(
      withStudioMessages(() => (
        <EditorHeader
          texts="forms.editor"
          title="Lead"
          editor={editor}
          editable
          onSave={() => {}}
          problem="Nazwa jest wymagana"
        />
      )),
    );
    expect(screen.getByText('Ktoś inny zmienił ten formularz')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Wczytaj najnowszą wersję' }));
    expect(editor.reload).toHaveBeenCalledOnce();
    expect(screen.getByText('Popraw zaznaczone pola')).toBeInTheDocument();
    expect(screen.getByText('Nazwa jest wymagana')).toBeInTheDocument();
  });

  it('a version that cannot be edited: Save and Delete are off, and the page says why', () => {
    render(
      withStudioMessages(() => (
        <EditorHeader
          texts="views.editor"
          title="Leady"
          editor={editorState({ block: 'versionLocked' })}
          editable={false}
          onSave={() => {}}
          deletion={{
            label: 'Usuń',
            confirm: { itemName: 'Leady' },
            run: async () => {},
            listHref: '/settings/views',
          }}
          problem={undefined}
        />
      )),
    );
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Usuń' })).toBeDisabled();
    expect(
      screen.getByText('Zapisywanie jest wyłączone: ta wersja aplikacji nie może być edytowana.'),
    ).toBeInTheDocument();
  });

  it('deletes a stored item after a confirmation; a new one has no Delete', async () => {
    const run = vi.fn(async (_saved: Stored) => {});
    const deletion = { label: 'Usuń', confirm: { itemName: 'Klienci' }, run, listHref: '/list' };
    const { rerender } = render(
      withStudioMessages(() => (
        <EditorHeader
          texts="roles.editor"
          title="Nowa rola"
          editor={editorState({ saved: null })}
          onSave={() => {}}
          deletion={deletion}
          problem={undefined}
        />
      )),
    );
    expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
    rerender(
      withStudioMessages(() => (
        <EditorHeader
          texts="roles.editor"
          title="Klienci"
          editor={editorState({})}
          onSave={() => {}}
          deletion={deletion}
          problem={undefined}
        />
      )),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith({ id: 'p-1' }));
  });
});
