import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { EditorSection } from '../common/EditorSection';
import type { ProblemMap } from '../common/problemText';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { addStep, moveStep, removeStep, replaceStep } from './optionsDraft';
import type { OptionsDraft } from './processDraft';
import { conditionFieldsOf } from './processFields';
import { hasProblemAt } from './processProblemLocation';
import { StepPanel } from './StepPanel';
import { StepsList } from './StepsList';
import type { ProcessEditorOptions } from './useProcessEditorOptions';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { alignSelf: 'flex-start' },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface OptionsStepsEditorProps {
  readonly draft: OptionsDraft;
  readonly change: (update: (draft: OptionsDraft) => OptionsDraft) => void;
  readonly options: ProcessEditorOptions;
  readonly problems: ProblemMap;
}

/** The steps of an options-type process: the list in order beside the selected step's settings. */
export function OptionsStepsEditor({ draft, change, options, problems }: OptionsStepsEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const message = useProblemMessage(problems);
  const [selectedId, setSelectedId] = useState<string | null>(draft.steps[0]?.id ?? null);
  const selected = draft.steps.find((step) => step.id === selectedId) ?? null;
  const provider = options.providers.find((item) => item.id === draft.dataProviderId);
  const fields = provider ? conditionFieldsOf(provider.config.fields) : [];
  const stepsProblem = message('steps');

  const add = () => {
    const result = addStep(draft, t('processes.steps.newName', { number: draft.steps.length + 1 }));
    change(() => result.draft);
    setSelectedId(result.stepId);
  };

  return (
    <EditorSection
      title={t('processes.steps.title')}
      description={t('processes.steps.description')}
      action={
        <Button icon={<AddRegular />} onClick={add}>
          {t('processes.steps.add')}
        </Button>
      }
    >
      {stepsProblem && (
        <MessageBar intent="error">
          <MessageBarBody>{stepsProblem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.layout}>
        <div className={styles.list}>
          {draft.steps.length === 0 ? (
            <Text className={styles.muted}>{t('processes.steps.empty')}</Text>
          ) : (
            <StepsList
              steps={draft.steps}
              defaultStepId={draft.defaultStartingStepId}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onMove={(from, to) => change((current) => moveStep(current, from, to))}
              hasProblem={(stepId) => hasProblemAt(problems, `step:${stepId}`)}
            />
          )}
        </div>
        {selected && (
          <div className={styles.panel}>
            <StepPanel
              key={selected.id}
              step={selected}
              steps={draft.steps}
              isDefault={selected.id === draft.defaultStartingStepId}
              onChange={(step) => change((current) => replaceStep(current, step))}
              onRemove={() => {
                const index = draft.steps.findIndex((step) => step.id === selected.id);
                change((current) => removeStep(current, selected.id));
                setSelectedId(draft.steps[index + 1]?.id ?? draft.steps[index - 1]?.id ?? null);
              }}
              providerId={draft.dataProviderId}
              fields={fields}
              options={options}
              problems={problems}
            />
          </div>
        )}
      </div>
    </EditorSection>
  );
}
