import {
  Button,
  Dropdown,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Option,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { deleteProcessSettings, type ProcessSettingsItem } from '@tessera/client';
import { PROCESS_TYPE_FEATURE_FLAGS } from '@tessera/engine';
import { hasClientFeature, useConfirm } from '@tessera/ui';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorSection } from '../common/EditorSection';
import { isPlainClick } from '../common/isPlainClick';
import { PageHeader } from '../common/PageHeader';
import { useProblemMessage } from '../dataProviders/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { canEditVersion, versionEditability } from '../shell/versionEditability';
import { DiagramEditor } from './DiagramEditor';
import { FormAccessList } from './FormAccessList';
import { OptionsStepsEditor } from './OptionsStepsEditor';
import { withDefaultStep } from './optionsDraft';
import type { ProcessDraft, ProcessType } from './processDraft';
import { conditionFieldsOf } from './processFields';
import { processPaths } from './processPaths';
import { useProcessEditor } from './useProcessEditor';
import { useProcessEditorOptions } from './useProcessEditorOptions';

const useStyles = makeStyles({
  bars: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  general: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  providerHint: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/**
 * The process editor (spec 000 §2 settings.processes {id}/edit; spec 001 §3.16, §4, §5.5): name,
 * process provider, status and starting step; the steps of an options-type process or the
 * diagram of a diagram-type one; the forms offered at every step. Saves with the revision read,
 * shows the server's problems where they belong, and offers to reload after someone else's change.
 */
export function ProcessEditor({
  initial,
}: {
  initial: ProcessSettingsItem | { readonly type: ProcessType };
}) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath, client, data } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const navigate = useStudioNavigate();
  const { confirmDelete, dialog } = useConfirm();
  const options = useProcessEditorOptions();
  const fieldsOf = (process: ProcessDraft) => {
    const provider = options.providers.find((item) => item.id === process.dataProviderId);
    if (provider) return conditionFieldsOf(provider.config.fields);
    return options.loaded ? [] : null;
  };
  const editor = useProcessEditor(initial, fieldsOf);
  const { draft, problems } = editor;
  const message = useProblemMessage(problems);
  const provider = options.providers.find((item) => item.id === draft.dataProviderId);
  const processProviders = options.providers.filter((item) => item.type === 'process');
  const editability = data?.version ? versionEditability(data.version, client) : 'draft';
  const typeEnabled = hasClientFeature(client, PROCESS_TYPE_FEATURE_FLAGS[draft.type]);
  const editable = canEditVersion(editability) && editor.block !== 'versionLocked';
  const stored = 'id' in initial ? initial : null;

  const save = async () => {
    const saved = await editor.save();
    if (saved && stored === null)
      replaceLocation(processPaths.edit(basePath, saved.id), { replace: true });
  };
  const remove = async () => {
    if (editor.savedId === null) return;
    const id = editor.savedId;
    if (!(await confirmDelete({ itemName: draft.name }))) return;
    // A failure raises the adapter's notification; the editor stays.
    await deleteProcessSettings(adapter, id);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    replaceLocation(processPaths.list(basePath));
  };
  const openNewProvider = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(dataProviderPaths.new(basePath));
  };
  const generalProblem = message('general');
  const setDefaultStep = (stepId: string | null) =>
    editor.change((current) =>
      current.type === 'options'
        ? withDefaultStep(current, stepId)
        : { ...current, defaultStartingStepId: stepId },
    );
  const startSteps =
    draft.type === 'options'
      ? draft.steps
      : draft.steps.filter((step) => step.action.type === 'start');
  const defaultStep = draft.steps.find((step) => step.id === draft.defaultStartingStepId);

  return (
    <>
      <PageHeader
        back={<BackLink href={processPaths.list(basePath)}>{t('processes.editor.back')}</BackLink>}
        title={
          stored === null && editor.savedId === null
            ? t('processes.editor.newTitle')
            : draft.name || stored?.name
        }
        description={`${t('processes.editor.type')}: ${t(`processes.types.${draft.type}`)}`}
        actions={
          <>
            {editor.savedId !== null && (
              <Button icon={<DeleteRegular />} disabled={!editable} onClick={() => void remove()}>
                {t('processes.list.delete')}
              </Button>
            )}
            <Button
              appearance="primary"
              icon={<SaveRegular />}
              disabled={!editable || editor.saving}
              onClick={() => void save()}
            >
              {editor.saving ? t('processes.editor.saving') : t('processes.editor.save')}
            </Button>
          </>
        }
      />
      <div className={styles.bars}>
        {editor.block === 'conflict' && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('processes.editor.conflictTitle')}</MessageBarTitle>
              {t('processes.editor.conflictMessage')}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void editor.reload()}>{t('processes.editor.reload')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!editable && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('processes.editor.versionLocked')}</MessageBarBody>
          </MessageBar>
        )}
        {!typeEnabled && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('processes.editor.typeDisabled')}</MessageBarBody>
          </MessageBar>
        )}
        {generalProblem && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('processes.editor.problemsTitle')}</MessageBarTitle>
              {generalProblem}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>

      <EditorSection title={t('processes.editor.general')}>
        <div className={styles.general}>
          <Field label={t('processes.editor.name')} validationMessage={message('name')} required>
            <Input
              value={draft.name}
              placeholder={t('processes.editor.namePlaceholder')}
              onChange={(_, value) =>
                editor.change((current) => ({ ...current, name: value.value }))
              }
            />
          </Field>
          <Field
            label={t('processes.editor.provider')}
            required
            validationMessage={message('dataProviderId')}
            hint={
              <span className={styles.providerHint}>
                <span>
                  {processProviders.length === 0 && options.loaded
                    ? t('processes.editor.noProviders')
                    : t('processes.editor.providerHint')}
                </span>
                <Link href={dataProviderPaths.new(basePath)} onClick={openNewProvider}>
                  {t('processes.editor.createProvider')}
                </Link>
              </span>
            }
          >
            <Dropdown
              placeholder={t('processes.editor.chooseProvider')}
              value={provider?.name ?? draft.dataProviderId ?? ''}
              selectedOptions={draft.dataProviderId ? [draft.dataProviderId] : []}
              onOptionSelect={(_, value) =>
                editor.change((current) => ({ ...current, dataProviderId: value.optionValue }))
              }
            >
              {processProviders.map((item) => (
                <Option key={item.id} value={item.id}>
                  {item.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field
            label={t('processes.editor.defaultStep')}
            hint={
              draft.type === 'options'
                ? t('processes.editor.defaultStepHint')
                : t('processes.editor.defaultCellHint')
            }
            validationMessage={message('defaultStartingStepId')}
            required={draft.type === 'diagram'}
          >
            <Dropdown
              placeholder={t('processes.editor.chooseStep')}
              value={defaultStep?.name ?? ''}
              selectedOptions={draft.defaultStartingStepId ? [draft.defaultStartingStepId] : []}
              onOptionSelect={(_, value) => setDefaultStep(value.optionValue ?? null)}
            >
              {startSteps.map((step) => (
                <Option key={step.id} value={step.id}>
                  {step.name || step.id}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field hint={t('processes.editor.activeHint')}>
            <Switch
              label={t('processes.editor.active')}
              checked={draft.status !== 'inactive'}
              onChange={(_, value) =>
                editor.change((current) => ({
                  ...current,
                  status: value.checked ? 'active' : 'inactive',
                }))
              }
            />
          </Field>
        </div>
      </EditorSection>

      {draft.type === 'options' ? (
        <OptionsStepsEditor
          draft={draft}
          change={(update) =>
            editor.change((current) => (current.type === 'options' ? update(current) : current))
          }
          options={options}
          problems={problems}
        />
      ) : (
        <DiagramEditor
          draft={draft}
          change={(update) =>
            editor.change((current) => (current.type === 'diagram' ? update(current) : current))
          }
          options={options}
          problems={problems}
        />
      )}

      <EditorSection
        title={t('processes.editor.formInputs')}
        description={t('processes.editor.formInputsDescription')}
      >
        <FormAccessList
          forms={draft.formInputs ?? []}
          onChange={(formInputs) => editor.change((current) => ({ ...current, formInputs }))}
          providerId={draft.dataProviderId}
          options={options}
          problem={(location) => message(`formInputs:${location}`)}
        />
      </EditorSection>
      {dialog}
    </>
  );
}
