import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ArrowRedoRegular, ArrowUndoRegular, CopyRegular } from '@fluentui/react-icons';
import {
  type DataProviderItem,
  deleteFormDefinition,
  type FormDefinitionItem,
} from '@tessera/client';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { StatusSwitch } from '../common/StatusSwitch';
import { useEditableVersion } from '../common/useEditableVersion';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { FormDesigner } from './FormDesigner';
import type { FormDraft } from './formDraft';
import { setProvider } from './formDraftEdits';
import { formPaths } from './formPaths';
import { isEditingText } from './isEditingText';
import { useFormEditor } from './useFormEditor';

const noProvider = '';

const useStyles = makeStyles({
  general: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 2fr) minmax(240px, 2fr) minmax(180px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  history: { display: 'flex', gap: tokens.spacingHorizontalXXS },
});

export interface FormEditorProps {
  /** The draft the editor starts from: a stored form, a copy, or a new one. */
  readonly initial: FormDraft;
  /** The stored form; `null` for a form not saved yet. */
  readonly stored: FormDefinitionItem | null;
  /** The version's data providers (`null` while they load). */
  readonly providers: readonly DataProviderItem[] | null;
  /** A notice shown above the editor (e.g. the form to copy was not found). */
  readonly notice?: string;
}

/**
 * The form editor (spec 000 §2 settings.forms new and {id}/edit; spec 002 §3): name, bound
 * provider and status; the designer with the palette, the grid and the field properties. Saves
 * with the revision read, shows the server's problems on the field and property they name,
 * offers to reload after someone else's change, and undoes and redoes every change (Ctrl+Z,
 * Ctrl+Shift+Z or Ctrl+Y; Ctrl+S saves).
 */
export function FormEditor({ initial, stored, providers, notice }: FormEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const navigate = useStudioNavigate();
  const editor = useFormEditor(initial, stored);
  const { draft, problems } = editor;
  const savedId = editor.saved?.id ?? null;
  const message = useProblemMessage(problems);
  const editable = useEditableVersion(editor.block);
  const providerId = draft.binding?.dataProviderId ?? null;
  const provider = providers?.find((candidate) => candidate.id === providerId) ?? null;
  const offered = (providers ?? []).filter(
    (candidate) => candidate.status === 'active' || candidate.id === providerId,
  );

  const save = async () => {
    const saved = await editor.save();
    if (saved && savedId === null) {
      replaceLocation(formPaths.edit(basePath, saved.id), { replace: true });
    }
  };

  // The editor's shortcuts, wherever the focus is, except where a text input has its own undo.
  const shortcuts = useRef({ undo: editor.undo, redo: editor.redo, save, editable });
  shortcuts.current = { undo: editor.undo, redo: editor.redo, save, editable };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const actions = shortcuts.current;
      if (key === 's') {
        event.preventDefault();
        if (actions.editable) void actions.save();
        return;
      }
      if (isEditingText(event.target)) return;
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        actions.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        actions.redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const generalProblem = message('general') ?? message('status');

  return (
    <>
      <EditorHeader
        texts="forms.editor"
        back={<BackLink href={formPaths.list(basePath)}>{t('forms.editor.back')}</BackLink>}
        title={
          stored === null && savedId === null
            ? draft.name || t('forms.editor.newTitle')
            : draft.name || initial.name
        }
        actions={
          <>
            <div className={styles.history}>
              <Tooltip content={t('forms.editor.undo')} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<ArrowUndoRegular />}
                  disabled={!editor.canUndo}
                  onClick={editor.undo}
                />
              </Tooltip>
              <Tooltip content={t('forms.editor.redo')} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<ArrowRedoRegular />}
                  disabled={!editor.canRedo}
                  onClick={editor.redo}
                />
              </Tooltip>
            </div>
            {savedId !== null && (
              <Button
                icon={<CopyRegular />}
                onClick={() => navigate(formPaths.new(basePath, { copyFromFormId: savedId }))}
              >
                {t('forms.list.copy')}
              </Button>
            )}
          </>
        }
        deletion={{
          label: t('forms.list.delete'),
          confirm: { itemName: draft.name },
          run: (saved) => deleteFormDefinition(adapter, saved.id),
          listHref: formPaths.list(basePath),
        }}
        editor={editor}
        editable={editable}
        onSave={() => void save()}
        problem={generalProblem}
      >
        {notice && (
          <MessageBar intent="warning">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        )}
      </EditorHeader>

      <EditorSection title={t('forms.editor.general')}>
        <div className={styles.general}>
          <Field label={t('forms.editor.name')} validationMessage={message('name')} required>
            <Input
              value={draft.name}
              placeholder={t('forms.editor.namePlaceholder')}
              onChange={(_, value) =>
                editor.edit((form) => {
                  form.name = value.value;
                }, 'name')
              }
            />
          </Field>
          <Field
            label={t('forms.editor.provider')}
            hint={
              Object.keys(draft.binding?.fields ?? {}).length > 0
                ? t('forms.editor.providerChangeHint')
                : t('forms.editor.providerHint')
            }
            validationMessage={message('binding')}
          >
            <Dropdown
              value={
                providerId === null
                  ? t('forms.editor.providerNone')
                  : (provider?.name ?? providerId)
              }
              selectedOptions={[providerId ?? noProvider]}
              onOptionSelect={(_, value) =>
                editor.edit((form) => setProvider(form, value.optionValue || null))
              }
            >
              <Option value={noProvider}>{t('forms.editor.providerNone')}</Option>
              {offered.map((candidate) => (
                <Option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <StatusSwitch texts="forms.editor" editor={editor} />
        </div>
      </EditorSection>

      <FormDesigner editor={editor} provider={provider} readOnly={!editable} />
    </>
  );
}
