import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Tab,
  TabList,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  CopyRegular,
  ErrorCircleRegular,
} from '@fluentui/react-icons';
import {
  type DataProviderItem,
  deleteFormDefinition,
  type FormDefinitionItem,
} from '@tessera/client';
import type { FormEventListener, FormVariable } from '@tessera/engine';
import type { Draft } from 'immer';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { StatusSwitch } from '../common/StatusSwitch';
import { useEditableVersion } from '../common/useEditableVersion';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { MethodScopeProvider } from '../methods/MethodScope';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { FormDesigner } from './FormDesigner';
import { FormListenersEditor } from './FormListenersEditor';
import { FormPreview } from './FormPreview';
import { FormVariablesEditor } from './FormVariablesEditor';
import type { FormDraft } from './formDraft';
import { setProvider, setSaveRedirect } from './formDraftEdits';
import { formMethodScope } from './formMethodScope';
import { formPaths } from './formPaths';
import { isEditingText } from './isEditingText';
import { SaveRedirectEditor } from './SaveRedirectEditor';
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
  tabs: { marginBottom: tokens.spacingVerticalM },
  tabProblem: { color: tokens.colorPaletteRedForeground1 },
});

/** The parts of the form editor, one tab each. */
type EditorTab = 'design' | 'variables' | 'listeners' | 'redirect' | 'preview';
const editorTabs: readonly EditorTab[] = [
  'design',
  'variables',
  'listeners',
  'redirect',
  'preview',
];

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
  const { basePath, user } = useStudioPage();
  const [tab, setTab] = useState<EditorTab>('design');
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
  const scope = useMemo(
    () => formMethodScope({ fields: draft.fields, variables: draft.variables }, providers),
    [draft.fields, draft.variables, providers],
  );
  const variables = draft.variables ?? [];
  const listeners = draft.formEventListeners ?? [];
  const tabProblem: Partial<Record<EditorTab, string | undefined>> = {
    variables: message('variables'),
    listeners: message('listeners'),
    redirect: message('redirect'),
  };
  const tabCount: Partial<Record<EditorTab, number>> = {
    variables: variables.length,
    listeners: listeners.length,
  };

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

      <MethodScopeProvider scope={scope}>
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_, data) => setTab(data.value as EditorTab)}
        >
          {editorTabs.map((value) => (
            <Tab
              key={value}
              value={value}
              icon={
                tabProblem[value] ? <ErrorCircleRegular className={styles.tabProblem} /> : undefined
              }
            >
              {t(`forms.tabs.${value}`)}
              {tabCount[value] ? ` (${tabCount[value]})` : ''}
            </Tab>
          ))}
        </TabList>
        {tab === 'design' && (
          <FormDesigner editor={editor} provider={provider} readOnly={!editable} />
        )}
        {tab === 'variables' && (
          <EditorSection
            title={t('forms.variables.title')}
            description={t('forms.variables.description')}
          >
            <TabProblem text={tabProblem.variables} />
            <FormVariablesEditor
              variables={variables}
              onChange={(next) =>
                editor.edit((form) => {
                  if (next.length === 0) delete form.variables;
                  else form.variables = next as Draft<FormVariable>[];
                }, 'variables')
              }
            />
          </EditorSection>
        )}
        {tab === 'listeners' && (
          <EditorSection
            title={t('forms.listeners.sectionTitle')}
            description={t('forms.listeners.description')}
          >
            <TabProblem text={tabProblem.listeners} />
            <FormListenersEditor
              listeners={listeners}
              fields={scope.fields}
              provider={provider}
              providers={providers ?? []}
              onChange={(next) =>
                editor.edit((form) => {
                  if (next.length === 0) delete form.formEventListeners;
                  else form.formEventListeners = next as Draft<FormEventListener>[];
                }, 'listeners')
              }
            />
          </EditorSection>
        )}
        {tab === 'redirect' && (
          <EditorSection
            title={t('forms.redirect.title')}
            description={t('forms.redirect.description')}
          >
            <TabProblem text={tabProblem.redirect} />
            <SaveRedirectEditor
              redirect={draft.layout?.saveButton?.redirect}
              fields={scope.fields}
              listeners={listeners}
              onChange={(redirect) =>
                editor.edit((form) => setSaveRedirect(form, redirect), 'redirect')
              }
            />
          </EditorSection>
        )}
        {tab === 'preview' && (
          <EditorSection
            title={t('forms.preview.title')}
            description={t('forms.preview.description')}
          >
            <FormPreview draft={draft} user={user} />
          </EditorSection>
        )}
      </MethodScopeProvider>
    </>
  );
}

/** A problem the server found in what a tab edits, at the top of the tab. */
function TabProblem({ text }: { readonly text: string | undefined }) {
  return text === undefined ? null : (
    <MessageBar intent="error">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
