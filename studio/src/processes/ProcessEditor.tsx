import {
  Dropdown,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components';
import { deleteProcessSettings, type ProcessSettingsItem } from '@tessera/client';
import { PROCESS_TYPE_FEATURE_FLAGS } from '@tessera/engine';
import { hasClientFeature } from '@tessera/ui';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { isPlainClick } from '../common/isPlainClick';
import { StatusSwitch } from '../common/StatusSwitch';
import { useEditableVersion } from '../common/useEditableVersion';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
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
  const { basePath, client } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const navigate = useStudioNavigate();
  const options = useProcessEditorOptions();
  const fieldsOf = (process: ProcessDraft) => {
    const provider = options.providers.find((item) => item.id === process.dataProviderId);
    if (provider) return conditionFieldsOf(provider.config.fields);
    return options.loaded ? [] : null;
  };
  const editor = useProcessEditor(initial, fieldsOf);
  const { draft, problems } = editor;
  const savedId = editor.saved?.id ?? null;
  const message = useProblemMessage(problems);
  const provider = options.providers.find((item) => item.id === draft.dataProviderId);
  const processProviders = options.providers.filter((item) => item.type === 'process');
  const typeEnabled = hasClientFeature(client, PROCESS_TYPE_FEATURE_FLAGS[draft.type]);
  const editable = useEditableVersion(editor.block);
  const stored = 'id' in initial ? initial : null;

  const save = async () => {
    const saved = await editor.save();
    if (saved && stored === null)
      replaceLocation(processPaths.edit(basePath, saved.id), { replace: true });
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
      <EditorHeader
        texts="processes.editor"
        back={<BackLink href={processPaths.list(basePath)}>{t('processes.editor.back')}</BackLink>}
        title={
          stored === null && savedId === null
            ? t('processes.editor.newTitle')
            : draft.name || stored?.name
        }
        description={`${t('processes.editor.type')}: ${t(`processes.types.${draft.type}`)}`}
        deletion={{
          label: t('processes.list.delete'),
          confirm: { itemName: draft.name },
          run: (saved) => deleteProcessSettings(adapter, saved.id),
          listHref: processPaths.list(basePath),
        }}
        editor={editor}
        editable={editable}
        onSave={() => void save()}
        problem={generalProblem}
      >
        {!typeEnabled && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('processes.editor.typeDisabled')}</MessageBarBody>
          </MessageBar>
        )}
      </EditorHeader>

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
          <StatusSwitch texts="processes.editor" editor={editor} />
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
    </>
  );
}
