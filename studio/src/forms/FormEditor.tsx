import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Option,
  Switch,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  CopyRegular,
  DeleteRegular,
  SaveRegular,
} from '@fluentui/react-icons';
import { type DataProviderItem, deleteFormDefinition, formNameExists } from '@tessera/client';
import { useConfirm } from '@tessera/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorSection } from '../common/EditorSection';
import { PageHeader } from '../common/PageHeader';
import { useProblemMessage } from '../dataProviders/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { canEditVersion, versionEditability } from '../shell/versionEditability';
import { useUniquenessCheck } from '../users/useUniquenessCheck';
import { FormDesigner } from './FormDesigner';
import type { FormDraft } from './formDraft';
import { setProvider } from './formDraftEdits';
import { formPaths } from './formPaths';
import { isEditingText } from './isEditingText';
import { useFormEditor } from './useFormEditor';

const noProvider = '';

const useStyles = makeStyles({
  bars: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
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
  /** The stored form's id and revision; `null` for a form not saved yet. */
  readonly stored: { readonly id: string; readonly revision: number } | null;
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
  const { basePath, client, data } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const navigate = useStudioNavigate();
  const { confirmDelete, dialog } = useConfirm();
  const editor = useFormEditor(initial, stored);
  const { draft, problems } = editor;
  const message = useProblemMessage(problems);
  const editability = data?.version ? versionEditability(data.version, client) : 'draft';
  const editable = canEditVersion(editability) && editor.block !== 'versionLocked';
  const uniqueness = useUniquenessCheck(draft.name, (name, signal) =>
    formNameExists(adapter, name, {
      signal,
      skipErrorNotification: true,
      ...(editor.savedId === null ? {} : { exceptId: editor.savedId }),
    }),
  );
  const providerId = draft.binding?.dataProviderId ?? null;
  const provider = providers?.find((candidate) => candidate.id === providerId) ?? null;
  const offered = (providers ?? []).filter(
    (candidate) => candidate.status === 'active' || candidate.id === providerId,
  );

  const save = async () => {
    const saved = await editor.save();
    if (saved && editor.savedId === null) {
      replaceLocation(formPaths.edit(basePath, saved.id), { replace: true });
    }
  };
  const remove = async () => {
    if (editor.savedId === null) return;
    const id = editor.savedId;
    if (!(await confirmDelete({ itemName: draft.name }))) return;
    await deleteFormDefinition(adapter, id);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    replaceLocation(formPaths.list(basePath));
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

  const nameProblem =
    message('name') ?? (uniqueness === 'taken' ? t('forms.problems.nameTaken') : undefined);
  const generalProblem = message('general') ?? message('status');

  return (
    <>
      <PageHeader
        back={<BackLink href={formPaths.list(basePath)}>{t('forms.editor.back')}</BackLink>}
        title={
          stored === null && editor.savedId === null
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
            {editor.savedId !== null && (
              <Button
                icon={<CopyRegular />}
                onClick={() =>
                  navigate(formPaths.new(basePath, { copyFromFormId: editor.savedId! }))
                }
              >
                {t('forms.list.copy')}
              </Button>
            )}
            {editor.savedId !== null && (
              <Button icon={<DeleteRegular />} disabled={!editable} onClick={() => void remove()}>
                {t('forms.list.delete')}
              </Button>
            )}
            <Button
              appearance="primary"
              icon={<SaveRegular />}
              disabled={!editable || editor.saving}
              onClick={() => void save()}
            >
              {editor.saving ? t('forms.editor.saving') : t('forms.editor.save')}
            </Button>
          </>
        }
      />
      <div className={styles.bars}>
        {notice && (
          <MessageBar intent="warning">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        )}
        {editor.block === 'conflict' && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('forms.editor.conflictTitle')}</MessageBarTitle>
              {t('forms.editor.conflictMessage')}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void editor.reload()}>{t('forms.editor.reload')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!editable && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('forms.editor.versionLocked')}</MessageBarBody>
          </MessageBar>
        )}
        {generalProblem && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('forms.editor.problemsTitle')}</MessageBarTitle>
              {generalProblem}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>

      <EditorSection title={t('forms.editor.general')}>
        <div className={styles.general}>
          <Field label={t('forms.editor.name')} validationMessage={nameProblem} required>
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
          <Field hint={t('forms.editor.activeHint')}>
            <Switch
              label={t('forms.editor.active')}
              checked={draft.status !== 'inactive'}
              onChange={(_, value) =>
                editor.edit((form) => {
                  form.status = value.checked ? 'active' : 'inactive';
                })
              }
            />
          </Field>
        </div>
      </EditorSection>

      <FormDesigner editor={editor} provider={provider} readOnly={!editable} />
      {dialog}
    </>
  );
}
