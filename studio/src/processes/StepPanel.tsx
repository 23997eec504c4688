import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { OptionsProcessStep } from '@tessera/engine';
import type { ProblemMap } from '../common/problemText';
import { useProblemMessage } from '../common/useProblemMessage';
import type { ConditionField } from '../conditions/conditionDraft';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { FinishConditionsEditor } from './FinishConditionsEditor';
import { FormAccessList } from './FormAccessList';
import { stepForms, withStepForms } from './optionsStepForms';
import type { ProcessEditorOptions } from './useProcessEditorOptions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  partTitle: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface StepPanelProps {
  readonly step: OptionsProcessStep;
  readonly steps: readonly OptionsProcessStep[];
  readonly isDefault: boolean;
  readonly onChange: (step: OptionsProcessStep) => void;
  readonly onRemove: () => void;
  readonly providerId: string | undefined;
  readonly fields: readonly ConditionField[];
  readonly options: Pick<ProcessEditorOptions, 'forms' | 'roles'>;
  readonly problems: ProblemMap;
}

/**
 * One options-type step (spec 001 §3.16 "options-type step: name, input forms, finish
 * conditions, finish action"): its name, its forms by role and its finish conditions in order.
 */
export function StepPanel({
  step,
  steps,
  isDefault,
  onChange,
  onRemove,
  providerId,
  fields,
  options,
  problems,
}: StepPanelProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const message = useProblemMessage(problems);
  const at = `step:${step.id}`;
  return (
    <section className={styles.root} aria-label={t('processes.steps.panel')}>
      <div className={styles.header}>
        <Field label={t('processes.steps.name')} validationMessage={message(`${at}:name`)} required>
          <Input
            value={step.name}
            onChange={(_, data) => onChange({ ...step, name: data.value })}
          />
        </Field>
        <Button icon={<DeleteRegular />} onClick={onRemove}>
          {t('processes.steps.remove')}
        </Button>
      </div>
      <div className={styles.part}>
        <Text as="h3" size={400} weight="semibold" className={styles.partTitle}>
          {t('processes.steps.forms')}
        </Text>
        <Text className={styles.muted}>{t('processes.steps.formsDescription')}</Text>
        <FormAccessList
          forms={stepForms(step)}
          onChange={(forms) => onChange(withStepForms(step, forms, isDefault))}
          providerId={providerId}
          options={options}
          problem={(location) => message(`${at}:forms:${location}`)}
        />
      </div>
      <div className={styles.part}>
        <Text as="h3" size={400} weight="semibold" className={styles.partTitle}>
          {t('processes.steps.finishConditions')}
        </Text>
        <Text className={styles.muted}>{t('processes.steps.finishConditionsDescription')}</Text>
        <FinishConditionsEditor
          step={step}
          steps={steps}
          fields={fields}
          problems={problems}
          onChange={(finishConditions) => {
            const { finishConditions: _old, ...rest } = step;
            onChange(finishConditions.length === 0 ? rest : { ...rest, finishConditions });
          }}
        />
      </div>
    </section>
  );
}
