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
import {
  DeleteRegular,
  ErrorCircleFilled,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import type { ProviderField } from '@tessera/engine';
import type { KeyboardEvent } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { fieldLabel } from './fieldLabel';

export interface ProviderFieldsListProps {
  readonly fields: readonly ProviderField[];
  readonly selectedId: string | null;
  readonly onSelect: (fieldId: string) => void;
  /** Moves the field at `from` to `to`. */
  readonly onMove: (from: number, to: number) => void;
  readonly onRemove: (fieldId: string) => void;
  /** Whether a field has a problem to show. */
  readonly hasProblem: (fieldId: string) => boolean;
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
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
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
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  dbName: {
    fontFamily: tokens.fontFamilyMonospace,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  badges: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    justifyContent: 'flex-end',
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface RowProps {
  readonly field: ProviderField;
  readonly selected: boolean;
  readonly problem: boolean;
  readonly onSelect: () => void;
  readonly onRemove: () => void;
}

function FieldRow({ field, selected, problem, onSelect, onRemove }: RowProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const sortable = useSortable({ id: field.id });
  const label = fieldLabel(field);
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
      onClick={onSelect}
      onKeyDown={select}
    >
      <Button
        ref={sortable.setActivatorNodeRef}
        className={styles.handle}
        appearance="subtle"
        size="small"
        icon={<ReOrderDotsVerticalRegular />}
        aria-label={t('dataProviders.fields.drag', { name: label })}
        {...sortable.attributes}
        {...sortable.listeners}
        onClick={(event) => event.stopPropagation()}
      />
      <span className={styles.text}>
        <Text weight="semibold" className={styles.name}>
          {field.name?.trim() ? field.name : t('dataProviders.fields.unnamed')}
        </Text>
        <Text size={200} className={styles.dbName}>
          {field.dbFieldName}
        </Text>
      </span>
      <span className={styles.badges}>
        {problem && (
          <Tooltip content={t('dataProviders.fields.hasProblem')} relationship="label">
            <ErrorCircleFilled className={styles.error} />
          </Tooltip>
        )}
        {field.status !== 'active' && (
          <Badge appearance="outline" color="subtle" size="small">
            {t('dataProviders.fields.inactive')}
          </Badge>
        )}
        <Badge appearance="tint" color="brand" size="small">
          {t(`dataProviders.kinds.${field.type}`)}
        </Badge>
        <Badge appearance="tint" color="informative" size="small">
          {t(`dataProviders.valueTypes.${field.fieldValue.type}`)}
        </Badge>
      </span>
      <Button
        appearance="subtle"
        size="small"
        icon={<DeleteRegular />}
        aria-label={t('dataProviders.fields.remove', { name: label })}
        title={t('dataProviders.fields.remove', { name: label })}
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      />
    </li>
  );
}

/**
 * A provider's fields in their order (the order of the columns and of computing): select one to
 * edit it, drag by the handle — or with the keyboard: space, arrows, space — to reorder, remove.
 */
export function ProviderFieldsList({
  fields,
  selectedId,
  onSelect,
  onMove,
  onRemove,
  hasProblem,
}: ProviderFieldsListProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => {
    const field = fields.find((candidate) => candidate.id === id);
    return field ? fieldLabel(field) : '';
  };
  const positionOf = (id: unknown) => fields.findIndex((candidate) => candidate.id === id) + 1;
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
        screenReaderInstructions: { draggable: t('dataProviders.fields.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('dataProviders.fields.dragStart', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('dataProviders.fields.dragOver', {
                  name: nameOf(active.id),
                  position: positionOf(over.id),
                })
              : undefined,
          onDragEnd: ({ active, over }) =>
            t('dataProviders.fields.moved', {
              name: nameOf(active.id),
              position: positionOf((over ?? active).id),
            }),
          onDragCancel: ({ active }) =>
            t('dataProviders.fields.dragCancel', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext
        items={fields.map((field) => field.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul className={styles.list} aria-label={t('dataProviders.fields.title')}>
          {fields.map((field) => (
            <FieldRow
              key={field.id}
              field={field}
              selected={field.id === selectedId}
              problem={hasProblem(field.id)}
              onSelect={() => onSelect(field.id)}
              onRemove={() => onRemove(field.id)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
