import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { OptionsProcessStep } from '@tessera/engine';
import { ItemRowSummary } from '../common/ItemRowSummary';
import { SortableItemList } from '../common/SortableItemList';
import { SortableRow } from '../common/SortableRow';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { stepForms } from './optionsStepForms';

export interface StepsListProps {
  readonly steps: readonly OptionsProcessStep[];
  readonly defaultStepId: string | null | undefined;
  readonly selectedId: string | null;
  readonly onSelect: (stepId: string) => void;
  /** Moves the step at `from` to `to`. */
  readonly onMove: (from: number, to: number) => void;
  readonly hasProblem: (stepId: string) => boolean;
}

const useStyles = makeStyles({
  row: { gridTemplateColumns: 'auto auto minmax(0, 1fr) auto' },
  number: {
    minWidth: '24px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
  },
});

/**
 * An options-type process's steps in their order: select one to edit it, drag by the handle — or
 * with the keyboard: space, arrows, space — to reorder.
 */
export function StepsList({
  steps,
  defaultStepId,
  selectedId,
  onSelect,
  onMove,
  hasProblem,
}: StepsListProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const nameOf = (step: OptionsProcessStep) => step.name.trim() || t('processes.steps.unnamed');
  return (
    <SortableItemList
      items={steps}
      idOf={(step) => step.id}
      nameOf={nameOf}
      messages="processes.steps"
      onMove={onMove}
      label={t('processes.steps.listLabel')}
      renderItem={(step, index) => {
        const label = nameOf(step);
        return (
          <SortableRow
            key={step.id}
            id={step.id}
            label={label}
            handleLabel={t('processes.steps.dragHandle', { name: label })}
            className={styles.row}
            selected={step.id === selectedId}
            onSelect={() => onSelect(step.id)}
          >
            <Text className={styles.number}>{index + 1}.</Text>
            <ItemRowSummary
              name={label}
              detail={`${t('processes.steps.formsCount', { count: stepForms(step).length })} · ${t(
                'processes.steps.conditionsCount',
                { count: step.finishConditions?.length ?? 0 },
              )}`}
              problem={hasProblem(step.id) && t('processes.problems.stepProblems')}
            >
              {step.id === defaultStepId && (
                <Badge appearance="tint" color="success" size="small">
                  {t('processes.steps.startBadge')}
                </Badge>
              )}
            </ItemRowSummary>
          </SortableRow>
        );
      }}
    />
  );
}
