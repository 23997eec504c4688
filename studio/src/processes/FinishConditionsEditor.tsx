import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { FinishAction, FinishCondition, OptionsProcessStep } from '@tessera/engine';
import { ConditionEditor } from '../conditions/ConditionEditor';
import type { ConditionField } from '../conditions/conditionDraft';
import type { ProblemMap } from '../dataProviders/problemText';
import { useProblemMessage } from '../dataProviders/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { moveItem, removeAt, replaceAt } from './processDraft';
import { useConditionProblems } from './useConditionProblems';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  title: { flexGrow: 1 },
  outcome: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  add: { alignSelf: 'flex-start' },
});

export interface FinishConditionsEditorProps {
  readonly step: OptionsProcessStep;
  readonly steps: readonly OptionsProcessStep[];
  readonly onChange: (finishConditions: FinishCondition[]) => void;
  readonly fields: readonly ConditionField[];
  readonly problems: ProblemMap;
}

/**
 * An options-type step's finish conditions in order (spec 001 §4: the first satisfied one
 * decides), each a condition over the process record ("always" when none) and its action: go to
 * another step or finish the process.
 */
export function FinishConditionsEditor({
  step,
  steps,
  onChange,
  fields,
  problems,
}: FinishConditionsEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const message = useProblemMessage(problems);
  const conditionProblems = useConditionProblems();
  const items = step.finishConditions ?? [];
  const targets = steps.filter((candidate) => candidate.id !== step.id);
  const set = (index: number, item: FinishCondition) => onChange(replaceAt(items, index, item));
  return (
    <div className={styles.root}>
      {items.length === 0 && (
        <Text className={styles.muted}>{t('processes.steps.noFinishConditions')}</Text>
      )}
      {items.map((item, index) => {
        const at = `step:${step.id}:finish:${index}`;
        const title = t('processes.steps.finishCondition', { number: index + 1 });
        const action = item.action;
        const target =
          action.type === 'go_to_step' ? steps.find((s) => s.id === action.stepId) : undefined;
        return (
          // Finish conditions have no ids of their own: their place (their order) names them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <section key={index} className={styles.item} aria-label={title}>
            <div className={styles.header}>
              <Text weight="semibold" className={styles.title}>
                {title}
              </Text>
              <Button
                appearance="subtle"
                size="small"
                icon={<ArrowUpRegular />}
                aria-label={t('processes.steps.moveUp')}
                title={t('processes.steps.moveUp')}
                disabled={index === 0}
                onClick={() => onChange(moveItem(items, index, index - 1))}
              />
              <Button
                appearance="subtle"
                size="small"
                icon={<ArrowDownRegular />}
                aria-label={t('processes.steps.moveDown')}
                title={t('processes.steps.moveDown')}
                disabled={index === items.length - 1}
                onClick={() => onChange(moveItem(items, index, index + 1))}
              />
              <Button
                appearance="subtle"
                size="small"
                icon={<DeleteRegular />}
                aria-label={t('processes.steps.removeFinishCondition')}
                title={t('processes.steps.removeFinishCondition')}
                onClick={() => onChange(removeAt(items, index))}
              />
            </div>
            <ConditionEditor
              condition={item.condition}
              optional
              fields={fields}
              label={`${title}: ${t('conditions.editor.label')}`}
              problems={conditionProblems(problems, `${at}:condition`)}
              onChange={(condition) => {
                const { condition: _old, ...rest } = item;
                set(index, condition === undefined ? rest : { ...rest, condition });
              }}
            />
            <div className={styles.outcome}>
              <Field label={t('processes.steps.outcome')}>
                <Dropdown
                  value={t(
                    action.type === 'go_to_step'
                      ? 'processes.steps.goToStep'
                      : 'processes.steps.finishProcess',
                  )}
                  selectedOptions={[action.type]}
                  onOptionSelect={(_, data) => {
                    const next: FinishAction =
                      data.optionValue === 'finish_process'
                        ? { type: 'finish_process' }
                        : { type: 'go_to_step', stepId: targets[0]?.id ?? '' };
                    if (next.type !== action.type) set(index, { ...item, action: next });
                  }}
                >
                  <Option value="go_to_step">{t('processes.steps.goToStep')}</Option>
                  <Option value="finish_process">{t('processes.steps.finishProcess')}</Option>
                </Dropdown>
              </Field>
              {action.type === 'go_to_step' && (
                <Field
                  label={t('processes.steps.targetStep')}
                  validationMessage={message(`${at}:target`)}
                  required
                >
                  <Dropdown
                    placeholder={t('processes.editor.chooseStep')}
                    value={target?.name ?? ''}
                    selectedOptions={action.stepId ? [action.stepId] : []}
                    onOptionSelect={(_, data) =>
                      set(index, {
                        ...item,
                        action: { type: 'go_to_step', stepId: data.optionValue ?? '' },
                      })
                    }
                  >
                    {targets.map((candidate) => (
                      <Option key={candidate.id} value={candidate.id}>
                        {candidate.name || candidate.id}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              )}
            </div>
          </section>
        );
      })}
      <Button
        className={styles.add}
        icon={<AddRegular />}
        onClick={() =>
          onChange([
            ...items,
            {
              action: targets[0]
                ? { type: 'go_to_step', stepId: nextTarget(step, steps) }
                : { type: 'finish_process' },
            },
          ])
        }
      >
        {t('processes.steps.addFinishCondition')}
      </Button>
    </div>
  );
}

/** The step a new finish condition goes to: the next one in order, else the first other one. */
function nextTarget(step: OptionsProcessStep, steps: readonly OptionsProcessStep[]): string {
  const index = steps.findIndex((candidate) => candidate.id === step.id);
  return (steps[index + 1] ?? steps.find((candidate) => candidate.id !== step.id))?.id ?? '';
}
