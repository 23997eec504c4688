import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Badge,
  Button,
  makeStyles,
  mergeClasses,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ErrorCircleFilled, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { OptionsProcessStep } from '@tessera/engine';
import type { KeyboardEvent } from 'react';
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
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  selected: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  handle: { cursor: 'grab', touchAction: 'none' },
  number: {
    minWidth: '24px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  summary: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface RowProps {
  readonly step: OptionsProcessStep;
  readonly position: number;
  readonly isDefault: boolean;
  readonly selected: boolean;
  readonly problem: boolean;
  readonly onSelect: () => void;
}

function StepRow({ step, position, isDefault, selected, problem, onSelect }: RowProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const sortable = useSortable({ id: step.id });
  const label = step.name.trim() || t('processes.steps.unnamed');
  const select = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect();
    }
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={mergeClasses(
        styles.row,
        selected && styles.selected,
        sortable.isDragging && styles.dragging,
      )}
      aria-current={selected ? 'true' : undefined}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the row selects its step with Enter.
      tabIndex={0}
      onClick={onSelect}
      onKeyDown={select}
    >
      <Button
        ref={sortable.setActivatorNodeRef}
        className={styles.handle}
        appearance="subtle"
        size="small"
        icon={<ReOrderDotsVerticalRegular />}
        aria-label={t('processes.steps.dragHandle', { name: label })}
        {...sortable.attributes}
        {...sortable.listeners}
        onClick={(event) => event.stopPropagation()}
      />
      <Text className={styles.number}>{position}.</Text>
      <span className={styles.text}>
        <Text weight="semibold" className={styles.name}>
          {label}
        </Text>
        <Text size={200} className={styles.summary}>
          {t('processes.steps.formsCount', { count: stepForms(step).length })} ·{' '}
          {t('processes.steps.conditionsCount', { count: step.finishConditions?.length ?? 0 })}
        </Text>
      </span>
      <span className={styles.badges}>
        {problem && (
          <Tooltip content={t('processes.problems.stepProblems')} relationship="label">
            <ErrorCircleFilled className={styles.error} />
          </Tooltip>
        )}
        {isDefault && (
          <Badge appearance="tint" color="success" size="small">
            {t('processes.steps.startBadge')}
          </Badge>
        )}
      </span>
    </li>
  );
}

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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => steps.find((step) => step.id === id)?.name ?? '';
  const positionOf = (id: unknown) => steps.findIndex((step) => step.id === id) + 1;
  const end = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: { draggable: t('processes.steps.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('processes.steps.dragStart', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('processes.steps.dragOver', {
                  name: nameOf(active.id),
                  position: positionOf(over.id),
                })
              : undefined,
          onDragEnd: ({ active, over }) =>
            t('processes.steps.moved', {
              name: nameOf(active.id),
              position: positionOf((over ?? active).id),
            }),
          onDragCancel: ({ active }) =>
            t('processes.steps.dragCancel', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={steps.map((step) => step.id)} strategy={verticalListSortingStrategy}>
        <ul className={styles.list} aria-label={t('processes.steps.listLabel')}>
          {steps.map((step, index) => (
            <StepRow
              key={step.id}
              step={step}
              position={index + 1}
              isDefault={step.id === defaultStepId}
              selected={step.id === selectedId}
              problem={hasProblem(step.id)}
              onSelect={() => onSelect(step.id)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
