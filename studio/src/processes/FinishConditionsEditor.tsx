import { Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { FinishAction, FinishCondition, OptionsProcessStep } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import type { ProblemMap } from '../common/problemText';
import { useProblemMessage } from '../common/useProblemMessage';
import { ConditionEditor } from '../conditions/ConditionEditor';
import type { ConditionField } from '../conditions/conditionDraft';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { moveItem, removeAt, replaceAt } from './processDraft';
import { useConditionProblems } from './useConditionProblems';

const useStyles = makeStyles({
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
  const outcomes = choicesOf(['go_to_step', 'finish_process'] as const, (type) =>
    t(type === 'go_to_step' ? 'processes.steps.goToStep' : 'processes.steps.finishProcess'),
  );
  const targetChoices = targets.map((candidate) => ({
    value: candidate.id,
    text: candidate.name || candidate.id,
  }));
  return (
    <ItemListEditor
      count={items.length}
      emptyText={t('processes.steps.noFinishConditions')}
      addLabel={t('processes.steps.addFinishCondition')}
      onAdd={() =>
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
      {items.map((item, index) => {
        const at = `step:${step.id}:finish:${index}`;
        const title = t('processes.steps.finishCondition', { number: index + 1 });
        const action = item.action;
        const moves = [
          { label: t('processes.steps.moveUp'), icon: <ArrowUpRegular />, to: index - 1 },
          { label: t('processes.steps.moveDown'), icon: <ArrowDownRegular />, to: index + 1 },
        ];
        return (
          // Finish conditions have no ids of their own: their place (their order) names them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <section key={index} className={styles.item} aria-label={title}>
            <div className={styles.header}>
              <Text weight="semibold" className={styles.title}>
                {title}
              </Text>
              {moves.map((move) => (
                <IconActionButton
                  key={move.to}
                  size="small"
                  icon={move.icon}
                  label={move.label}
                  disabled={move.to < 0 || move.to >= items.length}
                  onClick={() => onChange(moveItem(items, index, move.to))}
                />
              ))}
              <IconActionButton
                size="small"
                icon={<DeleteRegular />}
                label={t('processes.steps.removeFinishCondition')}
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
                <ChoiceDropdown
                  choices={outcomes}
                  value={action.type}
                  onChange={(type) => {
                    const next: FinishAction =
                      type === 'finish_process'
                        ? { type: 'finish_process' }
                        : { type: 'go_to_step', stepId: targets[0]?.id ?? '' };
                    set(index, { ...item, action: next });
                  }}
                />
              </Field>
              {action.type === 'go_to_step' && (
                <Field
                  label={t('processes.steps.targetStep')}
                  validationMessage={message(`${at}:target`)}
                  required
                >
                  <ChoiceDropdown
                    placeholder={t('processes.editor.chooseStep')}
                    choices={targetChoices}
                    value={action.stepId}
                    unknownText={(stepId) =>
                      steps.find((candidate) => candidate.id === stepId)?.name ?? ''
                    }
                    onChange={(stepId) =>
                      set(index, { ...item, action: { type: 'go_to_step', stepId } })
                    }
                  />
                </Field>
              )}
            </div>
          </section>
        );
      })}
    </ItemListEditor>
  );
}

/** The step a new finish condition goes to: the next one in order, else the first other one. */
function nextTarget(step: OptionsProcessStep, steps: readonly OptionsProcessStep[]): string {
  const index = steps.findIndex((candidate) => candidate.id === step.id);
  return (steps[index + 1] ?? steps.find((candidate) => candidate.id !== step.id))?.id ?? '';
}
