import { Button } from '@fluentui/react-components';
import { DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { EditorMessages } from './EditorMessages';
import { type SaveBlockTexts, type SaveTexts, textKey } from './editorTexts';
import { PageHeader, type PageHeaderProps } from './PageHeader';
import type { SaveBlock } from './useDraftEditor';
import { type ItemDeletionRequest, useItemDeletion } from './useItemDeletion';

/** Deleting the stored item from its editor (see `useItemDeletion`). */
export interface EditorDeletion<Item> extends Omit<ItemDeletionRequest, 'run'> {
  /** The Delete button's label. */
  readonly label: string;
  readonly run: (saved: Item) => Promise<unknown>;
}

interface BaseProps<Item> extends Omit<PageHeaderProps, 'actions'> {
  /** The editor's save state (see `useDraftEditor`). */
  readonly editor: {
    /** The stored item; null for a new one, which has no Delete button. */
    readonly saved: Item | null;
    readonly saving: boolean;
    readonly block: SaveBlock;
    readonly reload: () => Promise<void>;
  };
  readonly onSave: () => void;
  /** The editor's own actions, before Delete and Save. */
  readonly actions?: ReactNode;
  /** The Delete button of a stored item. */
  readonly deletion?: EditorDeletion<Item>;
  /** The problem shown above the form (`general`, or one no input shows). */
  readonly problem: string | undefined;
  /** The editor's own notices, shown after the save's messages and before the problem. */
  readonly children?: ReactNode;
}

/** A versioned definition's editor: saving is allowed only where the version can be edited. */
interface VersionedProps<Item> extends BaseProps<Item> {
  readonly texts: SaveBlockTexts;
  /** Whether saving (and deleting) is allowed here (see `useEditableVersion`). */
  readonly editable: boolean;
}

/** The editor of an item outside versions and revisions (a user, a role). */
interface PlainProps<Item> extends BaseProps<Item> {
  /** Where the texts are: `{texts}.save`, `{texts}.saving`, `{texts}.problemsTitle`. */
  readonly texts: SaveTexts;
  readonly editable?: undefined;
}

export type EditorHeaderProps<Item> = VersionedProps<Item> | PlainProps<Item>;

/**
 * An editor page's top: the way back, the title, the editor's actions with Delete (after a
 * confirmation, then back to the list) and Save, and the messages about the last save — someone
 * else's change with the reload, a version that cannot be edited — and the problem no input shows.
 */
export function EditorHeader<Item>(props: EditorHeaderProps<Item>) {
  const {
    texts,
    editor,
    onSave,
    actions,
    deletion,
    problem,
    children,
    editable: _editable,
    ...pageHeader
  } = props;
  const { t } = useStudioTranslation();
  const { remove, dialog } = useItemDeletion();
  const allowed = props.editable ?? true;
  const { saved } = editor;
  const messages =
    props.editable === undefined ? (
      <EditorMessages texts={props.texts} problem={problem}>
        {children}
      </EditorMessages>
    ) : (
      <EditorMessages
        texts={props.texts}
        block={editor.block}
        editable={props.editable}
        onReload={() => void editor.reload()}
        problem={problem}
      >
        {children}
      </EditorMessages>
    );
  return (
    <>
      <PageHeader
        {...pageHeader}
        actions={
          <>
            {actions}
            {deletion && saved !== null && (
              <Button
                icon={<DeleteRegular />}
                disabled={!allowed}
                onClick={() => void remove({ ...deletion, run: () => deletion.run(saved) })}
              >
                {deletion.label}
              </Button>
            )}
            <Button
              appearance="primary"
              icon={<SaveRegular />}
              disabled={!allowed || editor.saving}
              onClick={onSave}
            >
              {t(textKey(texts, editor.saving ? 'saving' : 'save'))}
            </Button>
          </>
        }
      />
      {messages}
      {dialog}
    </>
  );
}
